import type { ReactNode } from 'react';
import { Alert, Code, Drawer, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ActivityEntry } from '@shared/areas/activity/channels';
import type { Profile } from '@shared/profile';
import { formatDateTimeZoned, formatRelative, formatTime } from '@shared/format';
import { ErrorAlert } from '../../components/ErrorAlert';
import { NamedId } from '../../components/NamedId';
import { attemptsText, detailMessage, EXPECTED_NOT_FOUND } from './call-words';
import { operationName } from '../../components/operation-names';
import { useActivityCall } from './queries';
import { StatusCell } from './ActivityTable';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={600} tt="uppercase" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function CallDetail({
  entry,
  profile,
  now,
}: {
  entry: ActivityEntry;
  profile: Profile | undefined;
  now: number;
}) {
  const query = Object.entries(entry.query ?? {});
  const message = detailMessage(entry);
  return (
    <Stack gap="md" data-testid="activity-detail">
      <Stack gap={0}>
        <Title order={3}>{operationName(entry.operation)}</Title>
        <Text size="xs" ff="monospace" c="dimmed">
          {entry.operation}
        </Text>
      </Stack>
      {entry.expected === 'not-found' ? (
        <Alert color="blue" icon={<IconInfoCircle size={18} />} data-testid="activity-expected">
          {EXPECTED_NOT_FOUND}
        </Alert>
      ) : null}
      <Field label="Status">
        <StatusCell entry={entry} said={message} />
        {message ? (
          <Text size="sm" data-testid="activity-detail-message">
            {message}
          </Text>
        ) : null}
        {entry.errorKind && !entry.message ? (
          <Text size="sm">
            No message was recorded for this call (an earlier version of the console made it).
          </Text>
        ) : null}
      </Field>
      <Field label="Request">
        <Code block data-testid="activity-detail-request">
          {entry.method} {entry.path}
        </Code>
        {query.length > 0 ? (
          <Table withTableBorder verticalSpacing={4} fz="sm" aria-label="Query">
            <Table.Tbody>
              {query.map(([key, value]) => (
                <Table.Tr key={key}>
                  <Table.Th w="35%">{key}</Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        <Text size="xs" c="dimmed">
          Tokens and keys are never recorded; a query value that could be a credential shows as [redacted].
        </Text>
      </Field>
      <Field label="When">
        <Text size="sm" data-testid="activity-detail-time">
          {formatDateTimeZoned(entry.time)} ({formatRelative(entry.time, now)})
        </Text>
        <Text size="sm">
          Started at {formatTime(entry.time, { seconds: true })}, took {Math.round(entry.durationMs)} ms ·{' '}
          {attemptsText(entry.attempts)}
        </Text>
      </Field>
      <Field label="Profile">
        <NamedId name={profile?.name ?? null} id={entry.profileId} kind="profile" />
      </Field>
    </Stack>
  );
}

/**
 * One call's detail, at its own address (`#/activity/call/<id>`), so Back closes it and a reload keeps it
 * open. Closing goes back to the list.
 */
export function ActivityDetail({
  callKey,
  listed,
  profiles,
  now,
  onClose,
}: {
  callKey: string | undefined;
  listed: readonly ActivityEntry[];
  profiles: readonly Profile[];
  now: number;
  onClose: () => void;
}) {
  const call = useActivityCall(callKey, listed);
  const profile = profiles.find((p) => p.id === call.entry?.profileId);
  return (
    <Drawer
      opened={callKey !== undefined}
      onClose={onClose}
      position="right"
      size="lg"
      title="Call details"
      closeButtonProps={{ 'aria-label': 'Close the call details' }}
    >
      {call.entry ? (
        <CallDetail entry={call.entry} profile={profile} now={now} />
      ) : call.isLoading ? (
        <Group gap="sm">
          <Loader size="sm" />
          <Text size="sm">Reading this call from the log…</Text>
        </Group>
      ) : call.appError ? (
        <ErrorAlert error={call.appError} />
      ) : (
        <Text size="sm" data-testid="activity-detail-missing">
          This call is no longer in the log. The log keeps the newest calls and drops the oldest as it grows.
        </Text>
      )}
    </Drawer>
  );
}
