import { z } from 'zod';
import { profilePrefs } from '../../data/profile-prefs';

/**
 * The agenda's view (the day list or the week grid) a profile's Video calls screen reopens with, kept per
 * profile in the renderer's localStorage (`data/profile-prefs.ts`): it lasts across screen switches,
 * reloads and restarts. A damaged entry falls back to the list for that profile only.
 */
export const AgendaMode = z.enum(['list', 'week']);
export type AgendaMode = z.infer<typeof AgendaMode>;

export const VIEW_PREFS_KEY = 'creator-console:video-calls-view:v1';

const agendaModes = profilePrefs<AgendaMode>(VIEW_PREFS_KEY, AgendaMode, 'list');

/** The profile's stored view, or the list when none (or none readable) is stored. */
export function readAgendaMode(profileId: string): AgendaMode {
  return agendaModes.read(profileId);
}

/** Stores the profile's view beside the other profiles'. A full or refused storage is not an error. */
export function writeAgendaMode(profileId: string, mode: AgendaMode): void {
  agendaModes.write(profileId, mode);
}
