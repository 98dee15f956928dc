import type { DraftState } from '@shared/domain/mango/draft';

/** "3 minutes ago", "just now", "on 4 Mar 2026, 14:05" for older times. */
export function relativeTime(iso: string | null | undefined, now = Date.now()): string {
  if (!iso) return 'never';
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return iso;
  const seconds = Math.round((now - then) / 1000);
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  return `on ${dateTime(iso)}`;
}

export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function money(amount: unknown, currency?: string | null): string {
  if (typeof amount !== 'number') return '—';
  const text = amount.toLocaleString(undefined, { maximumFractionDigits: 2 });
  return currency ? `${currency} ${text}` : text;
}

export const stateColors: Record<DraftState, string> = {
  draft: 'gray',
  ready: 'blue',
  applying: 'violet',
  applied: 'teal',
  conflict: 'orange',
  failed: 'red',
};

export const stateLabels: Record<DraftState, string> = {
  draft: 'Draft',
  ready: 'Ready',
  applying: 'Applying',
  applied: 'Applied',
  conflict: 'Conflict',
  failed: 'Failed',
};
