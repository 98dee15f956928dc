import type { Page } from '@playwright/test';
import { expect, openArea, type ConsoleHost } from './fixtures';

/** The console's built-in Sandbox profile: the service a test sets its scene on. */
export interface SandboxProfile {
  id: string;
  baseUrl: string;
  whitelabelHost: string;
}

export async function sandboxProfile(host: ConsoleHost): Promise<SandboxProfile> {
  const list = await host.current.app.dispatch('profiles.list', {});
  if (!list.ok) throw new Error('profiles.list failed');
  const { profiles } = list.value as { profiles: Array<SandboxProfile & { kind: string }> };
  const sandbox = profiles.find((p) => p.kind === 'sandbox');
  if (!sandbox) throw new Error('no sandbox profile');
  return sandbox;
}

/**
 * A live profile named `name` that points at the embedded sandbox, with the demo secrets, so it answers
 * like a real business would: the profile as created (its id and kind) and the business (white-label host).
 */
export async function createLiveProfile(
  host: ConsoleHost,
  name: string,
): Promise<{ id: string; kind: string; business: string }> {
  const sandbox = await sandboxProfile(host);
  const created = await host.current.app.dispatch('profiles.create', {
    name,
    baseUrl: sandbox.baseUrl,
    whitelabelHost: sandbox.whitelabelHost,
  });
  if (!created.ok) throw new Error(`profiles.create failed: ${JSON.stringify(created.error)}`);
  const profile = created.value as { id: string; kind: string };
  const secrets = await host.current.app.dispatch('profiles.setSecret', {
    profileId: profile.id,
    accessToken: 'demo-access-token',
    apiKey: 'demo-api-key',
  });
  if (!secrets.ok) throw new Error(`profiles.setSecret failed: ${JSON.stringify(secrets.error)}`);
  return { id: profile.id, kind: profile.kind, business: sandbox.whitelabelHost };
}

/**
 * A live profile named `name` on the same service (createLiveProfile), made active the way a person does
 * it (Activate on its card, then the live-switch confirmation), then the Bulk jobs screen.
 */
export async function liveBulkJobs(page: Page, host: ConsoleHost, name: string): Promise<void> {
  await createLiveProfile(host, name);
  await openArea(page, host.current, 'profiles');
  await page.getByTestId('profile-card').filter({ hasText: name }).getByTestId('activate-profile').click();
  await page.getByTestId('live-switch-confirm-button').click();
  await expect(page.getByTestId('active-profile-name')).toHaveText(name);
  await openArea(page, host.current, 'bulk-jobs');
}
