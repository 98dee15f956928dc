import { memo, useEffect, useMemo, useState } from 'react';
import { Select, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { listZones, zoneMatches, zoneOption, type ZoneOption } from '@shared/areas/video-calls/domain';

let cached: { at: number; zones: ZoneOption[] } | null = null;

/** Offsets change twice a year at most, so the list is built once an hour, not per render. */
function zonesNow(): ZoneOption[] {
  const now = Date.now();
  if (!cached || now - cached.at > 3_600_000) cached = { at: now, zones: listZones(now) };
  return cached.zones;
}

/** Runs `task` once the page is idle (at the latest after 2 s); answers a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 300);
  return () => clearTimeout(timer);
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
  // The full list (400-odd zones, a formatter each: a long task of 0.1 to 0.3 s) is built when the page
  // is idle after the first paint, or at once when the picker opens first; until then the picker holds
  // the chosen zone only, which is all it shows.
  const [zones, setZones] = useState<ZoneOption[]>(() => (cached ? zonesNow() : []));
  useEffect(() => {
    if (zones.length > 0) return;
    return whenIdle(() => setZones(zonesNow()));
  }, [zones.length]);
  const byZone = useMemo(() => new Map(zones.map((z) => [z.zone, z])), [zones]);
  const data = useMemo(() => {
    const items = zones.map((z) => ({ value: z.zone, label: z.label }));
    if (byZone.has(value)) return items;
    let label = value;
    try {
      label = zoneOption(value, Date.now()).label;
    } catch {
      // Not a zone the runtime knows: the name itself.
    }
    return [{ value, label }, ...items];
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
      onDropdownOpen={() => {
        if (zones.length === 0) setZones(zonesNow());
      }}
      data-testid={testId}
      w={w}
      // Mantine's Combobox keeps its closed dropdown mounted (hidden): 60 zone options rendered on every
      // screen that shows a picker. Created when opened instead (aria-controls is only set while open).
      comboboxProps={{ withinPortal: true, keepMounted: false }}
    />
  );
});
