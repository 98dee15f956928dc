import { formatInZone, formatRange, zoneAbbreviation } from './format';

export interface ClashLike {
  newCall: { fromTime: string; toTime: string };
  existingCall: { fromTime: string; toTime: string; title?: string | undefined };
}

/**
 * "The slot on Mon 9 Mar 2026, 10:00 IST clashes with 'Weekly Masterclass' (09:30 to 10:30 IST; 05:00 to
 * 06:00 BST for you)." The second zone is left out when it is the same as the event's.
 */
export function clashSentence(clash: ClashLike, eventZone: string, operatorZone?: string): string {
  const newStart = Date.parse(clash.newCall.fromTime);
  const start = Date.parse(clash.existingCall.fromTime);
  const end = Date.parse(clash.existingCall.toTime);
  const title = clash.existingCall.title ? `'${clash.existingCall.title}'` : 'another call';
  const inEvent = formatRange(start, end, eventZone);
  const other =
    operatorZone && zoneAbbreviation(start, operatorZone) !== zoneAbbreviation(start, eventZone)
      ? `; ${formatRange(start, end, operatorZone)} for you`
      : '';
  return `The slot on ${formatInZone(newStart, eventZone)} clashes with ${title} (${inEvent}${other}).`;
}

/** One line for a whole check: "No clash" or "3 slots clash with 2 calls". */
export function clashSummary(clashes: readonly ClashLike[]): string {
  if (clashes.length === 0) return 'No clash with the creator’s other service-hosted calls.';
  const slots = new Set(clashes.map((c) => c.newCall.fromTime)).size;
  const calls = new Set(clashes.map((c) => `${c.existingCall.title ?? ''}|${c.existingCall.fromTime}`)).size;
  return `${slots} ${slots === 1 ? 'slot clashes' : 'slots clash'} with ${calls} existing ${calls === 1 ? 'call' : 'calls'}. Move the call or change its duration before creating it.`;
}
