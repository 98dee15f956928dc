import { z } from 'zod';
import { AppError } from '../errors';
import { ImportProgress } from './migration';

/**
 * Where updates come from: an https folder holding electron-builder's `latest*.yml` files (https only:
 * on Linux nothing else vouches for the download). Empty means "not set".
 */
export const UpdateFeedUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && !url.username && !url.password && !url.search && !url.hash;
    } catch {
      return false;
    }
  }, 'Enter an https:// address of the update folder, without user name, query or fragment');

export const UpdateStatus = z.object({
  state: z.enum(['off', 'idle', 'checking', 'available', 'downloading', 'downloaded', 'none', 'error']),
  message: z.string(),
  version: z.string().optional(),
  at: z.string().optional(),
});
export type UpdateStatus = z.infer<typeof UpdateStatus>;

/** Said next to the feed field and in the docs. */
export const LINUX_UPDATE_LIMITS =
  'On Linux (AppImage, deb) the updater does not check a signature: anyone who controls the feed address can install code. Use only your own https feed.';

/** The web host has no updater, so it takes no feed address. */
export const WEB_FEED_REFUSED =
  'This console runs in the browser host, which has no updater: set the update feed in the installed desktop console.';

export const AppSettingsView = z.object({
  updates: z.object({ enabled: z.boolean(), feedUrl: z.string() }),
  notifications: z.object({ bulkJobFinished: z.boolean() }),
  updateStatus: UpdateStatus,
});
export type AppSettingsView = z.infer<typeof AppSettingsView>;

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

export const DiagnosticsResult = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('saved'), path: z.string(), bytes: z.number().int() }),
  z.object({ outcome: z.literal('cancelled') }),
  /** The web host: the renderer saves the bytes as a download. */
  z.object({
    outcome: z.literal('download'),
    fileName: z.string(),
    base64: z.string(),
    bytes: z.number().int(),
  }),
]);
export type DiagnosticsResult = z.infer<typeof DiagnosticsResult>;

const AreaId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not an area id');

/** A CSV the OS handed to the console (file association, a second launch, macOS open-file). */
export const OpenedCsv = z.object({
  fileName: z.string(),
  path: z.string(),
  /** The file, already imported for the active profile, as the migration screen's own import would be. */
  import: ImportProgress.optional(),
  /** Why it could not be imported (not UTF-8, too large, gone); the screen shows it. */
  error: AppError.optional(),
});
export type OpenedCsv = z.infer<typeof OpenedCsv>;

const NoInput = z.object({}).strict();

/** Bridge channels and events of this area; joined into the table by src/shared/bridge.ts. */
export const desktopChannels = {
  'settings.get': { input: NoInput, output: AppSettingsView },
  /**
   * A new update feed address is stored as pending and used only once main has confirmed it (a native
   * dialog in Electron); the web host refuses it.
   */
  'settings.set': {
    input: z
      .object({
        updates: z.object({ enabled: z.boolean().optional(), feedUrl: UpdateFeedUrl.optional() }).strict(),
        notifications: z.object({ bulkJobFinished: z.boolean() }).strict(),
      })
      .partial()
      .strict(),
    output: AppSettingsView,
  },
  /** Checks the feed now (only when updates are on). */
  'settings.checkUpdates': { input: NoInput, output: UpdateStatus },
  /** A zip of logs, activity log, versions and the profile list without secrets. */
  'diagnostics.export': { input: NoInput, output: DiagnosticsResult },
  'app.openLogs': {
    input: NoInput,
    output: z.object({ opened: z.boolean(), path: z.string().nullable(), message: z.string() }),
  },
  'app.desktopInfo': { input: NoInput, output: DesktopInfo },
  /** The shell tells main its areas (navigation order), so the native menu lists them with shortcuts. */
  'app.setMenuAreas': {
    input: z
      .object({
        areas: z.array(z.object({ id: AreaId, label: z.string().trim().min(1).max(60) }).strict()).max(40),
      })
      .strict(),
    output: z.object({ accepted: z.number().int() }),
  },
  /** The CSV the OS opened with the console, if one is waiting; taken once. */
  'migration.takeOpenedCsv': { input: NoInput, output: z.object({ opened: OpenedCsv.nullable() }) },
} as const;

export const desktopEvents = {
  /** The native menu or its shortcut asked for an area. */
  'app.navigate': z.object({ areaId: AreaId }),
  /** A CSV was opened with the console; the shell shows the bulk migration screen. */
  'migration.openCsv': OpenedCsv,
  'updates.status': UpdateStatus,
} as const;
