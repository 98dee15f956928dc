import { describe, expect, it } from 'vitest';
import { jobKinds, type JobKindName } from '../../../src/shared/areas/bulk-jobs/kinds';
import { MANGO_IDS } from '../../../src/sandbox/fixture/known-ids';
import { consoleSendingMany, effectsByUserId, seedCustomers } from './helpers';
import { appliedById, BADGE, personId, seedPeople, type IdKind } from './id-kinds';

/**
 * Issue 28, "never twice, judged by what the service holds": per job kind, a file some of whose rows the
 * service already has is sent without a dry run and with one, then the same file again, then a reordered
 * copy under another name, then again after the console restarts (a new console on the same data folder).
 * Counted on the sandbox (its state and its request log), never on the console's words: no row is done
 * twice, and each new row exactly once.
 */
const MANGO = MANGO_IDS.cohort;
const box = consoleSendingMany('migration-never-twice');
const { call, fail, finished, importValidated } = box;

/** Row `i` of a kind: its CSV line, and the key its effect is counted under on the sandbox. */
interface KindRows {
  header: string;
  line: (i: number) => string;
  who: (i: number) => string;
  /** Puts rows on the service: `done` ones already have the kind's effect, the others are ready for it. */
  seed: (rows: readonly number[], done: readonly number[]) => void;
  /** Times the service applied the kind's effect, by `who`. */
  applied: () => Map<string, number>;
  /** Whether the service can be asked if a row is done (points cannot). */
  checkable: boolean;
}

const email = (kind: string, i: number) => `nt-${kind}-${i}@migration.test`;

function subscriptionOf(userId: string) {
  return box.sandbox.core().state.data.subscriptions.find((s) => s.fan === userId && s.mango === MANGO);
}

function idRows(kind: IdKind, line: (id: string) => string, markDone: (id: string) => void): KindRows {
  return {
    header: jobKinds[kind].fields.includes('mangoId')
      ? 'userId,mangoId'
      : `userId,${kind === 'assign-badges' ? 'badges' : 'score'}`,
    line: (i) => line(personId(kind, i)),
    who: (i) => personId(kind, i),
    seed: (rows, done) => {
      seedPeople(
        box.sandbox,
        kind,
        rows.map((i) => personId(kind, i)),
        MANGO,
      );
      for (const i of done) markDone(personId(kind, i));
    },
    applied: () => appliedById(box.sandbox, kind),
    checkable: kind !== 'assign-points',
  };
}

/** Emails to user ids (the people a migrate or revoke-user file names by email). */
function byEmail(effect: string, kind: string, count: number): Map<string, number> {
  const users = box.sandbox.core().state.data.users;
  const counts = effectsByUserId(box.sandbox, effect);
  const out = new Map<string, number>();
  for (let i = 0; i < count; i += 1) {
    const user = users.find((u) => u.email === email(kind, i));
    if (user && counts.get(user._id)) out.set(email(kind, i), counts.get(user._id) ?? 0);
  }
  return out;
}

const ROWS = 40;
const kinds: Record<JobKindName, KindRows> = {
  migrate: {
    header: 'name,email,phone,mangoId',
    line: (i) => `Never Twice ${i},${email('migrate', i)},${9_400_000_000 + i},${MANGO}`,
    who: (i) => email('migrate', i),
    seed: (_rows, done) =>
      seedCustomers(
        box.sandbox,
        done.map((i) => email('migrate', i)),
        MANGO,
      ),
    applied: () => byEmail('customer.migrated', 'migrate', ROWS),
    checkable: true,
  },
  'revoke-user': {
    header: 'email,mangoId',
    line: (i) => `${email('revoke-user', i)},${MANGO}`,
    who: (i) => email('revoke-user', i),
    seed: (rows, done) => {
      seedCustomers(
        box.sandbox,
        rows.map((i) => email('revoke-user', i)),
        MANGO,
      );
      const users = box.sandbox.core().state.data.users;
      for (const i of done) {
        const user = users.find((u) => u.email === email('revoke-user', i));
        const subscription = user && subscriptionOf(user._id);
        if (subscription) subscription.status = 'halted';
      }
    },
    applied: () => byEmail('customer.revoked', 'revoke-user', ROWS),
    checkable: true,
  },
  'grant-subscription': idRows(
    'grant-subscription',
    (id) => `${id},${MANGO}`,
    (id) => {
      const subscription = subscriptionOf(id);
      if (subscription) subscription.status = 'active';
    },
  ),
  'revoke-subscription': idRows(
    'revoke-subscription',
    (id) => `${id},${MANGO}`,
    (id) => {
      const subscription = subscriptionOf(id);
      if (subscription) subscription.status = 'halted';
    },
  ),
  'assign-badges': idRows(
    'assign-badges',
    (id) => `${id},${BADGE}`,
    (id) => {
      box.sandbox.core().state.byId('users', id)?.badges.push(BADGE);
    },
  ),
  'assign-points': idRows(
    'assign-points',
    (id) => `${id},5`,
    () => undefined,
  ),
};

/** Write requests of the kind that the sandbox answered with success. */
function writesAnswered(kind: JobKindName): number {
  const operation = jobKinds[kind].operation;
  return box.sandbox.requestLog
    .list()
    .filter((entry) => entry.operation === operation && entry.status >= 200 && entry.status < 300).length;
}

