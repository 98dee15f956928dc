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

export const Connectivity = z.object({
  profileId: ProfileId,
  state: z.enum(['online', 'offline', 'unknown']),
  /** ISO time of the last answer or failure that set this state. */
  since: z.string().optional(),
  message: z.string().optional(),
});
export type Connectivity = z.infer<typeof Connectivity>;

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
} as const;

export const appEvents = {
  connectivity: Connectivity,
} as const;
