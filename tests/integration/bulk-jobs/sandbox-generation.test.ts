import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConsole, type ConsoleApp } from '../../../src/main/app/compose';
import { createMemorySecretStore } from '../../../src/main/platform/secrets/secret-store';
import { SANDBOX_PROFILE_ID } from '../../../src/main/areas/profiles/profiles';
import { MANGO_IDS } from '../../../src/sandbox/fixture/known-ids';
import { subscriptionsPerEmail as subscriptionsOf } from '../../helpers/sandbox-state';
import { bridgeCalls } from './helpers';

/**
 * Issue 28, item 3, for bulk jobs: the console's own sandbox keeps its data across restarts, so its jobs'
 * history stays true; after "Reset sandbox data" the old jobs are history of earlier data: they never
 * count as sent before, are never resumed, and the same file sends every row once to the new data.
 * Counted on the sandbox's own state (its control API).
 */
const MANGO = MANGO_IDS.cohort;
const emails = Array.from({ length: 5 }, (_, i) => `generation${i}@migration.test`);
const csv = `name,email,phone,mangoId\n${emails.map((e, i) => `Gen ${i},${e},${9_600_000_000 + i},${MANGO}`).join('\n')}\n`;

let dataDir: string;
let app: ConsoleApp;
const boot = () =>
  createConsole({ dataDir, host: 'web', secretStore: createMemorySecretStore(), emit: () => undefined });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'migration-generation-'));
  app = await boot();
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

const { call, fail, finished, importValidated } = bridgeCalls(() => app);

async function subscriptionsPerEmail(): Promise<Map<string, number>> {
  const { profiles } = await call('profiles.list', {});
  const url = profiles.find((p) => p.id === SANDBOX_PROFILE_ID)?.baseUrl ?? '';
  return subscriptionsOf(url, MANGO, (email) => emails.includes(email));
}

const importIt = (fileName: string) => importValidated('migrate', fileName, csv);
const start = (importId: string) =>
  call('bulkJobs.start', { importId, includeAlreadySubscribed: false, concurrency: 2 });

describe('bulk jobs on the console’s own sandbox', () => {
  it('keep a true history across a restart, and after a reset claim nothing of the deleted data', async () => {
    const first = await finished((await start((await importIt('gen.csv')).importId)).id);
    expect(first.counts.succeeded).toBe(5);

    // A restart keeps the sandbox's data, so the job's history is still true: the file sends nothing.
    await app.close();
    app = await boot();
    expect([...(await subscriptionsPerEmail()).values()]).toEqual([1, 1, 1, 1, 1]);
    const again = await importIt('gen.csv');
    expect(again.summary.history.migrated).toBe(5);
    expect((await call('bulkJobs.jobs', {})).jobs.find((j) => j.id === first.id)?.earlierSandboxData).toBe(
      undefined,
    );

    // Reset: the data is gone, so the old job is history of earlier data and blocks nothing.
    await call('profiles.resetSandbox', { confirm: true });
    expect((await subscriptionsPerEmail()).size).toBe(0);
    const old = (await call('bulkJobs.jobs', {})).jobs.find((j) => j.id === first.id);
    expect(old?.earlierSandboxData).toBe(true);
    expect((await fail('bulkJobs.resume', { jobId: first.id })).message).toContain('earlier sandbox data');
    const fresh = await importIt('gen.csv');
    expect(fresh.summary.history).toMatchObject({ migrated: 0, found: 0, inProgress: 0 });
    expect(fresh.summary.history.sameFile).toBeUndefined();
    const second = await finished((await start(fresh.importId)).id);
    expect(second.counts.succeeded).toBe(5);
    expect([...(await subscriptionsPerEmail()).values()]).toEqual([1, 1, 1, 1, 1]);

    // The new generation survives a restart: its job is current, the file is sent before.
    await app.close();
    app = await boot();
    const jobs = (await call('bulkJobs.jobs', {})).jobs;
    expect(jobs.find((j) => j.id === second.id)?.earlierSandboxData).toBeUndefined();
    expect(jobs.find((j) => j.id === first.id)?.earlierSandboxData).toBe(true);
    expect((await importIt('gen.csv')).summary.history.migrated).toBe(5);
  });
});
