import { Anchor, ColorSwatch, Group, Stack, Table, Text } from '@mantine/core';
import type { ActivityEntry } from '@shared/areas/activity/channels';
import { formatDateTimeZoned, formatRelative } from '@shared/format';
import { saysAlready } from '@shared/messages';
import { routeHash } from '../../data/route';
import { callStatus, requestLine } from './call-words';
import { operationName } from '../../components/operation-names';
import { callKey } from './queries';

/**
 * The status in words, whole (it wraps, never cut), with the service's errorCode on its own line. `said`: the
 * message shown beside it (the call's detail), whose sentences the note does not repeat.
 */
export function StatusCell({ entry, said }: { entry: ActivityEntry; said?: string }) {
  const status = callStatus(entry);
  const note = status.note && !(said && saysAlready(said, status.note)) ? status.note : undefined;
  return (
    <Stack gap={2} data-testid="activity-status">
      <Group gap={6} wrap="nowrap" align="center">
        <ColorSwatch
          color={`var(--mantine-color-${status.color}-6)`}
          size={10}
          withShadow={false}
          aria-hidden
        />
        <Text size="sm" fw={500}>
          {status.label}
        </Text>
      </Group>
      {entry.errorCode ? (
        <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {entry.errorCode}
        </Text>
      ) : null}
      {note ? (
        <Text size="xs" c="dimmed" data-testid="activity-status-note">
          {note}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * Recorded calls, newest first: when, which profile, what was asked, and how it went. A row opens the
 * call's detail (its operation is a link, for the keyboard; the whole row answers a click).
 */
export function ActivityTable({
  entries,
  profileName,
  now,
  onOpen,
}: {
  entries: readonly ActivityEntry[];
  profileName: (id: string) => string;
  /** Epoch milliseconds the relative times count from. */
  now: number;
  onOpen: (key: string) => void;
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
            <Table.Th ta="right">Attempts</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry, index) => {
            const key = callKey(entry);
            return (
              <Table.Tr
                key={`${key}-${index}`}
                data-testid="activity-row"
                onClick={() => onOpen(key)}
                style={{ cursor: 'pointer' }}
              >
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }} title={formatDateTimeZoned(entry.time)}>
                    {formatRelative(entry.time, now)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{profileName(entry.profileId)}</Text>
                </Table.Td>
                <Table.Td>
                  <Anchor
                    size="sm"
                    fw={500}
                    href={routeHash(['activity', 'call', key])}
                    onClick={(event) => {
                      event.preventDefault();
                      event.stopPropagation();
                      onOpen(key);
                    }}
                    data-testid="activity-open"
                  >
                    {operationName(entry.operation)}
                  </Anchor>
                </Table.Td>
                <Table.Td maw={260}>
                  <Text size="xs" ff="monospace" truncate="end" title={requestLine(entry)}>
                    {requestLine(entry)}
                  </Text>
                </Table.Td>
                <Table.Td miw={170}>
                  <StatusCell entry={entry} />
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {Math.round(entry.durationMs)} ms
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{entry.attempts}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
