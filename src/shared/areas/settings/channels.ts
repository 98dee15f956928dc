import { z } from 'zod';

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
  /** Whether the first-run welcome panel was closed on this machine (Settings can show it again). */
  firstRun: z.object({ dismissed: z.boolean() }),
  updateStatus: UpdateStatus,
});
export type AppSettingsView = z.infer<typeof AppSettingsView>;

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

const NoInput = z.object({}).strict();

/** Bridge channels and events of this area; joined into the table by src/shared/bridge.ts. */
export const settingsChannels = {
  'settings.get': { reads: true, input: NoInput, output: AppSettingsView },
  /**
   * A new update feed address is stored as pending and used only once main has confirmed it (a native
   * dialog in Electron); the web host refuses it.
   */
  'settings.set': {
    input: z
      .object({
        updates: z.object({ enabled: z.boolean().optional(), feedUrl: UpdateFeedUrl.optional() }).strict(),
        notifications: z.object({ bulkJobFinished: z.boolean() }).strict(),
        firstRun: z.object({ dismissed: z.boolean() }).strict(),
      })
      .partial()
      .strict(),
    output: AppSettingsView,
  },
  /** Checks the feed now (only when updates are on). */
  'settings.checkUpdates': { input: NoInput, output: UpdateStatus },
  /** A zip of logs, activity log, versions and the profile list without secrets. */
  'settings.exportDiagnostics': { input: NoInput, output: DiagnosticsResult },
} as const;

export const settingsEvents = {
  'settings.updateStatus': UpdateStatus,
} as const;
