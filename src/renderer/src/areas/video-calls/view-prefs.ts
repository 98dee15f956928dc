import { z } from 'zod';

/**
 * The agenda's view (the day list or the week grid) a profile's Video calls screen reopens with, kept in
 * the renderer's localStorage like the analytics chart choices (`areas/analytics/chart-prefs.ts`): it
 * lasts across screen switches, reloads and restarts. Only the choice is stored, per profile; a damaged
 * entry falls back to the list for that profile only.
 */
export const AgendaMode = z.enum(['list', 'week']);
export type AgendaMode = z.infer<typeof AgendaMode>;

export const VIEW_PREFS_KEY = 'creator-console:video-calls-view:v1';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage refused: the choice lasts as long as the window
  }
}

function readAll(): Record<string, unknown> {
  const raw = storage()?.getItem(VIEW_PREFS_KEY);
  if (!raw) return {};
  try {
    const parsed = z.record(z.string(), z.unknown()).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** The profile's stored view, or the list when none (or none readable) is stored. */
export function readAgendaMode(profileId: string): AgendaMode {
  const parsed = AgendaMode.safeParse(readAll()[profileId]);
  return parsed.success ? parsed.data : 'list';
}

/** Stores the profile's view beside the other profiles'. A full or refused storage keeps it in memory. */
export function writeAgendaMode(profileId: string, mode: AgendaMode): void {
  try {
    storage()?.setItem(VIEW_PREFS_KEY, JSON.stringify({ ...readAll(), [profileId]: mode }));
  } catch {
    // Quota or refusal: the screen keeps the choice until it closes.
  }
}
