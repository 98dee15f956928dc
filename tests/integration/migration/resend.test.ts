import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConsole, type ConsoleApp } from '../../../src/main/compose';
import { createSandbox, type Sandbox } from '../../../src/main/sandbox/server';
import { createMemorySecretStore } from '../../../src/main/secrets/secret-store';
import { embedSandbox } from '../../../src/main/services/embedded-sandbox';
import { bridgeCalls } from './helpers';
import { MANGO_IDS } from '../../../src/main/sandbox/fixture/known-ids';

/**
 * Issue 16: "the same file sent twice enrols everyone twice". With default choices, a file sent again,
 * or a second file overlapping the first, sends nothing that an earlier job already migrated; sending
 * them again is a separate, explicit choice. Counted on the service side.
 */
const MANGO = MANGO_IDS.cohort;
let sandbox: Sandbox;
let app: ConsoleApp;

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0 });
  app = await createConsole({
    dataDir: await mkdtemp(join(tmpdir(), 'migration-resend-')),
    host: 'web',
    secretStore: createMemorySecretStore(),
    emit: () => undefined,
    sandbox: embedSandbox(sandbox, { owned: false }),
  });
});
afterAll(async () => {
  await app.close();
  await sandbox.close();
});

const { call, fail, finished } = bridgeCalls(() => app);

const csv = (from: number, to: number) =>
  'name,email,phone,mangoId\n' +
  Array.from({ length: to - from }, (_, k) => {
    const i = from + k;
    return `Resend ${i},resend${i}@migration.test,${9_100_000_000 + i},${MANGO}`;
  }).join('\n') +
  '\n';

async function importAndValidate(fileName: string, text: string) {
  const imported = await call('migration.import', { fileName, chunk: text, final: true });
  const summary = await call('migration.validate', {
    importId: imported.importId,
    mapping: imported.mapping,
    mangoIdForAll: null,
  });
  return { importId: imported.importId, summary };
}

/** How many times the service enrolled each customer (this sandbox serves only this test). */
function enrolments(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const effect of sandbox.sideEffects.list()) {
    if (effect.kind !== 'customer.migrated') continue;
    const userId = String((effect.details as { userId?: unknown }).userId);
    counts.set(userId, (counts.get(userId) ?? 0) + 1);
  }
  return counts;
}

describe('a file sent again', () => {
  it('sends nothing twice by default, says so at import, and sends again only when asked', async () => {
    const first = await importAndValidate('customers.csv', csv(0, 20));
    expect(first.summary.history).toEqual({ migrated: 0, inProgress: 0, unreadableJobs: [] });
    const job = await call('migration.start', {
      importId: first.importId,
      includeAlreadySubscribed: false,
      concurrency: 4,
    });
    expect((await finished(job.id)).counts.succeeded).toBe(20);

    // The same file, chosen again: flagged as sent before, every row marked, and Send refused.
    const again = await importAndValidate('customers (copy).csv', csv(0, 20));
    expect(again.summary.history).toMatchObject({
      migrated: 20,
      inProgress: 0,
      sameFile: { jobId: job.id, fileName: 'customers.csv' },
    });
    const page = await call('migration.rows', {
      importId: again.importId,
      filter: 'sent_before',
      offset: 0,
      limit: 50,
    });
    expect(page.total).toBe(20);
    expect(page.rows[0]?.history?.note).toContain(`Already migrated by job ${job.id}`);
    const refused = await fail('migration.start', {
      importId: again.importId,
      includeAlreadySubscribed: false,
      concurrency: 4,
    });
    expect(refused.message).toContain('20 of 20 valid rows were already sent by earlier jobs');

    // A file overlapping the first: only the new half is sent.
    const overlap = await importAndValidate('more.csv', csv(10, 30));
    expect(overlap.summary.history).toMatchObject({ migrated: 10, inProgress: 0 });
    expect(overlap.summary.history.sameFile).toBeUndefined();
    const second = await call('migration.start', {
      importId: overlap.importId,
      includeAlreadySubscribed: false,
      concurrency: 4,
    });
    const done = await finished(second.id);
    expect(done.counts).toMatchObject({ succeeded: 10, skipped: 10, failed: 0 });

    const counts = enrolments();
    expect(counts.size).toBe(30);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);

    // Sending them again is a separate, explicit choice.
    const deliberate = await importAndValidate('customers.csv', csv(0, 2));
    const resent = await call('migration.start', {
      importId: deliberate.importId,
      includeAlreadySubscribed: true,
      sendMigratedAgain: true,
      concurrency: 1,
    });
    expect((await finished(resent.id)).counts.succeeded).toBe(2);
    expect([...enrolments().values()].filter((n) => n === 2)).toHaveLength(2);
  });
});
