import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../../src/sandbox/server';
import { FRESH_CHECK_MS, JobRunner } from '../../../src/main/areas/bulk-jobs/runner';
import { countStates } from '../../../src/shared/areas/bulk-jobs/domain/journal';
import { AppFailure } from '../../../src/shared/errors';
import type { JobFile } from '../../../src/main/areas/bulk-jobs/job-store';
import { linkedClock, makeJob, MANGO, sandboxClient, seedCustomers, writeJob } from './helpers';

/**
 * Issue 28, item 2: a row that no fresh dry-run verdict covers is read on the service just before it is
 * sent; a row found done is skipped (never written), a read that failed in passing goes back to the queue,
 * and a job whose secrets are gone pauses before sending instead of guessing.
 */
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ port: 0 });
});
afterAll(async () => {
  await sandbox.close();
});

/** A migrate job of `n` rows for emails tagged `tag`, each row given `extra` fields. */
function jobOf(tag: string, n: number, extra: (i: number) => Partial<JobFile['rows'][number]> = () => ({})) {
  const job = makeJob(n);
  return {
    ...job,
    rows: job.rows.map((row, i) => ({
      ...row,
      body: { ...row.body, email: `${tag}${i}@migration.test` },
      ...extra(i),
    })),
  };
}

const reads = () =>
  sandbox.requestLog
    .list()
    .filter((e) => e.operation === 'lookupUser' || e.operation === 'listUserSubscriptions').length;
const writes = () => sandbox.requestLog.list().filter((e) => e.operation === 'migrateUser').length;

async function run(
  job: JobFile,
  client = sandboxClient(sandbox, { clock: linkedClock(sandbox), retryPolicy: { maxRateLimitRetries: 0 } }),
) {
  const { paths } = await writeJob(job);
  const clock = linkedClock(sandbox);
  const runner = await JobRunner.open({ job, paths, client, lookup: client, clock, failureStreakLimit: 50 });
  await runner.start();
  await runner.whenIdle();
  await runner.close();
  return runner;
}

describe('a row read on the service just before it is sent', () => {
  it('is skipped as found when the service already has it, and nothing is written for it', async () => {
    seedCustomers(sandbox, ['cbs-a0@migration.test', 'cbs-a1@migration.test'], MANGO);
    const [readsBefore, writesBefore] = [reads(), writes()];
    const runner = await run(jobOf('cbs-a', 5));
    expect(countStates(runner.rows)).toMatchObject({ succeeded: 3, skipped: 2, failed: 0, uncertain: 0 });
    expect(runner.rows[0]).toMatchObject({ state: 'skipped', found: true });
    expect(runner.rows[0]?.note).toContain('found on the service just before sending');
    expect(writes() - writesBefore).toBe(3);
    expect(reads() - readsBefore).toBeGreaterThanOrEqual(5);
  });

  it('is not read again while a dry run’s verdict is fresh, and is read when it is older', async () => {
    const now = sandbox.clock.now();
    const fresh = new Date(now - 60_000).toISOString();
    const stale = new Date(now - FRESH_CHECK_MS - 60_000).toISOString();
    // Rows 0-2 were read a minute ago; rows 3-4 long ago, and row 4 has become a customer since.
    seedCustomers(sandbox, ['cbs-b4@migration.test'], MANGO);
    const [readsBefore, writesBefore] = [reads(), writes()];
    const runner = await run(jobOf('cbs-b', 5, (i) => ({ checkedAt: i < 3 ? fresh : stale })));
    expect(countStates(runner.rows)).toMatchObject({ succeeded: 4, skipped: 1 });
    expect(runner.rows[4]).toMatchObject({ state: 'skipped', found: true });
    expect(writes() - writesBefore).toBe(4);
    // Only the two stale rows were read: row 3 (not found: one lookup), row 4 (a lookup, its subscriptions).
    expect(reads() - readsBefore).toBe(3);
  });

  it('goes back to the queue when the read is refused with a 429, and is then sent once', async () => {
    sandbox.faults.set({ routes: { lookupUser: { requestsPerMinute: 2 } } });
    try {
      const writesBefore = writes();
      const runner = await run(jobOf('cbs-c', 6));
      expect(countStates(runner.rows)).toMatchObject({ succeeded: 6, uncertain: 0, failed: 0 });
      expect(writes() - writesBefore).toBe(6);
      expect(sandbox.requestLog.list().some((e) => e.operation === 'lookupUser' && e.status === 429)).toBe(
        true,
      );
    } finally {
      sandbox.faults.set({});
    }
  });

  it('pauses the job before sending when the keychain stops answering, and marks no row uncertain', async () => {
    const demo = sandbox.demoCredentials();
    let calls = 0;
    const client = sandboxClient(sandbox, {
      clock: linkedClock(sandbox),
      retryPolicy: { maxRateLimitRetries: 0 },
      getSecrets: async () => {
        calls += 1;
        if (calls > 4)
          throw new AppFailure({ kind: 'keychain_unavailable', message: 'The keychain is locked.' });
        return { accessToken: demo.accessToken, apiKey: demo.apiKey };
      },
    });
    const runner = await run(jobOf('cbs-d', 8), client);
    expect(runner.status).toBe('paused');
    expect(runner.statusReason).toContain('The keychain is locked');
    const counts = countStates(runner.rows);
    expect(counts.uncertain).toBe(0);
    expect(counts.pending + counts.succeeded).toBe(8);
  });

  it('is sent without looking first when the profile has the API key but no access token to read with', async () => {
    const demo = sandbox.demoCredentials();
    const client = sandboxClient(sandbox, {
      clock: linkedClock(sandbox),
      retryPolicy: { maxRateLimitRetries: 0 },
      getSecrets: async () => ({ apiKey: demo.apiKey }),
    });
    const writesBefore = writes();
    const runner = await run(jobOf('cbs-e', 5), client);
    expect(runner.status).toBe('finished');
    expect(countStates(runner.rows)).toMatchObject({ succeeded: 5, uncertain: 0, pending: 0 });
    expect(writes() - writesBefore).toBe(5);
  });
});
