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

export const appChannels = {
  'app.info': { input: z.object({}).strict(), output: AppInfo },
  'connectivity.get': { input: z.object({ profileId: ProfileId }).strict(), output: Connectivity },
  /** Aborts a call the renderer made with a signal (its preload sends the call id). */
  'app.cancel': {
    input: z.object({ callId: z.string().regex(/^[\w-]{1,64}$/) }).strict(),
    output: z.object({ cancelled: z.boolean() }),
  },
  'links.openExternal': {
    input: z.object({ url: z.string().max(2048) }).strict(),
    output: z.object({ opened: z.boolean() }),
  },
  /** Damaged files moved aside and writes the disk refused since the console started. */
  'app.storageNotices': {
    input: z.object({}).strict(),
    output: z.object({ notices: z.array(StorageNotice) }),
  },
  /** Hides a notice (by its time), or all of them; the files stay where they are. */
  'app.dismissStorageNotice': {
    input: z.object({ at: z.string().max(40).optional() }).strict(),
    output: z.object({ notices: z.array(StorageNotice) }),
  },
} as const;

export const appEvents = {
  connectivity: Connectivity,
  'storage.notice': StorageNotice,
} as const;
