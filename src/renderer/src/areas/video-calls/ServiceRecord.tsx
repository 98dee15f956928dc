import { Accordion, Code, Table, Text } from '@mantine/core';
import type { VideoCall } from '@shared/contract/video-calls';
import { formatInZone } from '@shared/areas/video-calls/domain';

const ORDER = [
  '_id',
  'title',
  'description',
  'thumbnail',
  'fromTime',
  'toTime',
  'startDate',
  'fromTime24h',
  'duration',
  'timezoneName',
  'timezone',
  'status',
  'isEditable',
  'notEditableReason',
  'isScheduleLocked',
  'platform',
  'meetingUrl',
  'videoMeetingType',
  'ongoingCallType',
  'videoMeetingLink',
  'videoMeetingLinkCreator',
  'mango',
  'excludeMangoes',
  'mangoToSell',
  'videoWaitingList',
  'videoRegistration',
  'enableRecordingVideoCall',
  'autoUploadRecordingsEnabled',
  'autoUploadRecordingsConfig',
  'recordings',
  'recordingReceivedAt',
  'recordingDeletedAt',
  'isRecordingDeleted',
  'callType',
  'groupId',
  'occurrence',
  'totalOccurrence',
  'showGroupLinkForRecurringCall',
  'participantCount',
  'videoCallRescheduledAt',
  'createdAt',
];
const INSTANTS = new Set([
  'fromTime',
  'toTime',
  'recordingReceivedAt',
  'recordingDeletedAt',
  'videoCallRescheduledAt',
  'createdAt',
]);

function show(key: string, value: unknown, zone: string): string {
  if (value === undefined) return 'not returned';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' && INSTANTS.has(key) && Number.isFinite(Date.parse(value))) {
    return formatInZone(Date.parse(value), zone);
  }
  if (Array.isArray(value) && value.every((v) => typeof v === 'object' && v && '_id' in v)) {
    return (
      value
        .map((v: { _id: string; title?: string }) => (v.title ? `${v.title} (${v._id})` : v._id))
        .join(', ') || 'none'
    );
  }
  if (typeof value === 'object' && value && '_id' in value) {
    const ref = value as { _id: string; title?: string };
    return ref.title ? `${ref.title} (${ref._id})` : ref._id;
  }
  if (Array.isArray(value)) return value.length ? JSON.stringify(value) : 'none';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Every field of the read form, as the service returned it (extra fields included). */
export function ServiceRecord({ call }: { call: VideoCall }) {
  const zone = call.timezoneName ?? 'UTC';
  const keys = [...ORDER, ...Object.keys(call).filter((k) => !ORDER.includes(k))];
  const record = call as Record<string, unknown>;
  return (
    <Accordion variant="contained" radius="md">
      <Accordion.Item value="record">
        <Accordion.Control>
          <Text fw={500} size="sm">
            Every field of the service record
          </Text>
        </Accordion.Control>
        <Accordion.Panel>
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing={4} fz="sm" data-testid="service-record">
              <Table.Tbody>
                {keys.map((key) => (
                  <Table.Tr key={key}>
                    <Table.Td w={240}>
                      <Code>{key}</Code>
                    </Table.Td>
                    <Table.Td
                      c={record[key] === undefined ? 'dimmed' : undefined}
                      style={{ wordBreak: 'break-word' }}
                    >
                      {show(key, record[key], zone)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
