import { useCallback, useMemo } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { UpdateCallFormFields } from '@shared/areas/video-calls/channels';
import type { VideoCall } from '@shared/contract/video-calls';
import { editLockMoment, expandSchedule, formatInZone, lockState } from '@shared/areas/video-calls/domain';
import { formatDay } from '@shared/format';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useUnsavedChanges } from '../../data/unsaved-changes';
import { AvailabilityPanel } from './AvailabilityPanel';
import {
  extrasOf,
  fieldErrorsOf,
  mangoFieldsOf,
  SCHEDULE_KEYS,
  toDraft,
  toScheduleForm,
  updateInput,
  valuesFromCall,
  type CallFormValues,
  type FieldErrors,
} from './call-form';
import { CallExtras } from './CallExtras';
import { MangoFields } from './MangoFields';
import { useLockOnRefusal, useMangoOptions, useUpdateCall } from './queries';
import { ScheduleFields } from './ScheduleFields';
import { UnsavedChanges, unsavedLines } from './UnsavedChanges';
import { useCallForm } from './use-call-form';
import { useAvailability } from './use-live-checks';
import { useVideoCallsView } from './view-store';

/**
 * Edit one occurrence. It starts from the stored local date and time; a moved schedule is checked for
 * clashes with the call itself left out, then saved. Read-only while the call is locked.
 */
export function EditCallForm({ call, now }: { call: VideoCall; now: number }) {
  const operatorZone = useVideoCallsView((s) => s.operatorZone);
  const { options: mangoOptions, state: mangoState } = useMangoOptions();
  const stored = useMemo(() => valuesFromCall(call), [call]);
  const callForm = useCallForm(UpdateCallFormFields, stored);
  const { values, form } = callForm;
  const update = useUpdateCall();
  const lockOnRefusal = useLockOnRefusal(call._id ?? '');
  const saved = update.isSuccess;
  const { reset: dismiss } = update;

  const lock = lockState(call, now);
  const locked = lock.kind === 'locked';
  const scheduleLocked = call.isScheduleLocked === true;
  const moved = SCHEDULE_KEYS.some((k) => values[k] !== stored[k]);
  const changed = moved || JSON.stringify({ ...values }) !== JSON.stringify({ ...stored });
  useUnsavedChanges(changed, `the call “${call.title ?? 'without a title'}”`);
  const expansion = useMemo(() => expandSchedule(toDraft(values), { now }), [values, now]);
  const schedule =
    moved && !scheduleLocked && expansion.problems.length === 0 ? toScheduleForm(values) : null;
  const availability = useAvailability(schedule, { excludeVideocall: call._id });

  const scheduleErrors: FieldErrors = {};
  if (moved) for (const p of expansion.problems) scheduleErrors[p.field] ??= p.message;
  const checkErrors = availability.appError ? fieldErrorsOf(availability.appError) : {};
  const errors: FieldErrors = { ...checkErrors, ...scheduleErrors, ...callForm.errors };

  // A new edit takes the "Saved" notice away (a failure's alert stays until closed or saved again).
  const { change: setFields } = callForm;
  const change = useCallback(
    (patch: Partial<CallFormValues>) => {
      if (saved) dismiss();
      setFields(patch);
    },
    [saved, dismiss, setFields],
  );

  const save = () => {
    if (!call._id || locked) return;
    // Every field's check at once (the title beside the schedule's problems), then nothing is sent.
    const fieldsPass = callForm.passes();
    if ((moved && expansion.problems.length > 0) || !fieldsPass) return;
    const nextSchedule = moved && !scheduleLocked ? toScheduleForm(values) : null;
    update.mutate(updateInput(call._id, values, nextSchedule), {
      onError: (error) => {
        if (!lockOnRefusal(error)) callForm.refused(error);
      },
    });
  };

  const first = expansion.occurrences[0];
  const unsaved = locked && changed ? unsavedLines(values, stored) : [];
  return (
    <Stack gap="md" data-testid="edit-form" data-readonly={locked || undefined}>
      {unsaved.length > 0 ? (
        <UnsavedChanges
          lines={unsaved}
          lockAt={editLockMoment(call.fromTime)}
          reason={lock.kind === 'locked' ? lock.reason : ''}
          zone={call.timezoneName ?? operatorZone}
        />
      ) : null}
      {/* A lock refusal is said by the unsaved-changes panel above (with what was typed), not twice. */}
      {update.appError && !(unsaved.length > 0 && update.appError.errorCode === 'WORKSHOP_NOT_EDITABLE') ? (
        <ErrorAlert error={update.appError} title="The call was not saved" onClose={dismiss} />
      ) : null}
      {saved ? (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck size={18} />}
          title="Saved"
          withCloseButton
          onClose={dismiss}
          data-testid="saved"
        >
          The service accepted the change.
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <TextInput
            label="Title"
            value={values.title}
            onChange={(e) => change({ title: e.currentTarget.value })}
            error={errors.title}
            disabled={locked}
            data-testid="edit-title"
          />
          <MangoFields
            {...mangoFieldsOf(values, errors)}
            options={mangoOptions}
            optionsState={mangoState}
            onChange={change}
            disabled={locked}
          />
          <CallExtras {...extrasOf(values)} onChange={change} disabled={locked} />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h5" mb={4}>
          Schedule
        </Title>
        <Text size="xs" c="dimmed" mb="sm">
          Starts from the saved local date and time ({call.startDate ? formatDay(call.startDate) : '—'}{' '}
          {call.fromTime24h}, {call.timezoneName}).
          {call.groupId ? ' Moving it moves this occurrence only.' : ''}
        </Text>
        <ScheduleFields
          values={values}
          errors={errors}
          onChange={change}
          disabled={locked || scheduleLocked}
          allowRecurring={false}
        />
        {moved && first ? (
          <Text size="sm" mt="sm" data-testid="moved-to">
            New start: {formatInZone(first.start, values.timezoneName)}
            {operatorZone !== values.timezoneName
              ? ` · ${formatInZone(first.start, operatorZone)} for you`
              : ''}
          </Text>
        ) : null}
        {moved && !scheduleLocked ? (
          <Stack mt="sm">
            <AvailabilityPanel
              check={availability}
              eventZone={values.timezoneName}
              operatorZone={operatorZone}
              custom={Boolean(call.meetingUrl)}
              blocked={schedule === null}
              onUseSlot={(slot) => change({ startDate: slot.startDate, fromTime: slot.fromTime })}
            />
          </Stack>
        ) : null}
      </Paper>
      <Group justify="flex-end">
        <Button
          variant="default"
          onClick={() => form.setValues(stored)}
          disabled={!changed || update.isPending || locked}
        >
          Reset
        </Button>
        <Button
          onClick={save}
          loading={update.isPending}
          disabled={!changed || locked || (availability.value?.clashes.length ?? 0) > 0}
          data-testid="save"
        >
          Save changes
        </Button>
      </Group>
    </Stack>
  );
}