describe.each(Object.keys(kinds) as JobKindName[])('a %s file with rows the service already has', (kind) => {
  const rows = kinds[kind];
  const csv = (indexes: readonly number[]) => `${rows.header}\n${indexes.map(rows.line).join('\n')}\n`;
  const range = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => from + k);

  const importIt = (fileName: string, indexes: readonly number[]) =>
    importValidated(kind, fileName, csv(indexes));
  const start = (importId: string) =>
    call('bulkJobs.start', { importId, includeAlreadySubscribed: false, concurrency: 4 });

  it('does no row twice and each new row once: without and with a dry run, again, reordered, after a restart', async () => {
    // Rows 0-9 go without a dry run, 10-19 with one; a third of each is already done on the service.
    const before = rows.checkable ? [0, 1, 2, 10, 11, 12] : [];
    rows.seed(range(0, 24), before);
    const writesBefore = writesAnswered(kind);
    const baseline = rows.applied();

    // 1. No dry run: the runner reads each row just before sending, and skips what is already there.
    const plain = await importIt('members.csv', range(0, 10));
    const first = await finished((await start(plain.importId)).id);
    expect(first.counts).toMatchObject({ succeeded: 10 - before.filter((i) => i < 10).length, failed: 0 });

    // 2. A dry run first: its verdicts skip the rows found done, and the others are not read again.
    const checked = await importIt('members-2.csv', range(10, 20));
    await call('bulkJobs.dryRun', { importId: checked.importId });
    const second = await finished((await start(checked.importId)).id);
    expect(second.counts).toMatchObject({ succeeded: 10 - before.filter((i) => i >= 10).length, failed: 0 });

    // 3. The same file again: every row is done before (sent, or found on the service), none is sent.
    const again = await importIt('members.csv', range(0, 10));
    expect(again.summary.history.migrated + again.summary.history.found).toBe(10);
    expect(
      (
        await fail('bulkJobs.start', {
          importId: again.importId,
          includeAlreadySubscribed: false,
          concurrency: 4,
        })
      ).message,
    ).toContain('There are no rows to send');

    // 4. A reordered copy under another name, with four new rows: only those are sent.
    const reordered = [...range(0, 20)].reverse().concat(range(20, 24));
    const copy = await importIt('copy of members (reordered).csv', reordered);
    expect(copy.summary.history).toMatchObject({ inProgress: 0 });
    expect(copy.summary.history.migrated + copy.summary.history.found).toBe(20);
    const third = await finished((await start(copy.importId)).id);
    expect(third.counts).toMatchObject({ succeeded: 4, skipped: 20, failed: 0 });

    // 5. After a restart, the ledger is read from disk: the same file sends nothing.
    await box.restart();
    const afterRestart = await importIt('members (after restart).csv', reordered);
    expect(afterRestart.summary.history.migrated + afterRestart.summary.history.found).toBe(24);
    expect(
      (
        await fail('bulkJobs.start', {
          importId: afterRestart.importId,
          includeAlreadySubscribed: false,
          concurrency: 4,
        })
      ).message,
    ).toContain('There are no rows to send');

    // Counted on the service: each new row once, no row done before touched, no other write answered.
    const applied = rows.applied();
    const added = (i: number) => (applied.get(rows.who(i)) ?? 0) - (baseline.get(rows.who(i)) ?? 0);
    const fresh = range(0, 24).filter((i) => !before.includes(i));
    for (const i of fresh) expect(added(i), `row ${i}`).toBe(1);
    for (const i of before) expect(added(i), `row ${i} (done before)`).toBe(0);
    expect(writesAnswered(kind) - writesBefore).toBe(fresh.length);
  });
});

describe('one import, started twice at once', () => {
  it('makes one job, and every row is sent once', async () => {
    const text =
      'name,email,phone,mangoId\n' +
      Array.from(
        { length: 10 },
        (_, i) => `Twice ${i},twice${i}@migration.test,${9_500_000_000 + i},${MANGO}`,
      ).join('\n') +
      '\n';
    const imported = await importValidated('migrate', 'twice.csv', text);
    const input = { importId: imported.importId, includeAlreadySubscribed: false, concurrency: 4 };
    const results = await Promise.all([
      box.app.dispatch('bulkJobs.start', input),
      box.app.dispatch('bulkJobs.start', input),
    ]);
    const started = results.flatMap((r) => (r.ok ? [(r.value as { id: string }).id] : []));
    const refused = results.flatMap((r) => (r.ok ? [] : [r.error]));
    // Either the second call joined the first (the same job) or it was refused naming that job.
    expect(new Set(started).size).toBe(1);
    for (const error of refused) expect(error.message).toContain(started[0]);
    await finished(started[0] ?? '');
    const jobs = (await call('bulkJobs.jobs', {})).jobs.filter((j) => j.fileName === 'twice.csv');
    expect(jobs).toHaveLength(1);
    const counts = effectsByUserId(box.sandbox, 'customer.migrated');
    const users = box.sandbox
      .core()
      .state.data.users.filter((u) => /^twice\d@migration\.test$/.test(u.email ?? ''));
    expect(users).toHaveLength(10);
    for (const user of users) expect(counts.get(user._id)).toBe(1);
  });
});
