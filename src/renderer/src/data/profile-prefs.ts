import { z } from 'zod';

/**
 * A screen's remembered choices, one entry per profile, kept in the renderer's localStorage under one key:
 * they last across screen switches, reloads and restarts. Only view choices belong here (no data, names or
 * anything secret). Reads are tolerant: a missing key, a value that is not JSON, another shape, or one
 * profile's damaged entry gives the fallback for that profile only; a storage that refuses (a locked-down
 * browser profile) or is full is not an error: the screen's view store keeps the choice while it is open.
 * Used by the analytics chart (`areas/analytics/chart-prefs.ts`) and the video-calls agenda view
 * (`areas/video-calls/view-prefs.ts`).
 */
export interface ProfilePrefs<T> {
  /** The profile's stored value, or the fallback when none (or none readable) is stored. */
  read(profileId: string): T;
  /** Stores the profile's value beside the other profiles'; never throws. */
  write(profileId: string, value: T): void;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage refused: the choice lasts as long as the window
  }
}

const Entries = z.record(z.string(), z.unknown());

/** Every profile's entry under `key`, unparsed; {} when the key is missing, not JSON or not an object. */
function readAll(key: string): Record<string, unknown> {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return {};
    const parsed = Entries.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {}; // unreadable storage or damaged JSON
  }
}

/** One per-profile preference stored under `key`, each profile's entry checked with `schema`. */
export function profilePrefs<T>(key: string, schema: z.ZodType<T>, fallback: T): ProfilePrefs<T> {
  return {
    read(profileId) {
      const parsed = schema.safeParse(readAll(key)[profileId]);
      return parsed.success ? parsed.data : fallback;
    },
    write(profileId, value) {
      try {
        storage()?.setItem(key, JSON.stringify({ ...readAll(key), [profileId]: value }));
      } catch {
        // Quota or refusal: the view store keeps the choice until the screen closes.
      }
    },
  };
}
