import { memo } from 'react';
import { Group, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import type { CallFormValues } from './call-form';

type Extras = Pick<
  CallFormValues,
  'description' | 'videoRegistration' | 'videoWaitingList' | 'enableRecordingVideoCall'
> & {
  /** The custom meeting link; left out when editing (a call keeps the platform it was created on). */
  meetingUrl?: string | undefined;
  disabled?: boolean | undefined;
};

/**
 * Description, custom link and switches, for the create and the edit form; memoized so an autosizing
 * textarea is not re-measured per keystroke elsewhere in the form.
 */
export const CallExtras = memo(function CallExtras({
  onChange: change,
  disabled,
  ...props
}: Extras & { onChange: (patch: Partial<CallFormValues>) => void }) {
  return (
    <Stack gap="sm">
      <Textarea
        label="Description"
        autosize
        minRows={2}
        value={props.description}
        onChange={(e) => change({ description: e.currentTarget.value })}
        disabled={disabled}
      />
      {props.meetingUrl !== undefined ? (
        <TextInput
          label="Custom meeting link (optional)"
          description="Host the call on your own meeting link; such a call may overlap other calls."
          placeholder="https://"
          value={props.meetingUrl}
          onChange={(e) => change({ meetingUrl: e.currentTarget.value })}
        />
      ) : null}
      <Group gap="lg">
        <Switch
          label="Registration"
          checked={props.videoRegistration}
          onChange={(e) => change({ videoRegistration: e.currentTarget.checked })}
          disabled={disabled}
        />
        <Switch
          label="Waiting list"
          checked={props.videoWaitingList}
          onChange={(e) => change({ videoWaitingList: e.currentTarget.checked })}
          disabled={disabled}
        />
        <Switch
          label="Record"
          checked={props.enableRecordingVideoCall}
          onChange={(e) => change({ enableRecordingVideoCall: e.currentTarget.checked })}
          disabled={disabled}
        />
      </Group>
    </Stack>
  );
});
