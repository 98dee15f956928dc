import { startConsoleHarness, type ConsoleHarness } from '../../helpers/console-harness';

export const CREATOR = 'cccc00000000000000000001';
export const MONTHLY = 'ae0000000000000000000001';
export const YEARLY = 'ae0000000000000000000002';
export const STARTER = 'ae0000000000000000000003';
export const FREE = 'ae0000000000000000000004';
export const FOREIGN_MANGO = 'ae000000000000000000000d';
export const STARTER_CERT = 'ce0000000000000000000001';
export const PRO_CERT = 'ce0000000000000000000002';
export const USER_1 = 'fa0000000000000000000001';
export const USER_2 = 'fa0000000000000000000002';
export const COURSE_FOUNDATIONS = 'c0c000000000000000000001';
export const MISSING_ID = '0123456789abcdef01234567';

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
        await base.call('secrets.set', { profileId: profile.id, accessToken, apiKey });
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
