import { memo } from 'react';
import { Group, Paper, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import type { CallFormValues } from './call-form';

type Extras = Pick<
  CallFormValues,
  'description' | 'meetingUrl' | 'videoRegistration' | 'videoWaitingList' | 'enableRecordingVideoCall'
>;

/** Description, custom link and switches; memoized so an autosizing textarea is not re-measured per keystroke. */
export const CallExtras = memo(function CallExtras({
  onChange: change,
  ...props
}: Extras & { onChange: (patch: Partial<CallFormValues>) => void }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={props.description}
          onChange={(e) => change({ description: e.currentTarget.value })}
        />
        <TextInput
          label="Custom meeting link (optional)"
          description="Host the call on your own platform; such calls are exempt from the overlap rule."
          placeholder="https://"
          value={props.meetingUrl}
          onChange={(e) => change({ meetingUrl: e.currentTarget.value })}
        />
        <Group gap="lg">
          <Switch
            label="Registration"
            checked={props.videoRegistration}
            onChange={(e) => change({ videoRegistration: e.currentTarget.checked })}
          />
          <Switch
            label="Waiting list"
            checked={props.videoWaitingList}
            onChange={(e) => change({ videoWaitingList: e.currentTarget.checked })}
          />
          <Switch
            label="Record"
            checked={props.enableRecordingVideoCall}
            onChange={(e) => change({ enableRecordingVideoCall: e.currentTarget.checked })}
          />
        </Group>
      </Stack>
    </Paper>
  );
});
