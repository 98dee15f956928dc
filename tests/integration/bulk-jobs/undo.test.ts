import { describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import { MANGO_IDS } from '../../../src/sandbox/fixture/known-ids';
import { jobPaths } from '../../../src/main/areas/bulk-jobs/job-store';
import { consoleOnSandbox, personId, seedCustomers, seedPeople } from './helpers';

/**
 * Issue 32, "undo a finished job", against the sandbox over loopback: a grant job, then its undo, leaves
 * every grant revoked and nothing else touched (counted on the sandbox's state and effects, not on the
 * console's words); the undo is built once whatever the clicks, refused twice, and the refusals survive a
 * restart of the console.
 */
const MANGO = MANGO_IDS.cohort;
const box = consoleOnSandbox('migration-undo');
const { call, fail, finished, validate, importValidated, sendAndFinish } = box;

const importIt = async (kind: 'grant-subscription' | 'migrate', fileName: string, text: string) =>
  (await importValidated(kind, fileName, text)).importId;

/** Every subscription's status on the sandbox, by id. */
const statuses = () => new Map(box.sandbox.core().state.data.subscriptions.map((s) => [s._id, s.status]));

const subscriptionOf = (userId: string) =>
  box.sandbox.core().state.data.subscriptions.find((s) => s.fan === userId && s.mango === MANGO);

describe('undoing a grant job', () => {
  it('revokes every grant it made and touches nothing else; building it twice makes one undo, and undoing again is refused, also after a restart', async () => {
    const ids = Array.from({ length: 6 }, (_, i) => personId('grant-subscription', 100 + i));
    seedPeople(box.sandbox, 'grant-subscription', ids.slice(0, 5), MANGO);
    // Row 4's subscription is already active: the dry run skips it, so the undo must leave it active.
    const already = subscriptionOf(ids[4] ?? '');
    if (already) already.status = 'active';
    // Row 5 names a person with no subscription: it fails, nothing to undo.
    const text = `userId,mangoId\n${ids.map((id) => `${id},${MANGO}`).join('\n')}\n`;
    const importId = await importIt('grant-subscription', 'grants.csv', text);
    await call('bulkJobs.dryRun', { importId });
    const grant = await sendAndFinish(importId, 4);
    expect(grant.counts).toMatchObject({ succeeded: 4, skipped: 1, failed: 1 });
    for (const id of ids.slice(0, 5)) expect(subscriptionOf(id)?.status).toBe('active');

    await box.restart();
    const before = statuses();
    const revokedBefore = box.sandbox.sideEffects
      .list()
      .filter((e) => e.kind === 'subscription.revoked').length;

    // Two quick clicks: one undo import.
    const [a, b] = await Promise.all([
      call('bulkJobs.buildUndo', { jobId: grant.id }),
      call('bulkJobs.buildUndo', { jobId: grant.id }),
    ]);
    expect(a.importId).toBe(b.importId);
    expect(a).toMatchObject({ kind: 'revoke-subscription', undo: { jobId: grant.id, undoable: 4 } });
    const summary = await call('bulkJobs.validate', {
      importId: a.importId,
      mapping: a.mapping,
      mangoIdForAll: null,
    });
    expect(summary).toMatchObject({ valid: 4, invalid: 2 });
    const invalid = await call('bulkJobs.rows', {
      importId: a.importId,
      offset: 0,
      limit: 10,
      filter: 'invalid',
    });
    expect(invalid.rows.map((r) => r.errors[0]?.message)).toEqual([
      expect.stringMatching(/^Already active before job .*the service already had it/),
      expect.stringMatching(/^Failed in job .*nothing to undo/),
    ]);
    const dry = await call('bulkJobs.dryRun', { importId: a.importId });
    expect(dry.counts).toMatchObject({ cannot_check: 4 });

    const start = { importId: a.importId, includeAlreadySubscribed: false, concurrency: 4 };
    // An undo names its own profile's people and subscriptions: started on another profile (as a rehearsal
    // elsewhere would), main refuses it and makes no job.
    const demo = box.sandbox.demoCredentials();
    const other = await call('profiles.create', {
      name: 'Another business',
      baseUrl: box.sandbox.url,
      whitelabelHost: demo.whitelabelHost,
      accessToken: demo.accessToken,
      apiKey: demo.apiKey,
    });
    const jobsBefore = (await call('bulkJobs.jobs', {})).jobs.length;
    expect((await fail('bulkJobs.start', { ...start, profileId: other.id })).message).toContain(
      'An undo runs on the profile of the job it undoes',
    );
    expect((await call('bulkJobs.jobs', {})).jobs).toHaveLength(jobsBefore);
    await call('profiles.delete', { id: other.id });
    const undo = await finished((await call('bulkJobs.start', start)).id);
    expect(undo.counts).toMatchObject({ succeeded: 4, failed: 0 });
    expect(undo).toMatchObject({ kind: 'revoke-subscription', undoes: grant.id });

    // On the service: the four grants are halted again, everything else is as it was.
    const after = statuses();
    for (const [id, status] of before) {
      const granted = ids.slice(0, 4).some((user) => subscriptionOf(user)?._id === id);
      expect(after.get(id), id).toBe(granted ? 'halted' : status);
    }
    expect(subscriptionOf(ids[4] ?? '')?.status).toBe('active');
    const revoked = box.sandbox.sideEffects.list().filter((e) => e.kind === 'subscription.revoked');
    expect(revoked.length - revokedBefore).toBe(4);

    // Refused, with the reason: the same job again, the undo job itself, and the started import again.
    expect((await fail('bulkJobs.buildUndo', { jobId: grant.id })).message).toContain(
      `Already undone: job ${undo.id} undoes it`,
    );
    expect((await fail('bulkJobs.buildUndo', { jobId: undo.id })).message).toContain(
      'undoing an undo is refused',
    );
    expect((await fail('bulkJobs.start', start)).message).toContain('already started as job');

    // After a restart the links are read from the jobs' own files.
    await box.restart();
    const jobs = (await call('bulkJobs.jobs', {})).jobs;
    expect(jobs.find((j) => j.id === grant.id)?.undoneBy).toBe(undo.id);
    expect(jobs.find((j) => j.id === undo.id)?.undoes).toBe(grant.id);
    expect((await fail('bulkJobs.buildUndo', { jobId: grant.id })).message).toContain('Already undone');
    expect((await fail('bulkJobs.buildUndo', { jobId: undo.id })).message).toContain('undoing an undo');
    // A lost link on the undone job's side: the undo job's own file still refuses a second undo.
    await rm(jobPaths(box.dataDir, grant.profileId, grant.id).undoneBy);
    expect((await fail('bulkJobs.buildUndo', { jobId: grant.id })).message).toContain(
      `Already undone: job ${undo.id}`,
    );
    // ...and writes the link again.
    const healed = (await call('bulkJobs.jobs', {})).jobs.find((j) => j.id === grant.id);
    expect(healed?.undoneBy).toBe(undo.id);
    // The undone job sends nothing more: its failed row retried now would never be taken back.
    expect((await fail('bulkJobs.retryFailed', { jobId: grant.id })).message).toContain(
      `was undone by job ${undo.id}`,
    );
    expect(box.sandbox.sideEffects.list().filter((e) => e.kind === 'subscription.revoked')).toHaveLength(
      revoked.length,
    );

    // The grants taken back no longer count as done: the same file grants them again.
    const again = await importIt('grant-subscription', 'grants again.csv', text);
    const regrant = await sendAndFinish(again, 4);
    expect(regrant.counts).toMatchObject({ succeeded: 4 });
  });
});

describe('undoing an add-customers job', () => {
  it('removes only the people it added, never one who was a customer before it', async () => {
    const emails = Array.from({ length: 3 }, (_, i) => `undo-add-${i}@migration.test`);
    // Row 0 was a customer of the Mango before the job: the dry run skips it, and the undo leaves it.
    seedCustomers(box.sandbox, emails.slice(0, 1), MANGO);
    const text = `name,email,phone,mangoId\n${emails.map((e, i) => `Undo ${i},${e},${9_600_000_000 + i},${MANGO}`).join('\n')}\n`;
    const importId = await importIt('migrate', 'add.csv', text);
    await call('bulkJobs.dryRun', { importId });
    const added = await sendAndFinish(importId, 2);
    expect(added.counts).toMatchObject({ succeeded: 2, skipped: 1 });

    const built = await call('bulkJobs.buildUndo', { jobId: added.id });
    expect(built).toMatchObject({ kind: 'revoke-user', undo: { undoable: 2 } });
    await validate(built);
    await call('bulkJobs.dryRun', { importId: built.importId });
    const undo = await sendAndFinish(built.importId, 2);
    expect(undo.counts).toMatchObject({ succeeded: 2, failed: 0 });
    const users = box.sandbox.core().state.data.users;
    const activeFor = (email: string) => {
      const user = users.find((u) => u.email === email);
      return box.sandbox
        .core()
        .state.data.subscriptions.filter(
          (s) =>
            s.fan === user?._id &&
            s.mango === MANGO &&
            (s.status === 'manualactive' || s.status === 'active'),
        ).length;
    };
    expect(activeFor(emails[0] ?? '')).toBe(1);
    expect(activeFor(emails[1] ?? '')).toBe(0);
    expect(activeFor(emails[2] ?? '')).toBe(0);
  });
});

describe('undoing a remove-customers job', () => {
  it('adds each removed person back as a new subscription, read by name, email and phone from the service', async () => {
    const emails = Array.from({ length: 2 }, (_, i) => `undo-remove-${i}@migration.test`);
    seedCustomers(box.sandbox, emails, MANGO);
    const text = `email,mangoId\n${emails.map((e) => `${e},${MANGO}`).join('\n')}\n`;
    const imported = await importValidated('revoke-user', 'leavers.csv', text);
    const removed = await sendAndFinish(imported.importId, 2);
    expect(removed.counts).toMatchObject({ succeeded: 2 });
    const users = box.sandbox.core().state.data.users.filter((u) => emails.includes(u.email));
    const before = new Set(box.sandbox.core().state.data.subscriptions.map((s) => s._id));

    const built = await call('bulkJobs.buildUndo', { jobId: removed.id });
    expect(built).toMatchObject({ kind: 'migrate', undo: { undoable: 2 } });
    expect(built.undo?.notice).toContain('new subscription, not their old one');
    await validate(built);
    const rows = await call('bulkJobs.rows', {
      importId: built.importId,
      offset: 0,
      limit: 10,
      filter: 'valid',
    });
    expect(rows.rows.map((r) => r.values['email']).sort()).toEqual([...emails].sort());
    expect(rows.rows[0]?.notes[0]).toContain('new subscription, not the old one');
    const undo = await sendAndFinish(built.importId, 2);
    expect(undo.counts).toMatchObject({ succeeded: 2, failed: 0 });
    // Each person has one new active subscription to the Mango; the old ones stay ended.
    for (const user of users) {
      const subs = box.sandbox
        .core()
        .state.data.subscriptions.filter((s) => s.fan === user._id && s.mango === MANGO);
      const fresh = subs.filter((s) => !before.has(s._id));
      expect(fresh).toHaveLength(1);
      expect(fresh[0]?.status).toBe('manualactive');
      expect(subs.filter((s) => before.has(s._id)).every((s) => s.status !== 'manualactive')).toBe(true);
    }
  });
});
