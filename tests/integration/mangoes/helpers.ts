import { startConsoleHarness, type ConsoleHarness } from '../../helpers/console-harness';

export const mangoId = (n: number) => `ae${n.toString(16).padStart(22, '0')}`;
export const MONTHLY = mangoId(1); // recurring, 999
export const STARTER = mangoId(3); // one-time 499, flat coupon SAVE300, seat limit 2000
export const COHORT = mangoId(7); // seat limit 50, 40 active subscribers
export const INTRO = mangoId(9);
export const WEBINAR = mangoId(12); // one-time 299

export interface Harness extends ConsoleHarness {
  /** Another console (or person) changing the Mango behind our back, through the sandbox control API. */
  patchOnServer(id: string, set: Record<string, unknown>): Promise<void>;
}

/** The whole console (real services, client and HTTP) on a private sandbox and a temporary data dir. */
export async function startHarness(): Promise<Harness> {
  const base = await startConsoleHarness({ name: 'mangoes' });
  return Object.assign(Object.create(base) as ConsoleHarness, {
    async patchOnServer(id: string, set: Record<string, unknown>) {
      const res = await fetch(`${base.sandbox.url}/__sandbox/patch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ collection: 'mangoes', id, set }),
      });
      if (!res.ok) throw new Error(`sandbox patch failed: ${res.status} ${await res.text()}`);
    },
  });
}

/**
 * What each test starts from: the sandbox's data reset, the console's Mango list read again, an empty
 * request log, and no open draft (one per Mango: each test starts with none, as a person would).
 */
export async function startAfresh(h: Harness): Promise<void> {
  h.sandbox.reset();
  await h.call('mangoes.refresh', {});
  h.sandbox.requestLog.clear();
  for (const d of (await h.call('mangoes.drafts', {})).drafts)
    await h.call('mangoes.deleteDraft', { draftId: d.id });
}
