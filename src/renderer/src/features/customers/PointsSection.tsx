import { useState } from 'react';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ListTable } from '../../components/ListTable';
import { usePointsOf } from './queries';

/**
 * The container the gamification panel mounts into. For now: the person's collective points from
 * `gamification.points` filtered to them, read when asked (the operation allows 10 calls a minute).
 */
export function PointsSection({ userId }: { userId: string }) {
  const [asked, setAsked] = useState(false);
  const points = usePointsOf(userId, asked);
  const row = points.data?.rows.find((r) => r.userId === userId);
  return (
    <section aria-label="Points and badges" data-testid="customer-points">
      <Stack
        gap="sm"
        p="md"
        style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
      >
        <Title order={3} size="h4">
          Points and badges
        </Title>
        <Text size="sm" c="dimmed">
          Collective points from Mangoes with gamification on. Reading them uses one of the 10 calls a minute
          the service allows.
        </Text>
        <Group>
          <Button
            variant="light"
            leftSection={<IconCoin size={16} />}
            loading={points.isFetching}
            onClick={() => (asked ? void points.refetch() : setAsked(true))}
            data-testid="points-read"
          >
            {asked ? 'Read points again' : 'Read points'}
          </Button>
          {points.data ? (
            <Text size="xs" c="dimmed">
              {points.data.quota.used} of {points.data.quota.limit} calls used this minute
            </Text>
          ) : null}
        </Group>
        {points.appError ? <ErrorAlert error={points.appError} title="Points could not be read" /> : null}
        {points.data && !row ? (
          <Text size="sm" data-testid="points-none">
            No collective points: the person holds no active subscription to a Mango with gamification on.
          </Text>
        ) : null}
        {row ? (
          <ListTable minWidth={360} columns={['Point type', 'Points']} data-testid="points-table">
            {Object.entries(row.scores).map(([type, score]) => (
              <Table.Tr key={type}>
                <Table.Td>{type}</Table.Td>
                <Table.Td>{score}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td fw={600}>Total</Table.Td>
              <Table.Td fw={600}>{row.totalScore}</Table.Td>
            </Table.Tr>
          </ListTable>
        ) : null}
      </Stack>
    </section>
  );
}
