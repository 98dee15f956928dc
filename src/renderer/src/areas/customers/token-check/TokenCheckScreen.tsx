import { useState } from 'react';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  DataList,
  EmptyState,
  Grid,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAward, IconLock, IconShieldCheck, IconUserSearch } from '@tabler/icons-react';
import type { AuthenticatedUser } from '@shared/contract/users';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Screen } from '../../../components/Screen';
import { formatNumber } from '../../../components/format';
import { useVerifyToken } from './queries';

const PERIODS = [
  { key: 'lifetime', label: 'Lifetime' },
  { key: 'month', label: 'This month' },
  { key: 'week', label: 'This week' },
] as const;

function Field({ label, value }: { label: string; value: string | undefined }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value || '—'}</DataList.ItemValue>
    </DataList.Item>
  );
}

function UserView({ user }: { user: AuthenticatedUser }) {
  return (
    <div data-testid="token-user">
      <Grid>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Paper withBorder p="md" radius="md" h="100%">
            <Group gap="md" mb="md" wrap="nowrap">
              <Avatar size="lg" radius="xl" color="initials" name={user.name ?? '?'} />
              <div>
                <Text fw={600} size="lg" data-testid="token-user-name">
                  {user.name || 'No name'}
                </Text>
                <Text size="sm" c="dimmed">
                  {user.email}
                </Text>
              </div>
              {user.isDeactivated ? (
                <Badge color="red">Deactivated</Badge>
              ) : (
                <Badge color="teal" variant="light">
                  Active
                </Badge>
              )}
            </Group>
            <DataList size="sm" labelWidth={140}>
              <Field label="User id" value={user._id} />
              <Field
                label="Phone"
                value={user.phone !== undefined ? `${user.dialCode ?? ''} ${user.phone}`.trim() : undefined}
              />
              <Field label="Country" value={user.country} />
              <Field label="Currency" value={user.currency} />
              <Field label="Host" value={user.host} />
              <Field label="User slug" value={user.userSlug} />
              <Field label="Onboarding" value={user.onboarding} />
              <Field label="Creator" value={user.creator} />
              <Field
                label="Gamification"
                value={
                  user.hasGamificationAccess === undefined
                    ? undefined
                    : user.hasGamificationAccess
                      ? 'Has access'
                      : 'No access'
                }
              />
            </DataList>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="md" h="100%">
            <Paper withBorder p="md" radius="md">
              <Title order={3} size="h5" mb="xs">
                Score and leaderboard rank
              </Title>
              <Table data-testid="token-scores">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Period</Table.Th>
                    <Table.Th ta="right">Score</Table.Th>
                    <Table.Th ta="right">Rank</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {PERIODS.map((p) => (
                    <Table.Tr key={p.key}>
                      <Table.Td>{p.label}</Table.Td>
                      <Table.Td ta="right">{formatNumber(user.score?.[p.key])}</Table.Td>
                      <Table.Td ta="right" fw={600}>
                        {user.leaderboardRank?.[p.key] ? `#${user.leaderboardRank[p.key]}` : '—'}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>
            <Paper withBorder p="md" radius="md" style={{ flex: 1 }}>
              <Title order={3} size="h5" mb="xs">
                Badges ({user.badges?.length ?? 0})
              </Title>
              {user.badges?.length ? (
                <Stack gap="xs">
                  {user.badges.map((b) => (
                    <Group key={b._id ?? b.name} gap="sm" wrap="nowrap" data-testid="token-badge">
                      <ThemeIcon variant="light" radius="xl">
                        <IconAward size={16} />
                      </ThemeIcon>
                      <div>
                        <Text size="sm" fw={500}>
                          {b.name}
                        </Text>
                        {b.description ? (
                          <Text size="xs" c="dimmed">
                            {b.description}
                          </Text>
                        ) : null}
                      </div>
                    </Group>
                  ))}
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  No badges.
                </Text>
              )}
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </div>
  );
}

/** User token check: exchanges a pasted refreshToken once and shows the Authenticated user. */
export function TokenCheckScreen() {
  // The token lives only in this field's state and is emptied after the check; no store or cache keeps it.
  const [token, setToken] = useState('');
  const verify = useVerifyToken();
  const user = verify.data ?? null;
  const error = verify.appError;

  const check = () => {
    verify.check(token);
    setToken('');
  };

  return (
    <Screen
      testId="token-check-screen"
      gap="lg"
      maw={1100}
      title="User token check"
      description="See what your custom application learns from a member's refreshToken."
      help="token-check"
    >
      <Paper withBorder p="md" radius="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (token.trim()) check();
          }}
        >
          <Group align="flex-end" wrap="nowrap">
            <PasswordInput
              style={{ flex: 1 }}
              label="refreshToken"
              description="From the dashboard’s redirect to your application (…?refreshToken=…)"
              placeholder="Paste the token"
              autoComplete="off"
              value={token}
              onChange={(e) => setToken(e.currentTarget.value)}
              leftSection={<IconLock size={16} />}
              data-testid="token-input"
            />
            <Button
              type="submit"
              leftSection={<IconShieldCheck size={16} />}
              loading={verify.isPending}
              disabled={!token.trim()}
              data-testid="token-check"
            >
              Check token
            </Button>
          </Group>
        </form>
        <Alert mt="md" variant="light" color="gray" icon={<IconLock size={16} />}>
          Used once for this check, never stored or logged. The field is emptied when you check.
        </Alert>
      </Paper>
      {error ? (
        <ErrorAlert
          error={error}
          title={error.status === 401 ? 'The service did not accept this token' : undefined}
        />
      ) : null}
      {user ? <UserView user={user} /> : null}
      {!user && !error ? (
        <EmptyState
          icon={<IconUserSearch size={28} />}
          withIndicatorBackground
          title="Paste a token to see the member"
          description="Profile, score and leaderboard rank per period, and badges."
        />
      ) : null}
    </Screen>
  );
}
