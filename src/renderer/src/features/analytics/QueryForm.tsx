import '@mantine/dates/styles.css';
import { Group, MultiSelect, Paper, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconHash } from '@tabler/icons-react';
import {
  IST_LABEL,
  istToday,
  rangeDays,
  rangePresets,
  rangeProblem,
  type RangePreset,
} from '@shared/domain/analytics';
import type { AnalyticsState } from './analytics-store';

type FormState = Pick<AnalyticsState, 'preset' | 'range' | 'selected' | 'channels'>;

/** Range (presets or two IST days) and channels; a range the service cannot serve is explained, not sent. */
export function QueryForm({
  state,
  onPreset,
  onRange,
  onChannels,
  now = new Date(),
}: {
  state: FormState;
  onPreset: (preset: RangePreset) => void;
  onRange: (range: { from?: string; to?: string }) => void;
  onChannels: (ids: string[]) => void;
  now?: Date;
}) {
  const today = istToday(now);
  const { range } = state;
  const problem = rangeProblem(range, today);
  const machineZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const data = state.channels.map((c) => ({
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
            value={state.preset}
            onChange={(value) => value && onPreset(value as RangePreset)}
            allowDeselect={false}
            maw={200}
            data-testid="analytics-preset"
          />
          <DatePickerInput
            type="range"
            label="Days (IST)"
            placeholder="First day – last day"
            leftSection={<IconCalendar size={16} />}
            value={[range.from ?? null, range.to ?? null]}
            onChange={([from, to]) => onRange({ from: from ?? undefined, to: to ?? undefined })}
            maxDate={today}
            valueFormat="D MMM YYYY"
            allowSingleDateInRange
            error={problem && range.from && range.to ? problem : undefined}
            miw={260}
            data-testid="analytics-days"
          />
          <MultiSelect
            label="Channels"
            placeholder={
              state.selected.length ? 'Add a channel' : 'All non-archived channels (service default)'
            }
            leftSection={<IconHash size={16} />}
            data={data}
            value={state.selected}
            onChange={onChannels}
            searchable
            clearable
            nothingFoundMessage="No channel by that name"
            miw={280}
            data-testid="analytics-channels"
          />
        </Group>
        <Text size="xs" c="dimmed" data-testid="analytics-zone-note">
          {range.from && range.to && !problem
            ? `${rangeDays({ from: range.from, to: range.to })} days. `
            : ''}
          Days are {IST_LABEL} calendar days, because the service groups activity by IST whatever your
          computer&apos;s zone ({machineZone}). Each day runs from 18:30 UTC the evening before.
        </Text>
        {problem && !(range.from && range.to) ? (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
