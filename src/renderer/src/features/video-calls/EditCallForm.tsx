import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { VideoCall } from '@shared/contract/video-calls';
import type { AppError } from '@shared/errors';
import { expandSchedule, formatInZone, lockState } from '@shared/domain/schedule';
import { useApi } from '../../api-context';
import { ErrorAlert } from '../../components/ErrorAlert';
import { AvailabilityPanel } from './AvailabilityPanel';
import {
  fieldErrorsOf,
  toDraft,
  toScheduleForm,
  valuesFromCall,
  type CallFormValues,
  type FieldErrors,
} from './call-form';
import { MangoFields } from './MangoFields';
import { ScheduleFields } from './ScheduleFields';
import { useVideoCalls } from './store-context';
import { useAvailability } from './use-live-checks';

const NO_OPTIONS: { id: string; title: string }[] = [];
const SCHEDULE_KEYS = ['startDate', 'fromTime', 'timezoneName', 'duration'] as const;

/**
 * Edit one occurrence. It starts from the stored local date and time; a moved schedule is checked for
 * clashes with the call itself left out, then saved. Read-only while the call is locked.
 */
export function EditCallForm({ call, now }: { call: VideoCall; now: number }) {
  const api = useApi();
  const operatorZone = useVideoCalls((s) => s.operatorZone);
  const mangoOptions = useVideoCalls((s) => s.mangoOptions.data) ?? NO_OPTIONS;
  const applyDetail = useVideoCalls((s) => s.applyDetail);
  const stored = useMemo(() => valuesFromCall(call), [call]);
  const [values, setValues] = useState<CallFormValues>(stored);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<AppError | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const locked = lockState(call, now).kind === 'locked';
  const scheduleLocked = call.isScheduleLocked === true;
  const moved = SCHEDULE_KEYS.some((k) => values[k] !== stored[k]);
  const changed = moved || JSON.stringify({ ...values }) !== JSON.stringify({ ...stored });
  const expansion = useMemo(() => expandSchedule(toDraft(values), { now }), [values, now]);
  const schedule =
    moved && !scheduleLocked && expansion.problems.length === 0 ? toScheduleForm(values) : null;
  const availability = useAvailability(api, schedule, { excludeVideocall: call._id });

  const scheduleErrors: FieldErrors = {};
  if (moved) for (const p of expansion.problems) scheduleErrors[p.field] ??= p.message;
  const checkErrors = availability.error ? fieldErrorsOf(availability.error) : {};
  const errors = { ...checkErrors, ...scheduleErrors, ...serverErrors };

  const change = useCallback((patch: Partial<CallFormValues>) => {
    setSaved(false);
    setValues((v) => ({ ...v, ...patch }));
    setServerErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof FieldErrors];
      return next;
    });
  }, []);

  const save = async () => {
    if (!call._id || locked) return;
    if (moved && expansion.problems.length > 0) return;
    setBusy(true);
    setError(null);
    const nextSchedule = moved && !scheduleLocked ? toScheduleForm(values) : null;
    const result = await api.videoCalls.update({
      id: call._id,
      title: values.title.trim(),
      description: values.description,
      ...(values.mangoes.length ? { mangoes: values.mangoes } : {}),
      excludeMangoes: values.excludeMangoes,
      ...(values.mangoToSell ? { mangoToSell: values.mangoToSell } : {}),
      videoWaitingList: values.videoWaitingList,
      videoRegistration: values.videoRegistration,
      enableRecordingVideoCall: values.enableRecordingVideoCall,
      ...(nextSchedule ? { schedule: nextSchedule } : {}),
    });
    setBusy(false);
    if (result.ok) {
      setSaved(true);
      applyDetail(result.value.call);
      return;
    }
    setError(result.error);
    setServerErrors(fieldErrorsOf(result.error));
  };

  const first = expansion.occurrences[0];
  return (
    <Stack gap="md" data-testid="edit-form">
      {error ? (
        <ErrorAlert error={error} title="The call was not saved" onClose={() => setError(null)} />
      ) : null}
      {saved ? (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck size={18} />}
          title="Saved"
          withCloseButton
          onClose={() => setSaved(false)}
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
            error={serverErrors.title}
            disabled={locked}
            data-testid="edit-title"
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            value={values.description}
            onChange={(e) => change({ description: e.currentTarget.value })}
            disabled={locked}
          />
          <MangoFields
            mangoes={values.mangoes}
            excludeMangoes={values.excludeMangoes}
            mangoToSell={values.mangoToSell}
            mangoesError={errors.mangoes}
            excludeError={errors.excludeMangoes}
            sellError={errors.mangoToSell}
            options={mangoOptions}
            onChange={change}
            disabled={locked}
          />
          <Group gap="lg">
            <Switch
              label="Registration"
              checked={values.videoRegistration}
              onChange={(e) => change({ videoRegistration: e.currentTarget.checked })}
              disabled={locked}
            />
            <Switch
              label="Waiting list"
              checked={values.videoWaitingList}
              onChange={(e) => change({ videoWaitingList: e.currentTarget.checked })}
              disabled={locked}
            />
            <Switch
              label="Record"
              checked={values.enableRecordingVideoCall}
              onChange={(e) => change({ enableRecordingVideoCall: e.currentTarget.checked })}
              disabled={locked}
            />
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={5} mb={4}>
          Schedule
        </Title>
        <Text size="xs" c="dimmed" mb="sm">
          Starts from the stored local date and time ({call.startDate} {call.fromTime24h}, {call.timezoneName}
          ).
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
            />
          </Stack>
        ) : null}
      </Paper>
      <Group justify="flex-end">
        <Button
          variant="default"
          onClick={() => {
            setValues(stored);
            setServerErrors({});
          }}
          disabled={!changed || busy || locked}
        >
          Reset
        </Button>
        <Button
          onClick={() => void save()}
          loading={busy}
          disabled={!changed || locked || (availability.value?.clashes.length ?? 0) > 0}
          data-testid="save"
        >
          Save changes
        </Button>
      </Group>
    </Stack>
  );
}
