import { IANAZone } from 'luxon';
import { formatOffset } from './local-time';

export interface ZoneOption {
  /** The IANA name the service gets as timezoneName. */
  zone: string;
  city: string;
  region: string;
  offsetMinutes: number;
  /** `UTC+05:30` at the instant the list was made. */
  offsetLabel: string;
  label: string;
}

/**
 * ICU still lists some zones under their old names; people search for the current city names and the
 * service stores those, so both the list and the machine's detected zone use them.
 */
const CURRENT_NAMES: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Godthab': 'America/Nuuk',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
};

export function currentZoneName(zone: string): string {
  return CURRENT_NAMES[zone] ?? zone;
}

/** The machine's zone, under its current name; UTC when the runtime cannot tell. */
export function detectMachineZone(): string {
  const zone = currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  return IANAZone.isValidZone(zone) ? zone : 'UTC';
}

let zoneNames: readonly string[] | undefined;

/**
 * Every zone the runtime knows, under current names. The runtime's own list needs no checking (checking
 * builds a formatter per zone: about 0.3 s for 420 zones on the first screen); only the renamed entries
 * are checked, and the list is made once.
 */
function allZoneNames(): readonly string[] {
  if (zoneNames) return zoneNames;
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const names = new Set<string>();
  for (const zone of supported) {
    const current = currentZoneName(zone);
    if (current === zone || IANAZone.isValidZone(current)) names.add(current);
    else names.add(zone);
  }
  names.add('UTC');
  zoneNames = [...names];
  return zoneNames;
}

/** One zone as the picker shows it ("Kolkata · UTC+05:30 · Asia"), with its offset at `at`. */
export function zoneOption(zone: string, at: number): ZoneOption {
  const offsetMinutes = IANAZone.create(zone).offset(at);
  const parts = zone.split('/');
  const city = (parts[parts.length - 1] ?? zone).replace(/_/g, ' ');
  const region = parts.length > 1 ? parts.slice(0, -1).join('/').replace(/_/g, ' ') : '';
  const offsetLabel = `UTC${formatOffset(offsetMinutes)}`;
  const label = `${city} · ${offsetLabel}${region ? ` · ${region}` : ''}`;
  return { zone, city, region, offsetMinutes, offsetLabel, label };
}

/** Every zone with its offset at `at`, sorted by offset then name, for a searchable picker. */
export function listZones(at: number, extra: readonly string[] = []): ZoneOption[] {
  const names = new Set([...allZoneNames(), ...extra.filter((z) => IANAZone.isValidZone(z))]);
  return [...names]
    .map((zone) => zoneOption(zone, at))
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.zone.localeCompare(b.zone));
}

function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
    .trim();
}

/** Offset forms people type: `+5:30`, `5.5`, `utc+05:30`, `gmt-4`, `-04`. Undefined when not an offset. */
function parseOffsetQuery(query: string): number | undefined {
  const m = /^(?:utc|gmt)?\s*([+-])?\s*(\d{1,2})(?:[:.](\d{1,2}))?$/.exec(query.replace(/\s+/g, ''));
  if (!m) return undefined;
  const sign = m[1] === '-' ? -1 : 1;
  const hours = Number(m[2]);
  const rest = m[3];
  const minutes =
    rest === undefined ? 0 : query.includes('.') && rest.length === 1 ? Number(rest) * 6 : Number(rest);
  if (hours > 14 || minutes >= 60) return undefined;
  return sign * (hours * 60 + minutes);
}

/** Search by city, region, IANA name, or offset (`+5:30`, `UTC-4`). */
export function zoneMatches(option: ZoneOption, query: string): boolean {
  const q = normalize(query);
  if (!q) return true;
  const offset = parseOffsetQuery(q);
  if (offset !== undefined && /[+\-:.]|utc|gmt/.test(q)) return option.offsetMinutes === offset;
  const haystack = normalize(`${option.zone} ${option.city} ${option.region} ${option.offsetLabel}`);
  return q.split(' ').every((word) => haystack.includes(word));
}
