import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelInput, ChannelName, ChannelOutput } from '../../../src/shared/bridge';
import type { AppError } from '../../../src/shared/errors';
import { createConsole, type ConsoleApp } from '../../../src/main/app/compose';
import { DEMO_CREDENTIALS } from '../../../src/sandbox/fixture/demo-credentials';
import { createMemorySecretStore } from '../../../src/main/platform/secrets/secret-store';
import { jobPaths } from '../../../src/main/areas/bulk-jobs/job-store';
import { SANDBOX_PROFILE_ID } from '../../../src/main/areas/profiles/profiles';
import { mangoId } from '../mangoes/helpers';

/**
 * The console's own sandbox (not one a test passes in): its data lives in the data directory, so a
 * restart of the console on the same directory finds what was made before; "Reset sandbox data" deletes
 * it and begins a new generation. Counted on the sandbox's own state (its control API), not the console's words.
 */
const MANGO = mangoId(3);
const EMAIL = 'kept.across.restart@example.test';

let dataDir: string;
let app: ConsoleApp;
const events: Array<{ event: string; payload: unknown }> = [];
const boot = () =>
  createConsole({
    dataDir,
    host: 'web',
    secretStore: createMemorySecretStore(),
    emit: (event, payload) => events.push({ event, payload }),
  });

async function call<C extends ChannelName>(channel: C, input: ChannelInput<C>): Promise<ChannelOutput<C>> {
  const result = await app.dispatch(channel, input);
  if (!result.ok) throw new Error(`${channel} failed: ${JSON.stringify(result.error)}`);
  return result.value as ChannelOutput<C>;
}
async function fail(channel: ChannelName, input: unknown): Promise<AppError> {
  const result = await app.dispatch(channel, input);
  if (result.ok) throw new Error(`${channel} was expected to fail`);
  return result.error;
}

async function sandboxUrl(): Promise<string> {
  const { profiles } = await call('profiles.list', {});
  const sandbox = profiles.find((p) => p.id === SANDBOX_PROFILE_ID);
  if (!sandbox) throw new Error('no Sandbox profile');
  return sandbox.baseUrl;
}

/** People with this email in the sandbox's own state. */
async function usersNamed(email: string): Promise<number> {
  const res = await fetch(`${await sandboxUrl()}/__sandbox/state?collection=users`);
  const users = (await res.json()) as Array<{ email?: string }>;
  return users.filter((u) => u.email === email).length;
}

