import { startConsoleHarness, type ConsoleHarness } from './console-harness';
import {
  CERTIFICATE_IDS,
  COURSE_IDS,
  CREATOR_IDS,
  MANGO_IDS,
  MISSING_ID,
  USER_IDS,
} from '../../src/sandbox/fixture/known-ids';

export const CREATOR = CREATOR_IDS.whitelabel;
export const MONTHLY = MANGO_IDS.monthly;
export const YEARLY = MANGO_IDS.yearly;
export const STARTER = MANGO_IDS.starter;
export const FREE = MANGO_IDS.free;
export const FOREIGN_MANGO = MANGO_IDS.foreign;
export const STARTER_CERT = CERTIFICATE_IDS.starter;
export const PRO_CERT = CERTIFICATE_IDS.pro;
export const USER_1 = USER_IDS.first;
export const USER_2 = USER_IDS.second;
export const COURSE_FOUNDATIONS = COURSE_IDS.foundations;
export { MISSING_ID };

export interface Harness extends ConsoleHarness {
  /** A live profile pointing at the same sandbox with the given credentials (regular account, bad token...). */
  liveProfile(host: string, accessToken?: string, apiKey?: string): Promise<string>;
  control(method: string, path: string, body?: unknown): Promise<unknown>;
}

/** The whole console (real services, client and HTTP) on a private sandbox with the demo fixture. */
export async function startHarness(): Promise<Harness> {
  const base = await startConsoleHarness({ name: 'engagement' });
  let liveCount = 0;
  return Object.assign(Object.create(base) as ConsoleHarness, {
    async liveProfile(host: string, accessToken?: string, apiKey?: string) {
      liveCount += 1;
      const name = `Live ${liveCount} ${host}`;
      const profile = await base.call('profiles.create', {
        name,
        baseUrl: base.sandbox.url,
        whitelabelHost: host,
      });
      if (accessToken || apiKey)
        await base.call('profiles.setSecret', { profileId: profile.id, accessToken, apiKey });
      return profile.id;
    },
    async control(method: string, path: string, body?: unknown) {
      const response = await fetch(`${base.sandbox.url}/__sandbox/${path}`, {
        method,
        ...(body === undefined
          ? {}
          : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      });
      return response.json();
    },
    async close() {
      await base.app.dispatch('webhooks.receiverStop', {});
      await base.close();
    },
  });
}
