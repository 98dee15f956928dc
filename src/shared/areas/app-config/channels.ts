import { z } from 'zod';
import { ObjectId } from '../../contract/common';
import { HostAppKey } from '../../contract/host';
import { ProfileScoped } from '../../channels/common';

/** A Mango the app lets in: what the screen shows of it. */
export const AllowedMango = z.object({ _id: ObjectId, title: z.string().optional() });
export type AllowedMango = z.infer<typeof AllowedMango>;

export const AppConfigView = z.object({ app: HostAppKey, allowedMangoes: z.array(AllowedMango) });
export type AppConfigView = z.infer<typeof AppConfigView>;

export const AppConfigChange = z.object({
  added: z.array(ObjectId),
  removed: z.array(ObjectId),
});
export type AppConfigChange = z.infer<typeof AppConfigChange>;

/**
 * The white-label host's app configurations (host/getAppConfigurations.json and update): for each supported
 * app installed on the dashboard, the Mangoes whose members may use it.
 */
export const appConfigChannels = {
  'appConfig.get': {
    reads: true,
    input: ProfileScoped.extend({ app: HostAppKey }).strict(),
    output: AppConfigView,
  },
  /**
   * Replaces the allowed Mangoes. `expected` is the list the screen showed: main re-reads first and refuses
   * when the service holds something else (changed elsewhere meanwhile), sends only when something changes,
   * and re-reads after.
   */
  'appConfig.update': {
    input: ProfileScoped.extend({
      app: HostAppKey,
      expected: z.array(ObjectId).max(1000),
      mangoes: z.array(ObjectId).max(1000),
    }).strict(),
    output: z.object({ before: AppConfigView, after: AppConfigView, change: AppConfigChange }),
  },
} as const;

export const appConfigEvents = {} as const;