async function setFaults(faults: unknown): Promise<void> {
  const res = await fetch(`${await sandboxUrl()}/__sandbox/faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(faults),
  });
  expect(res.status).toBe(200);
  await res.arrayBuffer();
}

/** Adds a customer through the service's documented migrate-user call, as any client of it would. */
async function addCustomer(email: string): Promise<void> {
  const res = await fetch(`${await sandboxUrl()}/integration/action/migrate-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': DEMO_CREDENTIALS.apiKey },
    body: JSON.stringify({ name: 'Kept Person', email, phone: 9811100001, mangoId: MANGO }),
  });
  expect(res.status).toBe(200);
  await res.arrayBuffer();
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sandbox-kept-it-'));
  app = await boot();
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("the console's own sandbox keeps its data", () => {
  it('a customer added before a restart is still there after it, in the same generation', async () => {
    await addCustomer(EMAIL);
    const before = await call('profiles.sandboxStatus', {});
    expect(before.kept).toBe(true);
    expect(before.generation).toBeDefined();
    await app.close();
    app = await boot();
    // Read through the console, on the Sandbox profile, and counted on the sandbox's state.
    const found = await call('customers.find', { profileId: SANDBOX_PROFILE_ID, email: EMAIL });
    expect(found.user?.email).toBe(EMAIL);
    expect(await usersNamed(EMAIL)).toBe(1);
    expect((await call('profiles.sandboxStatus', {})).generation).toEqual(before.generation);
  });

  it('a draft made now is refused after a reset, which is itself refused while a Sandbox job runs', async () => {
    await call('mangoes.refresh', { profileId: SANDBOX_PROFILE_ID });
    const { draft } = await call('mangoes.saveDraft', {
      profileId: SANDBOX_PROFILE_ID,
      mangoId: MANGO,
      changes: { isHidden: true },
    });
    expect(draft.sandboxGeneration).toBe((await call('profiles.sandboxStatus', {})).generation?.id);

    // A bulk job running on the Sandbox profile in this console (its requests slowed by the sandbox's
    // latency fault): refused, naming it; once it is cancelled, the lock it keeps does not refuse.
    await setFaults({ routes: { migrateUser: { latencyMs: 1_500 } } });
    const imported = await call('bulkJobs.import', {
      profileId: SANDBOX_PROFILE_ID,
      fileName: 'slow.csv',
      chunk: `name,email,phone,mangoId\n${[1, 2, 3, 4, 5, 6]
        .map((i) => `Slow ${i},slow.${i}@example.test,98111000${10 + i},${MANGO}`)
        .join('\n')}\n`,
      final: true,
    });
    if (!imported.mapping) throw new Error('the import did not finish');
    await call('bulkJobs.validate', {
      profileId: SANDBOX_PROFILE_ID,
      importId: imported.importId,
      mapping: imported.mapping,
      mangoIdForAll: null,
    });
    const running = await call('bulkJobs.start', {
      profileId: SANDBOX_PROFILE_ID,
      importId: imported.importId,
      includeAlreadySubscribed: false,
      skipDryRun: true,
      concurrency: 1,
    });
    const whileRunning = await fail('profiles.resetSandbox', { confirm: true });
    expect(whileRunning.message).toContain(`"slow.csv" (${running.id}) is running`);
    expect(await usersNamed(EMAIL)).toBe(1);
    await call('bulkJobs.cancel', { jobId: running.id });
    await setFaults({});

    // A job another console on this directory is running (its lock names that live process): refused.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    const paths = jobPaths(dataDir, SANDBOX_PROFILE_ID, 'job-20260101000000-kept01');
    try {
      await mkdir(paths.dir, { recursive: true });
      await writeFile(paths.jobFile, JSON.stringify({ fileName: 'customers.csv' }));
      await writeFile(paths.lock, JSON.stringify({ pid: other.pid, at: new Date().toISOString() }));
      const refused = await fail('profiles.resetSandbox', { confirm: true });
      expect(refused.kind).toBe('conflict');
      expect(refused.message).toContain('"customers.csv" (job-20260101000000-kept01) is running');
      expect(await usersNamed(EMAIL)).toBe(1);
    } finally {
      other.kill();
    }
    // A lock of this console (a runner keeps it after its job finished) does not refuse: the bulk-jobs
    // area says the job is not running.
    await writeFile(paths.lock, JSON.stringify({ pid: process.pid, at: new Date().toISOString() }));

    const old = (await call('profiles.sandboxStatus', {})).generation;
    const after = await call('profiles.resetSandbox', { confirm: true });
    expect(after.generation?.id).not.toBe(old?.id);
    expect(await usersNamed(EMAIL)).toBe(0);
    expect(events.some((e) => e.event === 'profiles.sandboxChanged')).toBe(true);

    const listed = await call('mangoes.drafts', { profileId: SANDBOX_PROFILE_ID });
    expect(listed.drafts.find((d) => d.id === draft.id)?.earlierSandboxData).toBe(true);
    const applyRefused = await fail('mangoes.applyDrafts', {
      profileId: SANDBOX_PROFILE_ID,
      draftIds: [draft.id],
    });
    expect(applyRefused.message).toMatch(/earlier sandbox data/);
    // Nothing was sent: the Mango on the sandbox is as the demo data has it.
    const mango = (await (
      await fetch(`${await sandboxUrl()}/__sandbox/state?collection=mangoes`)
    ).json()) as Array<{ _id: string; isHidden?: boolean }>;
    expect(mango.find((m) => m._id === MANGO)?.isHidden).not.toBe(true);

    // The reset survives a restart too.
    await app.close();
    app = await boot();
    expect((await call('profiles.sandboxStatus', {})).generation).toBeUndefined();
    expect(await usersNamed(EMAIL)).toBe(0);
    expect((await call('profiles.sandboxStatus', {})).generation?.id).toBe(after.generation?.id);
  });
});
