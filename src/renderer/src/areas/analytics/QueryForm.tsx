import '@mantine/dates/styles.css';
import { useMemo, useState } from 'react';
import { Group, MultiSelect, Paper, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { schemaResolver } from '@mantine/form';
import { IconCalendar, IconHash } from '@tabler/icons-react';
import { activityQueryForm, type AnalyticsChannel } from '@shared/areas/analytics/channels';
import {
  IST_LABEL,
  istToday,
  presetRange,
  rangeDays,
  rangePresets,
  type RangePreset,
} from '@shared/areas/analytics/domain';
import { formatDay } from '@shared/format';
import { useContractForm } from '../../data/form';
import { draftFor, type QueryDraft } from './view-store';

/** The picked days as the console writes days ("9 Jan 2025 – 15 Jan 2025"), through `@shared/format`. */
function rangeText({ date, labelSeparator }: { date: unknown; labelSeparator: string }): string {
  const days = (Array.isArray(date) ? date : [date]).filter(
    (day): day is string => typeof day === 'string' && day.length > 0,
  );
  return days.map((day) => formatDay(day.slice(0, 10))).join(` ${labelSeparator} `);
}

/**
 * Range (presets or two IST days) and channels, checked by the channel's own form schema: a range the
 * service cannot serve is explained in main's words, and not sent. Every change is reported with whether
 * it passed, so a good one is charted at once.
 */
export function QueryForm({
  draft,
  channels,
  onEdit,
  now = new Date(),
}: {
  /** Where the form opens (null: the default range). */
  draft: QueryDraft | null;
  channels: readonly AnalyticsChannel[];
  onEdit: (draft: QueryDraft, valid: boolean) => void;
  now?: Date;
}) {
  const today = istToday(now);
  const schema = useMemo(() => activityQueryForm(today), [today]);
  // A form reopened on an unfinished range shows why at once, as it did when it was left.
  const [initial] = useState(() => {
    const values = draft ?? draftFor(today);
    return { values, errors: schemaResolver(schema, { sync: true })(values) };
  });
  const form = useContractForm<QueryDraft>(schema, {
    initialValues: initial.values,
    initialErrors: initial.errors,
  });
  const values = form.values;
  const change = (patch: Partial<QueryDraft>) => {
    form.setValues(patch);
    const { hasErrors } = form.validate();
    onEdit(form.getValues(), !hasErrors);
  };

  const problem = form.errors.range;
  const complete = Boolean(values.from && values.to);
  const machineZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const data = channels.map((c) => ({
    value: c.id,
    label: `${c.name}${c.isArchived ? ' (archived)' : ''}${c.isHidden ? ' (hidden)' : ''}`,
  }));

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group align="flex-start" gap="md" grow preventGrowOverflow={false} wrap="wrap">
          <Select
            label="Range"
            data={rangePresets.map((p) => ({ value: p.id, label: p.label }))}
            value={values.preset}
            onChange={(value) => {
              const preset = value as RangePreset | null;
              if (preset)
                change(preset === 'custom' ? { preset } : { preset, ...presetRange(preset, today) });
            }}
            allowDeselect={false}
            maw={200}
            data-testid="analytics-preset"
          />
          <DatePickerInput
            type="range"
            label="Days (IST)"
            placeholder="First day – last day"
            leftSection={<IconCalendar size={16} />}
            value={[values.from, values.to]}
            onChange={([from, to]) => change({ preset: 'custom', from, to })}
            maxDate={today}
            valueFormatter={rangeText}
            allowSingleDateInRange
            error={problem && complete ? problem : undefined}
            miw={260}
            data-testid="analytics-days"
          />
          <MultiSelect
            label="Channels"
            placeholder={
              values.channels.length ? 'Add a channel' : 'All non-archived channels (service default)'
            }
            leftSection={<IconHash size={16} />}
            data={data}
            value={values.channels}
            onChange={(ids) => change({ channels: ids })}
            searchable
            clearable
            nothingFoundMessage="No channel by that name"
            miw={280}
            data-testid="analytics-channels"
          />
        </Group>
        <Text size="xs" c="dimmed" data-testid="analytics-zone-note">
          {values.from && values.to && !problem
            ? `${rangeDays({ from: values.from, to: values.to })} days. `
            : ''}
          Days are {IST_LABEL} calendar days, because the service groups activity by IST whatever your
          computer&apos;s zone ({machineZone}). Each day runs from 18:30 UTC the evening before.
        </Text>
        {problem && !complete ? (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
