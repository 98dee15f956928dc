import { ActionIcon, Badge, Card, CopyButton, Group, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconMovie } from '@tabler/icons-react';
import { ErrorAlert } from '../../components/ErrorAlert';
import { RecordingActions, useRecordingOpener } from './RecordingActions';
import type { VideoCall } from '@shared/contract/video-calls';
import { formatInZone, recordingsMeaning } from '@shared/areas/video-calls/domain';
import { ListTable } from '../../components/ListTable';

function size(bytes: number | undefined): string {
  if (bytes === undefined) return '—';
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const when = (iso: string | undefined, zone: string) => (iso ? formatInZone(Date.parse(iso), zone) : '—');

/** One row per file; an empty list is explained with the spec's three meanings. */
export function Recordings({ call, now }: { call: VideoCall; now: number }) {
  const zone = call.timezoneName ?? 'UTC';
  const meaning = recordingsMeaning(call, now);
  const files = call.recordings ?? [];
  const opener = useRecordingOpener(call._id ?? '', call.timezoneName);
  return (
    <Card withBorder radius="md" data-testid="recordings">
      <Group gap="xs" mb="xs">
        <IconMovie size={18} />
        <Title order={3} size="h5">
          Recordings
        </Title>
      </Group>
      {opener.appError ? (
        <ErrorAlert error={opener.appError} title="The recording was not opened" onClose={opener.reset} />
      ) : null}
      {opener.link ? (
        <Text size="sm" mb="xs" data-testid="recording-link">
          Your browser opens it:{' '}
          <a href={opener.link} target="_blank" rel="noopener noreferrer">
            open the recording in a new tab
          </a>
          .
        </Text>
      ) : null}
      {meaning.kind === 'has-files' ? (
        <ListTable
          minWidth={640}
          verticalSpacing="xs"
          striped
          highlightOnHover
          columns={['Type', 'Size', 'Started', 'Ended', 'File']}
        >
          {files.map((file, i) => (
            <Table.Tr key={`${file.recordingType ?? 'file'}-${i}`} data-testid="recording-row">
              <Table.Td>
                <Text size="sm">{(file.recordingType ?? 'recording').replace(/_/g, ' ')}</Text>
                <Text size="xs" c="dimmed">
                  {file.fileExtension ?? ''}
                </Text>
              </Table.Td>
              <Table.Td>{size(file.fileSize)}</Table.Td>
              <Table.Td>{when(file.recordingStartTime, zone)}</Table.Td>
              <Table.Td>{when(file.recordingEndTime, zone)}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  {file.isVideoHostedUrl ? (
                    <Tooltip
                      multiline
                      w={300}
                      label="This link is still served by the video provider and stops working after a while. The service does not give the date, so download the file now if you need it."
                    >
                      <Badge color="orange" size="xs" data-testid="expiring-badge">
                        expiring link
                      </Badge>
                    </Tooltip>
                  ) : (
                    <Tooltip label="A copy kept by the service: this link does not expire.">
                      <Badge color="teal" size="xs" variant="light">
                        kept by the service
                      </Badge>
                    </Tooltip>
                  )}
                  {file.url && call._id ? <RecordingActions index={i} opener={opener} /> : null}
                  {file.url ? (
                    <CopyButton value={file.url}>
                      {({ copied, copy }) => (
                        <ActionIcon
                          size="sm"
                          variant="subtle"
                          color={copied ? 'teal' : 'gray'}
                          onClick={copy}
                          aria-label="Copy recording address"
                        >
                          {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                        </ActionIcon>
                      )}
                    </CopyButton>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      ) : (
        <Text size="sm" c="dimmed" data-testid="recordings-empty" data-meaning={meaning.kind}>
          {meaning.kind === 'deleted'
            ? `Recorded${meaning.receivedAt ? ` (received ${when(meaning.receivedAt, zone)})` : ''}, then deleted by the service's automatic clean-up of old recordings${
                meaning.deletedAt ? ` on ${when(meaning.deletedAt, zone)}` : ''
              }. The files cannot be recovered.`
            : meaning.kind === 'not-recorded'
              ? 'Not recorded: recording was switched off for this call.'
              : meaning.kind === 'processing'
                ? 'No files yet. Recording was on, so they are most likely still processing: the service delivers them some time after the call ends. (The service reports a call that was not recorded the same way.)'
                : 'Recordings appear here after the call ends.'}
        </Text>
      )}
    </Card>
  );
}
