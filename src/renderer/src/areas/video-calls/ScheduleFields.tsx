import {
  Chip,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { weekdays, type Weekday } from '@shared/contract/video-calls';
import { MAX_DURATION, MIN_DURATION, type Frequency } from '@shared/areas/video-calls/domain';
import type { CallFormValues, FieldErrors } from './call-form';
import { ZoneSelect } from './ZoneSelect';

const parseIsoDate = (input: string) => (/^\d{4}-\d{2}-\d{2}$/.test(input.trim()) ? input.trim() : null);
const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};
const ORDERED: Weekday[] = [...weekdays.slice(1), 'sunday'];

/** Start date, 24-hour time, zone, duration and (on create) the repeat rule. */
export function ScheduleFields({
  values,
  errors,
  onChange,
  disabled,
  allowRecurring,
  zoneNote,
}: {
  values: CallFormValues;
  errors: FieldErrors;
  onChange: (patch: Partial<CallFormValues>) => void;
  disabled?: boolean;
  allowRecurring: boolean;
  /** Where the zone's default came from ("Asia/Kolkata, the zone of this creator's calls"). */
  zoneNote?: string | undefined;
}) {
  return (
    <Stack gap="sm">
      {allowRecurring ? (
        <SegmentedControl
          value={values.frequency}
          onChange={(frequency) => onChange({ frequency: frequency as Frequency })}
          data={[
            { value: 'once', label: 'One-time' },
            { value: 'daily', label: 'Daily' },
            { value: 'weekly', label: 'Weekly' },
          ]}
          disabled={disabled}
          aria-label="Repeat"
          data-testid="frequency"
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DateInput
          label="Start date"
          valueFormat="YYYY-MM-DD"
          dateParser={parseIsoDate}
          placeholder="YYYY-MM-DD"
          value={values.startDate || null}
          onChange={(startDate) => onChange({ startDate: startDate ?? '' })}
          error={errors.startDate}
          disabled={disabled}
          data-testid="start-date"
          popoverProps={{ withinPortal: true }}
        />
        <TextInput
          label="Start time (24-hour)"
          placeholder="HH:MM"
          value={values.fromTime}
          onChange={(e) => onChange({ fromTime: e.currentTarget.value })}
          error={errors.fromTime}
          disabled={disabled}
          maxLength={5}
          data-testid="start-time"
          autoComplete="off"
        />
        <ZoneSelect
          label="Time zone"
          description={
            zoneNote
              ? `${zoneNote}. The call keeps this zone's wall-clock time across daylight saving.`
              : "The call keeps this zone's wall-clock time across daylight saving."
          }
          value={values.timezoneName}
          onChange={(timezoneName) => onChange({ timezoneName })}
          error={errors.timezoneName}
          disabled={disabled}
          testId="event-zone"
        />
        <NumberInput
          label="Duration (minutes)"
          description={`${MIN_DURATION} to ${MAX_DURATION} minutes, the service's limit`}
          value={values.duration}
          onChange={(duration) => onChange({ duration })}
          min={MIN_DURATION}
          max={MAX_DURATION}
          step={15}
          clampBehavior="none"
          allowDecimal={false}
          error={errors.duration}
          disabled={disabled}
          data-testid="duration"
        />
      </SimpleGrid>
      {allowRecurring && values.frequency !== 'once' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DateInput
            label="End date"
            description="The last day an occurrence may fall on"
            valueFormat="YYYY-MM-DD"
            dateParser={parseIsoDate}
            placeholder="YYYY-MM-DD"
            value={values.endDate}
            onChange={(endDate) => onChange({ endDate })}
            error={errors.endDate}
            disabled={disabled}
            data-testid="end-date"
            popoverProps={{ withinPortal: true }}
          />
          {values.frequency === 'weekly' ? (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Weekdays
              </Text>
              <Chip.Group
                multiple
                value={values.repeatingDays}
                onChange={(days) => onChange({ repeatingDays: days as Weekday[] })}
              >
                <Group gap={4} data-testid="weekdays">
                  {ORDERED.map((day) => (
                    <Chip key={day} value={day} size="xs" disabled={disabled}>
                      {WEEKDAY_LABELS[day]}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              {errors.repeatingDays ? (
                <Text size="xs" c="red" data-testid="weekdays-error">
                  {errors.repeatingDays}
                </Text>
              ) : null}
            </Stack>
          ) : null}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
