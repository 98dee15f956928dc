import { z } from 'zod';
import { ProfileId } from '../profile';

export const AppInfo = z.object({
  name: z.string(),
  version: z.string(),
  host: z.enum(['electron', 'web']),
  platform: z.string(),
  dataDir: z.string(),
});
export type AppInfo = z.infer<typeof AppInfo>;

/** A recent call that failed without an answer: which operation, and what went wrong. */
export const RecentFailure = z.object({
  at: z.string(),
  operation: z.string().optional(),
  message: z.string(),
});
export type RecentFailure = z.infer<typeof RecentFailure>;

/**
 * The active profile's recent calls: online (all answered), degraded (some failed), unreachable (every recent
 * call, or the last few in a row, failed without an answer), unknown (no call yet).
 */
export const Connectivity = z.object({
  profileId: ProfileId,
  state: z.enum(['online', 'degraded', 'unreachable', 'unknown']),
  /** ISO time since which the state has been what it is. */
  since: z.string().optional(),
  message: z.string().optional(),
  recentCalls: z.number().int().optional(),
  recentFailures: z.number().int().optional(),
  failures: z.array(RecentFailure).max(10).optional(),
});
export type Connectivity = z.infer<typeof Connectivity>;

/** A problem with a file of the data directory that the person must know about (see storage/notices.ts). */
export const StorageNotice = z.object({
  kind: z.enum(['quarantined', 'write_failed']),
  /** The file concerned (absolute path). */
  file: z.string(),
  /** Where a damaged file was moved (quarantined): kept, never deleted. */
  movedTo: z.string().optional(),
  /** Why, in words, with the error code where the system gave one. */
  reason: z.string(),
  at: z.string(),
});
export type StorageNotice = z.infer<typeof StorageNotice>;

export const DesktopInfo = z.object({
  host: z.enum(['electron', 'web']),
  dataDir: z.string(),
  /** The folder of the main-process log files; null where the host writes no log file (the web host). */
  logsDir: z.string().nullable(),
  /** Where the logs are, in words (the web host prints them to its terminal). */
  logsNote: z.string(),
  /** Where this OS keeps the tokens and API keys. */
  secretsNote: z.string(),
  /** Whether this host can open a folder, show a save dialog and check for updates (Electron only). */
  canOpenFolders: z.boolean(),
  updatesSupported: z.boolean(),
});
export type DesktopInfo = z.infer<typeof DesktopInfo>;

const AreaId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not an area id');

/** One area as the native menu lists it: its id and the label the navigation shows. */
export const MenuArea = z.object({ id: AreaId, label: z.string().trim().min(1).max(60) }).strict();
export type MenuArea = z.infer<typeof MenuArea>;

const NoInput = z.object({}).strict();

export const appChannels = {
  'app.info': { reads: true, input: z.object({}).strict(), output: AppInfo },
  'app.connectivity': {
    reads: true,
    input: z.object({ profileId: ProfileId }).strict(),
    output: Connectivity,
  },
  /** Aborts a call the renderer made with a signal (its preload sends the call id). */
  'app.cancel': {
    input: z.object({ callId: z.string().regex(/^[\w-]{1,64}$/) }).strict(),
    output: z.object({ cancelled: z.boolean() }),
  },
  'app.openExternal': {
    input: z.object({ url: z.string().max(2048) }).strict(),
    output: z.object({ opened: z.boolean() }),
  },
  /** Damaged files moved aside and writes the disk refused since the console started. */
  'app.storageNotices': {
    reads: true,
    input: z.object({}).strict(),
    output: z.object({ notices: z.array(StorageNotice) }),
  },
  /** Hides a notice (by its time), or all of them; the files stay where they are. */
  'app.dismissStorageNotice': {
    input: z.object({ at: z.string().max(40).optional() }).strict(),
    output: z.object({ notices: z.array(StorageNotice) }),
  },
  'app.openLogs': {
    input: NoInput,
    output: z.object({ opened: z.boolean(), path: z.string().nullable(), message: z.string() }),
  },
  'app.desktopInfo': { reads: true, input: NoInput, output: DesktopInfo },
  /** The shell tells main its areas (navigation order), so the native menu lists them with shortcuts. */
  'app.setMenuAreas': {
    input: z.object({ areas: z.array(MenuArea).max(40) }).strict(),
    output: z.object({ accepted: z.number().int() }),
  },
  /**
   * The page tells main what holds unsaved input (descriptions such as "the new video call"; empty when
   * nothing), so closing the window asks first in Electron. The web host accepts nothing (the browser asks).
   */
  'app.setUnsavedChanges': {
    input: z.object({ unsaved: z.array(z.string().trim().min(1).max(200)).max(50) }).strict(),
    output: z.object({ accepted: z.boolean() }),
  },
} as const;

export const appEvents = {
  /** The native menu or its shortcut asked for an area. */
  'app.navigate': z.object({
    areaId: AreaId,
    /** A place inside the area (`['job', '<id>']`), as its address has it. */
    path: z.array(z.string().min(1).max(200)).max(8).optional(),
  }),

  'app.connectivityChanged': Connectivity,
  'app.storageNotice': StorageNotice,
} as const;
