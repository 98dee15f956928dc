import { describe, expect, it } from 'vitest';
import { consoleSendingMany, effectsByUserId, seedCustomers } from './helpers';
import { appliedById, BADGE, personId, seedPeople, type IdKind } from './id-kinds';
import { jobKinds, type JobKindName } from '../../../src/shared/areas/bulk-jobs/kinds';
import { MANGO_IDS } from '../../../src/sandbox/fixture/known-ids';

/**
 * Issue 16: "the same file sent twice enrols everyone twice". With default choices, a file sent again,
 * or a second file overlapping the first, sends nothing that an earlier job of the same kind already did;
 * sending them again is a separate, explicit choice. Counted on the service side, for every job kind.
 */
const MANGO = MANGO_IDS.cohort;
const box = consoleSendingMany('migration-resend');
const { call, fail, finished, importValidated } = box;

/**
 * Per kind: the CSV of rows `from` to `to`, the people to put on the service first, how many times the
 * service applied each row (by person), and what a deliberate second send of done rows does there (a
 * migration enrols again and points are given again; a revoke, grant or halt already done is refused, and
 * a badge already held stays held once).
 */
interface KindCase {
  csv: (from: number, to: number) => string;
  seed?: (count: number) => void;
  applied: () => Map<string, number>;
  twice: { succeeded: number; doubled: number };
}

const idCsv = (kind: IdKind, header: string, cells: (id: string) => string) => (from: number, to: number) =>
  `${header}\n` +
  Array.from({ length: to - from }, (_, k) => cells(personId(kind, from + k))).join('\n') +
  '\n';
const people = (kind: IdKind) => (count: number) =>
  seedPeople(
    box.sandbox,
    kind,
    Array.from({ length: count }, (_, i) => personId(kind, i)),
    MANGO,
  );
const idCase = (kind: IdKind, header: string, cells: (id: string) => string, twice: KindCase['twice']) => ({
  csv: idCsv(kind, header, cells),
  seed: people(kind),
  applied: () => appliedById(box.sandbox, kind),
  twice,
});

const kinds: Record<JobKindName, KindCase> = {
  migrate: {
    csv: (from, to) =>
      'name,email,phone,mangoId\n' +
      Array.from({ length: to - from }, (_, k) => {
        const i = from + k;
        return `Resend ${i},resend${i}@migration.test,${9_100_000_000 + i},${MANGO}`;
      }).join('\n') +
      '\n',
    applied: () => effectsByUserId(box.sandbox, 'customer.migrated'),
    twice: { succeeded: 2, doubled: 2 },
  },
  'revoke-user': {
    csv: (from, to) =>
      'email,mangoId\n' +
      Array.from({ length: to - from }, (_, k) => `unsub${from + k}@migration.test,${MANGO}`).join('\n') +
      '\n',
    seed: (count) =>
      seedCustomers(
        box.sandbox,
        Array.from({ length: count }, (_, i) => `unsub${i}@migration.test`),
        MANGO,
      ),
    applied: () => effectsByUserId(box.sandbox, 'customer.revoked'),
    twice: { succeeded: 0, doubled: 0 },
  },
  'grant-subscription': idCase('grant-subscription', 'userId,mangoId', (id) => `${id},${MANGO}`, {
    succeeded: 0,
    doubled: 0,
  }),
  'revoke-subscription': idCase('revoke-subscription', 'userId,mangoId', (id) => `${id},${MANGO}`, {
    succeeded: 0,
    doubled: 0,
  }),
  'assign-badges': idCase('assign-badges', 'userId,badges', (id) => `${id},${BADGE}`, {
    succeeded: 2,
    doubled: 0,
  }),
  'assign-points': idCase('assign-points', 'userId,score', (id) => `${id},5`, { succeeded: 2, doubled: 2 }),
};

describe.each(Object.keys(kinds) as JobKindName[])('a %s file sent again', (kind) => {
  const { csv, seed, applied, twice } = kinds[kind];
  const importAndValidateIt = (fileName: string, text: string) => importValidated(kind, fileName, text);
  it('sends nothing twice by default, says so at import, and sends again only when asked', async () => {
    seed?.(30);
    const first = await importAndValidateIt('customers.csv', csv(0, 20));
    expect(first.summary.history).toEqual({ migrated: 0, inProgress: 0, found: 0, unreadableJobs: [] });
    const job = await call('bulkJobs.start', {
      importId: first.importId,
      includeAlreadySubscribed: false,
      concurrency: 4,
    });
    expect((await finished(job.id)).counts.succeeded).toBe(20);

    // The same file, chosen again: flagged as sent before, every row marked, and Send refused.
    const again = await importAndValidateIt('customers (copy).csv', csv(0, 20));
    expect(again.summary.history).toMatchObject({
      migrated: 20,
      inProgress: 0,
      sameFile: { jobId: job.id, fileName: 'customers.csv' },
    });
    const page = await call('bulkJobs.rows', {
      importId: again.importId,
      filter: 'sent_before',
      offset: 0,
      limit: 50,
    });
    expect(page.total).toBe(20);
    expect(page.rows[0]?.history?.note).toContain(`Already ${jobKinds[kind].words.done} by job ${job.id}`);
    const refused = await fail('bulkJobs.start', {
      importId: again.importId,
      includeAlreadySubscribed: false,
      concurrency: 4,
    });
    expect(refused.message).toContain('20 of 20 valid rows were already done by earlier jobs');

    // A file overlapping the first: only the new half is sent.
    const overlap = await importAndValidateIt('more.csv', csv(10, 30));
    expect(overlap.summary.history).toMatchObject({ migrated: 10, inProgress: 0 });
    expect(overlap.summary.history.sameFile).toBeUndefined();
    const second = await call('bulkJobs.start', {
      importId: overlap.importId,
      includeAlreadySubscribed: false,
      concurrency: 4,
    });
    const done = await finished(second.id);
    expect(done.counts).toMatchObject({ succeeded: 10, skipped: 10, failed: 0 });

    const counts = applied();
    expect(counts.size).toBe(30);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);

    // Sending them again is a separate, explicit choice.
    const deliberate = await importAndValidateIt('customers.csv', csv(0, 2));
    const resent = await call('bulkJobs.start', {
      importId: deliberate.importId,
      includeAlreadySubscribed: true,
      sendMigratedAgain: true,
      concurrency: 1,
    });
    expect((await finished(resent.id)).counts.succeeded).toBe(twice.succeeded);
    expect([...applied().values()].filter((n) => n === 2)).toHaveLength(twice.doubled);
  });
});
