import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Grid, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { CreateCallFormFields } from '@shared/areas/video-calls/channels';
import { expandSchedule } from '@shared/areas/video-calls/domain';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useUnsavedChanges } from '../../data/unsaved-changes';
import { AvailabilityPanel, ParticipantPreview } from './AvailabilityPanel';
import {
  createInput,
  extrasOf,
  mangoFieldsOf,
  fieldErrorsOf,
  initialCreateValues,
  toDraft,
  toScheduleForm,
  type FieldErrors,
} from './call-form';
import { CallExtras } from './CallExtras';
import { createReadiness } from './create-readiness';
import { CreatedResult } from './CreatedResult';
import { MangoFields } from './MangoFields';
import { OccurrenceList, SkippedOccurrences } from './OccurrenceList';
import { useCreateCall, useCreatorZone, useMangoOptions } from './queries';
import { ScheduleFields } from './ScheduleFields';
import { useCallForm } from './use-call-form';
import { useAvailability, useParticipantPreview } from './use-live-checks';
import { useVideoCallsView } from './view-store';
import { useOpenView } from './route-view';

/** One form for one-time, daily and weekly calls, with the occurrences, participants and clashes live. */
export function CreateCallForm() {
  const now = useVideoCallsView((s) => s.now);
  const operatorZone = useVideoCallsView((s) => s.operatorZone);
  const open = useOpenView();
  const { options: mangoOptions, state: mangoState } = useMangoOptions();
  const [initialValues] = useState(() => initialCreateValues(now(), operatorZone));
  const callForm = useCallForm(CreateCallFormFields, initialValues);
  const { values, change } = callForm;
  const create = useCreateCall();
  const zoneDefault = useZoneDefault(values.timezoneName, change);
  // Anything typed or picked and not yet created: leaving asks first (the form is gone once created). The
  // creator's zone, filled in by the console rather than typed, is not input of the person's.
  const creatorZone = useCreatorZone().data?.zone;
  const typed = (v: typeof values) => JSON.stringify({ ...v, timezoneName: '' });
  const zonePicked =
    values.timezoneName !== initialValues.timezoneName && values.timezoneName !== creatorZone;
  useUnsavedChanges(
    !create.data && (typed(values) !== typed(initialValues) || zonePicked),
    'the new video call',
  );

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
  const availability = useAvailability(schedule, {
    meetingUrl: custom ? values.meetingUrl.trim() : undefined,
  });
  const preview = useParticipantPreview(values.mangoes, values.excludeMangoes, values.timezoneName);
  const clashing = useMemo(
    () => new Set((availability.value?.clashes ?? []).map((c) => Date.parse(c.newCall.fromTime))),
    [availability.value],
  );

  const scheduleErrors: FieldErrors = {};
  for (const p of expansion.problems) scheduleErrors[p.field] ??= p.message;
  // The live check can be refused too (a rule only the service knows, like the webinar feature expiry).
  const checkErrors = availability.appError ? fieldErrorsOf(availability.appError) : {};
  // The contract's checks and the service's refusals (the form's errors) come before the live ones.
  const errors: FieldErrors = { ...checkErrors, ...scheduleErrors, ...callForm.errors };

  const readiness = createReadiness(expansion, availability, values.timezoneName);
  const submit = () => {
    // Every field's check at once: the title and Mangoes (the form's own rules) beside the schedule's
    // problems, which already show as they are typed; nothing is sent while any remains.
    const fieldsPass = callForm.passes();
    if (readiness.blocked || !fieldsPass || !schedule) return;
    create.mutate(createInput(values, schedule), { onError: callForm.refused });
  };

  if (create.data && create.variables)
    return (
      <CreatedResult
        created={{ ...create.data, zone: create.variables.schedule.timezoneName }}
        operatorZone={operatorZone}
        onOpen={open}
        onAnother={create.reset}
      />
    );

  return (
    <div data-testid="create-form">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            {create.appError ? (
              <ErrorAlert error={create.appError} title="The call was not created" onClose={create.reset} />
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
                  {...mangoFieldsOf(values, errors)}
                  options={mangoOptions}
                  optionsState={mangoState}
                  onChange={change}
                />
              </Stack>
            </Paper>
            <Paper withBorder radius="md" p="md">
              <Title order={3} size="h5" mb="sm">
                Schedule
              </Title>
              <ScheduleFields
                values={values}
                errors={errors}
                onChange={change}
                allowRecurring
                zoneNote={zoneDefault}
              />
            </Paper>
            <Paper withBorder radius="md" p="md">
              <CallExtras {...extrasOf(values)} meetingUrl={values.meetingUrl} onChange={change} />
            </Paper>
            <SkippedOccurrences skipped={readiness.skipped} />
            <Group justify="flex-end" align="flex-start" wrap="nowrap">
              {readiness.blocked ? (
                <Text size="sm" id="create-blocked" data-testid="create-blocked" style={{ flex: 1 }}>
                  {readiness.blocked}
                </Text>
              ) : null}
              <Button variant="default" onClick={() => open({ kind: 'agenda' })}>
                Cancel
              </Button>
              <Button
                onClick={submit}
                loading={create.isPending}
                data-testid="create-submit"
                disabled={readiness.blocked !== null && !readiness.fieldsToFix}
                aria-describedby={readiness.blocked ? 'create-blocked' : undefined}
              >
                {values.frequency === 'once'
                  ? 'Create call'
                  : `Create ${readiness.count} ${readiness.count === 1 ? 'call' : 'calls'}`}
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
              onUseSlot={(slot) => change({ startDate: slot.startDate, fromTime: slot.fromTime })}
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

/**
 * A new call starts in the zone of this creator's calls (what the service holds), not the machine's:
 * once the answer arrives, the zone field takes it unless the person already picked one. Answers the note
 * that says where the default came from, while the field still holds it.
 */
function useZoneDefault(
  current: string,
  change: (patch: { timezoneName: string }) => void,
): string | undefined {
  const answer = useCreatorZone().data;
  const [initial] = useState(current);
  const applied = useRef(false);
  const zone = answer?.zone ?? null;
  useEffect(() => {
    if (applied.current || !zone) return;
    applied.current = true;
    // A zone the person picked before the answer came stays.
    if (current === initial && zone !== current) change({ timezoneName: zone });
  }, [zone, current, initial, change]);
  if (!answer || !zone || current !== zone) return undefined;
  const share =
    answer.of === 1
      ? 'its only recent call'
      : answer.count === answer.of
        ? `all ${answer.of} recent calls`
        : `${answer.count} of ${answer.of} recent calls`;
  return `${zone}, the zone of this creator's calls (${share})`;
}
