import { Badge, Paper, Stack, Table, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { HistoryEntry } from '@shared/areas/mangoes/channels';
import { formatStored, formatValue } from '@shared/areas/mangoes/domain/draft';
import { fieldAt } from '@shared/areas/mangoes/domain/fields';
import { formatDateTime } from '@shared/format';
import { REACHES_BUYERS, REACHES_BUYERS_HINT } from './format';

/** Applied drafts: who changed what, from what, when, and the request that did it. */
export function HistoryTable({ entries }: { entries: HistoryEntry[] }) {
  if (entries.length === 0)
    return (
      <Paper withBorder radius="md" p="xl" style={{ borderStyle: 'dashed' }}>
        <Stack align="center" gap={6}>
          <IconHistory size={28} stroke={1.5} color="var(--mantine-color-dimmed)" />
          <Text fw={500}>Nothing applied yet</Text>
          <Text size="sm" c="dimmed">
            Every applied draft is kept here with its changes and its request.
          </Text>
        </Stack>
      </Paper>
    );
  return (
    <Paper withBorder radius="md">
      <Table verticalSpacing="sm" data-testid="history-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={170}>Applied</Table.Th>
            <Table.Th w={200}>Mango</Table.Th>
            <Table.Th>Changes</Table.Th>
            <Table.Th w={220}>Sent</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id} data-testid="history-row">
              <Table.Td style={{ verticalAlign: 'top' }}>
                <Text size="sm">{formatDateTime(entry.appliedAt)}</Text>
                {entry.appliedBy ? (
                  <Text size="xs" c="dimmed">
                    by {entry.appliedBy}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td style={{ verticalAlign: 'top' }}>
                <Text size="sm" fw={500}>
                  {entry.title}
                </Text>
              </Table.Td>
              <Table.Td style={{ verticalAlign: 'top' }}>
                <Stack gap={2}>
                  {entry.lines.map((line) => (
                    <Text key={line.path} size="sm">
                      <Text span fw={500}>
                        {line.label}
                      </Text>
                      : {formatStored(line.before, 60, line.currency)} →{' '}
                      {formatValue(line.after, 60, line.currency)}
                      {line.weighty ? (
                        <Badge ml={6} size="xs" color="orange" variant="light" title={REACHES_BUYERS_HINT}>
                          {REACHES_BUYERS}
                        </Badge>
                      ) : null}
                    </Text>
                  ))}
                  {entry.normalised.map((n) => (
                    <Text key={`n-${n.path}`} size="xs" c="yellow.8">
                      The service stored {fieldAt(n.path)?.label ?? n.path} as{' '}
                      {formatValue(n.returned, 60, entry.lines.find((l) => l.path === n.path)?.currency)}{' '}
                      (asked {formatValue(n.asked, 60, entry.lines.find((l) => l.path === n.path)?.currency)})
                    </Text>
                  ))}
                </Stack>
              </Table.Td>
              <Table.Td style={{ verticalAlign: 'top' }}>
                {entry.activity ? (
                  <Text size="xs">
                    {entry.activity.status
                      ? `Sent; the service answered ${entry.activity.status} in ${Math.round(entry.activity.durationMs)} ms`
                      : 'Sent; the answer was lost'}
                  </Text>
                ) : (
                  <Text size="xs" c="dimmed">
                    Nothing sent (already in place)
                  </Text>
                )}
                {entry.verifiedByReRead ? (
                  <Badge size="xs" variant="light" color="violet" mt={4}>
                    Confirmed by reading the Mango back
                  </Badge>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
