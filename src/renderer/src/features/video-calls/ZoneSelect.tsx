import { memo, useMemo } from 'react';
import { Select, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { listZones, zoneMatches, type ZoneOption } from '@shared/domain/schedule';

let cached: { at: number; zones: ZoneOption[] } | null = null;

/** Offsets change twice a year at most, so the list is built once an hour, not per render. */
function zonesNow(): ZoneOption[] {
  const now = Date.now();
  if (!cached || now - cached.at > 3_600_000) cached = { at: now, zones: listZones(now) };
  return cached.zones;
}

/** A searchable IANA zone picker: type a city ("kolkata"), a region, or an offset ("+5:30", "UTC-4"). */
export const ZoneSelect = memo(function ZoneSelect({
  value,
  onChange,
  label,
  description,
  error,
  disabled,
  testId,
  w,
}: {
  value: string;
  onChange: (zone: string) => void;
  label: string;
  description?: string;
  error?: string | undefined;
  disabled?: boolean;
  testId?: string;
  w?: number | string;
}) {
  const zones = zonesNow();
  const byZone = useMemo(() => new Map(zones.map((z) => [z.zone, z])), [zones]);
  const data = useMemo(() => {
    const items = zones.map((z) => ({ value: z.zone, label: z.label }));
    return byZone.has(value) ? items : [{ value, label: value }, ...items];
  }, [zones, byZone, value]);
  const filter: OptionsFilter = ({ options, search }) =>
    (options as ComboboxItem[]).filter((option) => {
      const zone = byZone.get(option.value);
      return zone ? zoneMatches(zone, search) : option.label.toLowerCase().includes(search.toLowerCase());
    });
  return (
    <Select
      label={label}
      description={description}
      data={data}
      value={value}
      onChange={(next) => next && onChange(next)}
      searchable
      filter={filter}
      limit={60}
      maxDropdownHeight={280}
      nothingFoundMessage="No zone matches: try a city or an offset like +5:30"
      leftSection={<IconWorld size={16} />}
      error={error}
      disabled={disabled}
      allowDeselect={false}
      data-testid={testId}
      w={w}
      comboboxProps={{ withinPortal: true }}
    />
  );
});
