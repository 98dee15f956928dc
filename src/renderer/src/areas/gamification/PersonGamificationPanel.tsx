import { useMemo, useState } from 'react';
import { Badge as Chip, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAward, IconPlusMinus } from '@tabler/icons-react';
import { pointTypeLabel } from '@shared/contract/gamification';
import { ErrorAlert } from '../../components/ErrorAlert';
import { NamedId } from '../../components/NamedId';
import { AssignBadgesModal } from './AssignBadgesModal';
import { AssignPointsModal } from './AssignPointsModal';
import { LedgerTable } from './LedgerTable';
import { usePersonPoints } from './person-queries';

export interface PersonGamificationPanelProps {
  /** The profile to read with; the active profile when omitted. */
  profileId?: string;
  userId: string;
}

/**
 * One person's gamification: their collective points per type (the v1 per-person read), the badges they
 * hold, their points ledger, and the actions "Assign badges" and "Give or take points". Made to be mounted
 * wherever a person is shown (the Badges & points screen, a customer view).
 */
export function PersonGamificationPanel({ profileId, userId }: PersonGamificationPanelProps) {
  const person = useMemo(() => ({ userId }), [userId]);
  const points = usePersonPoints(person, profileId);
  const [dialog, setDialog] = useState<'badges' | 'points' | null>(null);
  const [page, setPage] = useState(1);
  const data = points.data;
  const name = data?.person.name;

  return (
    <Stack gap="md" data-testid="person-gamification">
      <Group justify="space-between" align="flex-start">
        <div>
          <NamedId name={name} id={userId} kind="person" loading={points.isPending} />
          {data?.person.email ? (
            <Text size="sm" c="dimmed">
              {data.person.email}
            </Text>
          ) : null}
        </div>
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconAward size={16} />}
            onClick={() => setDialog('badges')}
            data-testid="person-assign-badges"
          >
            Assign badges
          </Button>
          <Button
            leftSection={<IconPlusMinus size={16} />}
            onClick={() => setDialog('points')}
            data-testid="person-assign-points"
          >
            Give or take points
          </Button>
        </Group>
      </Group>
      {points.appError ? (
        <ErrorAlert error={points.appError} title="Their points could not be loaded" />
      ) : null}
      {points.isPending ? <Skeleton height={90} radius="md" /> : null}
      {data ? (
        <Paper withBorder p="md" radius="md" data-testid="person-points">
          <Group justify="space-between" mb="xs">
            <Title order={3} size="h5">
              Points
            </Title>
            <Text fw={600} data-testid="person-total">
              {data.totalScore.toLocaleString()} in total
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="xs">
            {data.points.map((p) => (
              <div key={p.type} data-testid="person-point-type">
                <Text size="xs" c="dimmed">
                  {pointTypeLabel(p.type)}
                </Text>
                <Text fw={500}>{p.score.toLocaleString()}</Text>
              </div>
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt="xs" data-testid="person-points-note">
            {data.totalScore === 0
              ? 'None counted: points count only while the person holds an active subscription to a Mango with gamification on. The ledger below lists every entry.'
              : 'Counted from their active subscriptions to Mangoes with gamification on.'}
          </Text>
        </Paper>
      ) : null}
      {data ? (
        <Stack gap={6}>
          <Title order={3} size="h5">
            Badges
          </Title>
          {data.badges === null ? (
            <Text size="sm" c="dimmed">
              Not known: the service has no email for this person to look their badges up by.
            </Text>
          ) : data.badges.length === 0 ? (
            <Text size="sm" c="dimmed">
              No badges yet.
            </Text>
          ) : (
            <Group gap="xs" data-testid="person-badges">
              {data.badges.map((b) => (
                <Chip key={b._id} variant="light" leftSection={<IconAward size={12} />}>
                  {b.name ?? b._id}
                </Chip>
              ))}
            </Group>
          )}
        </Stack>
      ) : null}
      <Stack gap={6}>
        <Title order={3} size="h5">
          Points ledger
        </Title>
        <LedgerTable userId={userId} profileId={profileId} page={page} onPage={setPage} />
      </Stack>
      {dialog === 'badges' ? (
        <AssignBadgesModal
          onClose={() => setDialog(null)}
          userId={userId}
          personName={name}
          held={data?.badges?.map((b) => b._id) ?? null}
          profileId={profileId}
        />
      ) : null}
      {dialog === 'points' ? (
        <AssignPointsModal
          onClose={() => {
            setDialog(null);
            setPage(1);
          }}
          userIds={[userId]}
          personName={name ?? userId}
          profileId={profileId}
        />
      ) : null}
    </Stack>
  );
}
