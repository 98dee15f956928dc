import { useCallback, useMemo, useState } from 'react';
import { Button, Grid, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import type { AppError } from '@shared/errors';
import { expandSchedule } from '@shared/domain/schedule';
import { useApi } from '../../api-context';
import { ErrorAlert } from '../../components/ErrorAlert';
import { AvailabilityPanel, ParticipantPreview } from './AvailabilityPanel';
import {
  fieldErrorsOf,
  initialCreateValues,
  toDraft,
  toScheduleForm,
  type CallFormValues,
  type FieldErrors,
} from './call-form';
import { CallExtras } from './CallExtras';
import { CreatedResult, type Created } from './CreatedResult';
import { MangoFields } from './MangoFields';
import { OccurrenceList } from './OccurrenceList';
import { ScheduleFields } from './ScheduleFields';
import { useVideoCalls } from './store-context';
import { useAvailability, useParticipantPreview } from './use-live-checks';

const NO_OPTIONS: { id: string; title: string }[] = [];

/** One form for one-time, daily and weekly calls, with the occurrences, participants and clashes live. */
export function CreateCallForm() {
  const api = useApi();
  const now = useVideoCalls((s) => s.now);
  const operatorZone = useVideoCalls((s) => s.operatorZone);
  const mangoOptions = useVideoCalls((s) => s.mangoOptions.data) ?? NO_OPTIONS;
  const open = useVideoCalls((s) => s.open);
  const [values, setValues] = useState<CallFormValues>(() => initialCreateValues(now(), operatorZone));
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [submitError, setSubmitError] = useState<AppError | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);

  const change = useCallback((patch: Partial<CallFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    // A refusal is about the values sent: once the person edits a field, its old message goes.
    setServerErrors((errors) => {
      const next = { ...errors };
      for (const key of Object.keys(patch)) delete next[key as keyof FieldErrors];
      if ('startDate' in patch || 'fromTime' in patch || 'timezoneName' in patch || 'duration' in patch)
        delete next.fromTime;
      return next;
    });
  }, []);

  const draft = useMemo(
    () => toDraft(values),
    // Only the schedule fields matter: typing a title does not re-expand a year of occurrences.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      values.startDate,
      values.fromTime,
      values.timezoneName,
      values.duration,
      values.frequency,
      values.endDate,
      values.repeatingDays,
    ],
  );
  const expansion = useMemo(() => expandSchedule(draft, { now: now() }), [draft, now]);
  const schedule = useMemo(
    () => (expansion.problems.length === 0 ? toScheduleForm(values) : null),
    [expansion, values],
  );
  const custom = values.meetingUrl.trim().length > 0;
  const availability = useAvailability(api, schedule, {
    meetingUrl: custom ? values.meetingUrl.trim() : undefined,
  });
  const preview = useParticipantPreview(api, values.mangoes, values.excludeMangoes, values.timezoneName);
  const clashing = useMemo(
    () => new Set((availability.value?.clashes ?? []).map((c) => Date.parse(c.newCall.fromTime))),
    [availability.value],
  );

  const scheduleErrors: FieldErrors = {};
  for (const p of expansion.problems) scheduleErrors[p.field] ??= p.message;
  const requiredErrors: FieldErrors = submitted
    ? {
        ...(values.title.trim() ? {} : { title: 'Enter a title' }),
        ...(values.mangoes.length ? {} : { mangoes: 'Pick at least one Mango' }),
      }
    : {};
  // The live check can be refused too (a rule only the service knows, like the webinar feature expiry).
  const checkErrors = availability.error ? fieldErrorsOf(availability.error) : {};
  const errors: FieldErrors = { ...checkErrors, ...scheduleErrors, ...requiredErrors, ...serverErrors };

  const submit = async () => {
    setSubmitted(true);
    setSubmitError(null);
    if (!values.title.trim() || !values.mangoes.length || !schedule) return;
    setBusy(true);
    const result = await api.videoCalls.create({
      title: values.title.trim(),
      mangoes: values.mangoes,
      ...(values.excludeMangoes.length ? { excludeMangoes: values.excludeMangoes } : {}),
      ...(values.mangoToSell ? { mangoToSell: values.mangoToSell } : {}),
      schedule,
      ...(custom ? { meetingUrl: values.meetingUrl.trim() } : {}),
      ...(values.description.trim() ? { description: values.description.trim() } : {}),
      videoWaitingList: values.videoWaitingList,
      videoRegistration: values.videoRegistration,
      enableRecordingVideoCall: values.enableRecordingVideoCall,
    });
    setBusy(false);
    if (result.ok) {
      setCreated({ ...result.value, zone: values.timezoneName });
      return;
    }
    setSubmitError(result.error);
    setServerErrors(fieldErrorsOf(result.error));
  };

  if (created)
    return (
      <CreatedResult
        created={created}
        operatorZone={operatorZone}
        onOpen={open}
        onAnother={() => setCreated(null)}
      />
    );

  return (
    <div data-testid="create-form">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            {submitError ? (
              <ErrorAlert
                error={submitError}
                title="The call was not created"
                onClose={() => setSubmitError(null)}
              />
            ) : null}
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <TextInput
                  label="Title"
                  value={values.title}
                  onChange={(e) => change({ title: e.currentTarget.value })}
                  error={errors.title}
                  data-testid="title"
                  maxLength={200}
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
                />
              </Stack>
            </Paper>
            <Paper withBorder radius="md" p="md">
              <Title order={5} mb="sm">
                Schedule
              </Title>
              <ScheduleFields values={values} errors={errors} onChange={change} allowRecurring />
            </Paper>
            <CallExtras
              description={values.description}
              meetingUrl={values.meetingUrl}
              videoRegistration={values.videoRegistration}
              videoWaitingList={values.videoWaitingList}
              enableRecordingVideoCall={values.enableRecordingVideoCall}
              onChange={change}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => open({ kind: 'agenda' })}>
                Cancel
              </Button>
              <Button
                onClick={() => void submit()}
                loading={busy}
                data-testid="create-submit"
                disabled={(availability.value?.clashes.length ?? 0) > 0}
              >
                Create {values.frequency === 'once' ? 'call' : `${expansion.occurrences.length} calls`}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="md" style={{ position: 'sticky', top: 76 }}>
            <AvailabilityPanel
              check={availability}
              eventZone={values.timezoneName}
              operatorZone={operatorZone}
              custom={custom}
              blocked={schedule === null}
            />
            <ParticipantPreview check={preview} hasMangoes={values.mangoes.length > 0} />
            <OccurrenceList
              occurrences={expansion.occurrences}
              eventZone={values.timezoneName}
              operatorZone={operatorZone}
              clashing={clashing}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </div>
  );
}
