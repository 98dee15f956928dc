import { Badge, Code, Table, Text, Tooltip } from '@mantine/core';
import type { ActivityEntry } from '@shared/channels/activity';

function statusColor(entry: ActivityEntry): string {
  if (entry.errorKind && entry.status === undefined) return 'red';
  if (entry.status === undefined) return 'gray';
  if (entry.status === 429) return 'orange';
  if (entry.status >= 500) return 'red';
  if (entry.status >= 400) return 'yellow';
  return 'teal';
}

function statusLabel(entry: ActivityEntry): string {
  if (entry.status !== undefined) return String(entry.status);
  return entry.errorKind ? entry.errorKind.replace('_', ' ') : '—';
}

const time = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** Recorded calls, newest first: when, which profile, what was asked, and how it went. */
export function ActivityTable({
  entries,
  profileName,
}: {
  entries: ActivityEntry[];
  profileName: (id: string) => string;
}) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="activity-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>Profile</Table.Th>
            <Table.Th>Operation</Table.Th>
            <Table.Th>Request</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Duration</Table.Th>
            <Table.Th ta="right" title="Attempts">
              Tries
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry, index) => (
            <Table.Tr key={`${entry.time}-${index}`} data-testid="activity-row">
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {time.format(new Date(entry.time))}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{profileName(entry.profileId)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {entry.operation}
                </Text>
              </Table.Td>
              <Table.Td maw={300}>
                <Text size="xs" ff="monospace" truncate="end" title={entry.path}>
                  {entry.method} {entry.path}
                  {entry.query ? `?${new URLSearchParams(entry.query).toString()}` : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <Tooltip
                  label={[entry.errorCode, entry.outcome === 'unknown' ? 'outcome unknown' : entry.outcome]
                    .filter(Boolean)
                    .join(' · ')}
                  disabled={!entry.errorCode && !entry.outcome}
                >
                  <Badge color={statusColor(entry)} variant="light">
                    {statusLabel(entry)}
                    {entry.errorCode ? ` ${entry.errorCode}` : ''}
                  </Badge>
                </Tooltip>
              </Table.Td>
              <Table.Td ta="right">
                <Code>{Math.round(entry.durationMs)} ms</Code>
              </Table.Td>
              <Table.Td ta="right">{entry.attempts}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
