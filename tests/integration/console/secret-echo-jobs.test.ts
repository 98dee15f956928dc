import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MANGO_IDS } from '../../../src/sandbox/fixture/known-ids';
import { jobKinds, type JobKindName } from '../../../src/shared/areas/bulk-jobs/kinds';
import type { JobSummary } from '../../../src/shared/areas/bulk-jobs/channels';
import { BADGE, personId, seedCustomers, seedPeople, type IdKind } from '../bulk-jobs/helpers';
import { startEchoHarness, type EchoHarness } from './secret-echo-harness';

/**
 * Issue 28, item 6: a service that puts the API key or token in its answers (messages, a subscription's
 * status, the points record ids, extra fields, error texts) leaves no trace of them in any bulk job's
 * journal, job files, ledger, activity log, results exports, or in what the page is given, for every kind.
 * Each kind's file has people the service knows and one it does not (a refusal, whose text echoes too).
 */
const MANGO = MANGO_IDS.cohort;
const ROWS = 3;

// A console and sandbox per kind, so what one kind leaks is not blamed on the next.
let h: EchoHarness;
beforeEach(async () => {
  h = await startEchoHarness('secret-echo-jobs');
});
afterEach(async () => {
  await h.close();
});

const ids = (kind: IdKind) => Array.from({ length: ROWS }, (_, i) => personId(kind, i));
/** A file of the kind's known people and one unknown person (the last line). */
const idCsv = (kind: IdKind, header: string, cells: (id: string) => string) => () => {
  seedPeople(h.sandbox, kind, ids(kind), MANGO);
  return [header, ...ids(kind).map(cells), cells(personId(kind, 0xfff))].join('\n') + '\n';
};

const files: Record<JobKindName, () => string> = {
  migrate: () =>
    'name,email,phone,mangoId\n' +
    Array.from({ length: ROWS }, (_, i) => `Echo ${i},echo${i}@migration.test,${9_400_000_000 + i},${MANGO}`)
      .concat([`Echo known,meera.iyer0@example.test,9876543210,${MANGO}`])
      .join('\n') +
    '\n',
  'revoke-user': () => {
    const emails = Array.from({ length: ROWS }, (_, i) => `unecho${i}@migration.test`);
    seedCustomers(h.sandbox, emails, MANGO);
    return `email,mangoId\n${[...emails, 'nobody.echo@migration.test'].map((e) => `${e},${MANGO}`).join('\n')}\n`;
  },
  'grant-subscription': idCsv('grant-subscription', 'userId,mangoId', (id) => `${id},${MANGO}`),
  'revoke-subscription': idCsv('revoke-subscription', 'userId,mangoId', (id) => `${id},${MANGO}`),
  'assign-badges': idCsv('assign-badges', 'userId,badges', (id) => `${id},${BADGE}`),
  'assign-points': idCsv('assign-points', 'userId,score', (id) => `${id},5`),
};

async function finished(jobId: string): Promise<JobSummary> {
  for (let i = 0; i < 600; i += 1) {
    const { job } = await h.call('bulkJobs.job', { jobId, state: 'all', offset: 0, limit: 50 });
    if (job.status === 'finished') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the job did not finish');
}

describe.each(Object.keys(jobKinds) as JobKindName[])(
  'a %s job against a service that echoes the secrets',
  (kind) => {
    it('leaves no trace of them on disk, in the exports or in what the page gets', async () => {
      const imported = await h.call('bulkJobs.import', {
        kind,
        fileName: `${kind}-echo.csv`,
        chunk: files[kind](),
        final: true,
      });
      const { importId, mapping } = imported;
      if (!mapping) throw new Error('the final chunk comes back with the mapping');
      await h.call('bulkJobs.validate', { importId, mapping, mangoIdForAll: null });
      await h.call('bulkJobs.dryRun', { importId });
      await h.call('bulkJobs.rows', { importId, filter: 'all', offset: 0, limit: 50 });
      const started = await h.call('bulkJobs.start', {
        importId,
        includeAlreadySubscribed: false,
        concurrency: 2,
      });
      const done = await finished(started.id);
      expect(done.counts.succeeded).toBeGreaterThan(0);
      await h.call('bulkJobs.jobs', {});
      for (const shape of ['results', 'fix'] as const) {
        const exported = await h.call('bulkJobs.exportResults', { jobId: started.id, shape });
        h.keep(`${kind} ${shape} export`, exported.content);
      }
      // The service did put the secrets in its answers to this kind's writes, and the console kept none.
      expect(h.echoed().get(jobKinds[kind].operation)).toBeGreaterThan(0);
      expect(await h.leaks()).toEqual([]);
    });
  },
);
