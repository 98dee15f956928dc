import { Alert, Button, Code, CopyButton, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconLock } from '@tabler/icons-react';
import { EDIT_LOCK_MINUTES, formatInZone } from '@shared/areas/video-calls/domain';
import type { CallFormValues } from './call-form';

const LABELS: Partial<Record<keyof CallFormValues, string>> = {
  title: 'Title',
  description: 'Description',
  startDate: 'Date',
  fromTime: 'Start time',
  timezoneName: 'Time zone',
  duration: 'Duration (minutes)',
  meetingUrl: 'Meeting link',
  mangoes: 'Mangoes',
  excludeMangoes: 'Excluded Mangoes',
  mangoToSell: 'Mango to sell',
  videoWaitingList: 'Waiting list',
  videoRegistration: 'Registration',
  enableRecordingVideoCall: 'Recording',
};

const show = (value: CallFormValues[keyof CallFormValues]): string =>
  Array.isArray(value)
    ? value.join(', ') || '(none)'
    : value === null || value === ''
      ? '(empty)'
      : String(value);

/** "Title: Weekly Q&A (new)" lines for each field that differs from the saved call. */
export function unsavedLines(values: CallFormValues, saved: CallFormValues): string[] {
  return (Object.keys(LABELS) as (keyof CallFormValues)[])
    .filter((key) => JSON.stringify(values[key]) !== JSON.stringify(saved[key]))
    .map((key) => `${LABELS[key] ?? key}: ${show(values[key])}`);
}

/**
 * The edit lock arrived while the person was typing: their changes were not saved, and they keep them,
 * visible and copyable, to use elsewhere (the call itself can no longer be edited).
 */
export function UnsavedChanges({
  lines,
  lockAt,
  reason,
  zone,
}: {
  lines: string[];
  lockAt: number | undefined;
  /** Why the call is locked, as the lock state says it. */
  reason: string;
  zone: string;
}) {
  const text = lines.join('\n');
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconLock size={18} />}
      title="Your changes were NOT saved"
      data-testid="unsaved-changes"
    >
      <Stack gap="xs">
        <Text size="sm">
          Editing closed while you were typing: {reason.replace(/\.$/, '')}. The service locks a call{' '}
          {EDIT_LOCK_MINUTES} minutes before its start
          {lockAt !== undefined ? ` (for this call at ${formatInZone(lockAt, zone)})` : ''} and refuses every
          change from then on, so nothing you typed was sent and the call keeps its saved details. The form is
          now read-only; copy your changes if you need them.
        </Text>
        <Text size="sm" fw={600} id="unsaved-label">
          Your unsaved changes
        </Text>
        <Code
          block
          aria-labelledby="unsaved-label"
          data-testid="unsaved-text"
          style={{ whiteSpace: 'pre-wrap' }}
        >
          {text}
        </Code>
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="default"
              w="fit-content"
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              onClick={copy}
              data-testid="copy-unsaved"
            >
              {copied ? 'Copied' : 'Copy unsaved changes'}
            </Button>
          )}
        </CopyButton>
      </Stack>
    </Alert>
  );
}
