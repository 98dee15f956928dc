import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChannelOutput, EventName } from '../../../src/shared/bridge';
import type { JournalEntry } from '../../../src/shared/areas/bulk-jobs/domain/journal';
import type { ConsoleApp } from '../../../src/main/app/compose';
import { createSandbox, type Sandbox } from '../../../src/sandbox/server';
import { jobPaths } from '../../../src/main/areas/bulk-jobs/job-store';
import { openConsoleOn } from '../../helpers/sandbox-console';
import { bridgeCalls, makeJob, writeJob, writeJournal } from './helpers';

const COHORT = 'ae0000000000000000000007';
let sandbox: Sandbox;
let dataDir: string;
let app: ConsoleApp;
const events: { event: EventName; payload: unknown }[] = [];

function boot(): Promise<ConsoleApp> {
  return openConsoleOn(sandbox, dataDir, { emit: (event, payload) => events.push({ event, payload }) });
}

const { call, fail, finished } = bridgeCalls(() => app);

/**
 * A live profile named `name` on this sandbox (with its demo secrets), and a one-row file imported and
 * validated on it (`row`: name, email and phone; the Mango is COHORT). `start` is the Send request for it.
 */
async function liveImport(name: string, fileName: string, row: string) {
  const demo = sandbox.demoCredentials();
  const profile = await call('profiles.create', {
    name,
    baseUrl: sandbox.url,
    whitelabelHost: demo.whitelabelHost,
  });
  await call('profiles.setSecret', {
    profileId: profile.id,
    accessToken: demo.accessToken,
    apiKey: demo.apiKey,
  });
  const imported = await call('bulkJobs.import', {
    profileId: profile.id,
    fileName,
    chunk: `name,email,phone,mangoId\n${row},${COHORT}\n`,
    final: true,
  });
  await call('bulkJobs.validate', {
    profileId: profile.id,
    importId: imported.importId,
    mapping: imported.mapping,
    mangoIdForAll: null,
  });
  const start = (confirmation: string, options: { skipDryRun?: boolean } = {}) => ({
    profileId: profile.id,
    importId: imported.importId,
    includeAlreadySubscribed: false,
    ...options,
    concurrency: 4,
    confirmation,
  });
  return { profileId: profile.id, importId: imported.importId, start };
}

/**
 * A job of `n` rows as a console would have written it on this sandbox's data (its generation, made now),
 * its emails `<prefix><i>@migration.test`.
 */
function writtenHere(n: number, id: string, prefix: string) {
  const job = {
    ...makeJob(n, id),
    createdAt: new Date().toISOString(),
    sandboxGeneration: sandbox.generation(),
  };
  job.rows = job.rows.map((r) => ({
    ...r,
    body: { ...r.body, email: String(r.body['email']).replace('bulk', prefix) },
  }));
  return job;
}

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0 });
  dataDir = await mkdtemp(join(tmpdir(), 'migration-it-'));
  app = await boot();
});
afterAll(async () => {
  await app.close();
  await sandbox.close();
});

describe('the migration channels, end to end in main', () => {
  const text =
    '\uFEFFNom;Courriel;Mobile;Mango\r\n' +
    `Meera Iyer;meera.iyer0@example.test;9876543210;${COHORT}\r\n` +
    `New Person;new.person@migration.test;9876543211;${COHORT}\r\n` +
    `Bad Phone;bad.phone@migration.test;+91 98765;${COHORT}\r\n`;

  it('imports in chunks, validates, dry-runs, skips existing customers, runs and exports', async () => {
    let importId: string | undefined;
    let last: ChannelOutput<'bulkJobs.import'> | undefined;
    for (let i = 0; i < text.length; i += 7) {
      last = await call('bulkJobs.import', {
        ...(importId ? { importId } : {}),
        fileName: 'fr.csv',
        chunk: text.slice(i, i + 7),
        final: i + 7 >= text.length,
      });
      importId = last.importId;
    }
    expect(last?.done).toBe(true);
    expect(last?.rows).toBe(3);
    expect(last?.delimiter).toBe(';');
    // French headers: only "Mobile" and "Mango" match by themselves.
    expect(last?.mapping).toMatchObject({ name: null, email: null, phone: 2, mangoId: 3 });
    const mapping = { ...last!.mapping!, name: 0, email: 1 };
    const summary = await call('bulkJobs.validate', { importId, mapping, mangoIdForAll: null });
    expect(summary).toMatchObject({ total: 3, valid: 2, invalid: 1, unmapped: [], mangoesChecked: true });
    // The screen saves the mapping it validated; the next file with these headers maps itself.
    await call('bulkJobs.saveMapping', { headers: last!.headers, mapping });
    expect(
      (await call('bulkJobs.getMapping', { headers: ['Nom', 'Courriel', 'Mobile', 'Mango'] })).mapping,
    ).toMatchObject({ name: 0, email: 1 });

    const invalid = await call('bulkJobs.exportInvalid', { importId });
    expect(invalid.content).toContain('dialCode column');
    const dry = await call('bulkJobs.dryRun', { importId });
    expect(dry.counts).toEqual({ already_subscribed: 1, new: 1 });
    const page = await call('bulkJobs.rows', {
      importId,
      filter: 'already_subscribed',
      offset: 0,
      limit: 10,
    });
    expect(page.rows[0]?.values.email).toBe('meera.iyer0@example.test');

    const started = await call('bulkJobs.start', {
      importId,
      includeAlreadySubscribed: false,
      concurrency: 2,
    });
    const done = await finished(started.id);
    expect(done.counts).toMatchObject({ succeeded: 1, skipped: 1, failed: 0, uncertain: 0 });
    expect(events.some((e) => e.event === 'bulkJobs.jobChanged')).toBe(true);
    const results = await call('bulkJobs.exportResults', { jobId: started.id });
    const lines = results.content.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Nom,Courriel,Mobile,Mango,source row,status,orderId,subscriptionId,userId,errorMessage,time',
    );
    expect(lines.find((l) => l.startsWith('New Person'))).toMatch(
      /,3,succeeded,[0-9a-f]{24},[0-9a-f]{24},[0-9a-f]{24},,/,
    );
    // The filter's rows only, with their source row numbers.
    const skipped = await call('bulkJobs.exportResults', { jobId: started.id, state: 'skipped' });
    const skippedLines = skipped.content
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(skippedLines).toHaveLength(2);
    expect(skippedLines[1]).toMatch(
      /^Meera Iyer,meera\.iyer0@example\.test,9876543210,[0-9a-f]{24},2,skipped,/,
    );
    expect(lines.find((l) => l.startsWith('Meera'))).toContain(',skipped,');
    // Every row of the file is in the results: the invalid one too, with its reason, never sent.
    expect(done.invalidRows).toBe(1);
    expect(lines.filter(Boolean)).toHaveLength(4);
    expect(lines.find((l) => l.startsWith('Bad Phone'))).toMatch(/,4,invalid,,,,[^,]*dialCode column/);
    // Named after the job (its short id and day), so a second job of fr.csv does not save over it.
    const short = started.id.split('-').pop();
    expect(results.fileName).toBe(`fr-results-${short}-${started.createdAt.slice(0, 10)}.csv`);
    expect(skipped.fileName).toMatch(new RegExp(`^fr-[a-z-]+-rows-${short}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    expect((await call('bulkJobs.jobs', {})).jobs.map((j) => j.id)).toContain(started.id);
  });

  it('asks for the typed row count and profile name on a live profile', async () => {
    const live = await liveImport('Asha Live', 'live.csv', 'Live One,live.one@migration.test,9876500011');
    // On a live profile the dry run comes first, unless the person turned it off.
    const noDryRun = await fail('bulkJobs.start', live.start('1 Asha Live'));
    expect(noDryRun.message).toContain('Run the dry run first');
    await call('bulkJobs.dryRun', { profileId: live.profileId, importId: live.importId });
    const refused = await fail('bulkJobs.start', live.start('1 Asha'));
    expect(refused.message).toContain('Type "1 Asha Live"');
    const job = await call('bulkJobs.start', live.start('1 Asha Live'));
    expect((await finished(job.id)).counts.succeeded).toBe(1);
  });

  it('sends a live file without the dry run only when the person turned it off', async () => {
    const live = await liveImport('Ravi Live', 'live2.csv', 'Live Two,live.two@migration.test,9876500012');
    const job = await call('bulkJobs.start', live.start('1 Ravi Live', { skipDryRun: true }));
    expect((await finished(job.id)).counts.succeeded).toBe(1);
  });

  it('refuses a file that is not a CSV it can read, saying what to fix', async () => {
    const dup = await fail('bulkJobs.import', {
      fileName: 'dup.csv',
      chunk: 'Email,e-mail\na,b\n',
      final: true,
    });
    expect(dup.message).toMatch(/two columns named alike/);
    const empty = await fail('bulkJobs.import', { fileName: 'empty.csv', chunk: '', final: true });
    expect(empty.message).toMatch(/empty/);
  });

  it('resumes, on start, a job that was running when the console died', async () => {
    const job = writtenHere(30, 'job-crashed-000001', 'crashed');
    const { paths } = await writeJob(job, dataDir);
    expect(paths).toEqual(jobPaths(dataDir, 'sandbox', job.id));
    const at = new Date().toISOString();
    // Row 0 claimed and sent when the console died mid-way through its outcome line.
    await writeJournal(
      job,
      paths,
      [
        { t: 'status', s: 'running', at },
        { t: 'sending', r: 0, at, a: 1 },
      ],
      { next: 1, tail: '{"t":"succ' },
    );
    await writeFile(paths.lock, JSON.stringify({ pid: 2 ** 22 + 4242, at }));
    await app.close();
    app = await boot();
    const done = await finished(job.id);
    expect(done.counts).toMatchObject({ succeeded: 29, uncertain: 1 });
    const check = await call('bulkJobs.resolveUncertain', { jobId: job.id, mode: 'check' });
    expect(check.message).toContain('1 not added');
    const retried = await call('bulkJobs.retryFailed', { jobId: job.id });
    expect(retried.status).toBe('running');
    expect((await finished(job.id)).counts.succeeded).toBe(30);
  });
  it('holds a job whose journal was cut short as damaged: moved aside, not resumed, nothing sent again', async () => {
    const job = writtenHere(10, 'job-damaged-000001', 'damaged');
    const { paths } = await writeJob(job, dataDir);
    const at = new Date().toISOString();
    const lines: JournalEntry[] = [{ t: 'status', s: 'running', at }];
    for (let r = 0; r < 10; r += 1)
      lines.push({ t: 'sending', r, at, a: 1 }, { t: 'succeeded', r, at, res: { status: 'success' } });
    lines.push({ t: 'status', s: 'finished', at });
    await writeJournal(job, paths, lines, { next: 10, clean: true });
    // A backup restored over the journal: only its first half is left.
    const full = await readFile(paths.journal, 'utf8');
    await writeFile(paths.journal, full.slice(0, Math.floor(full.length / 2)));
    const sentBefore = sandbox.state.data.subscriptions.length;
    await app.close();
    app = await boot();
    // The console moves it aside as it starts (in the background, with the other jobs' resumption).
    let summary = await call('bulkJobs.job', { jobId: job.id, state: 'all', offset: 0, limit: 1 });
    for (let i = 0; i < 50 && !summary.job.statusReason?.includes('moved to'); i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      summary = await call('bulkJobs.job', { jobId: job.id, state: 'all', offset: 0, limit: 1 });
    }
    expect(summary.job.status).toBe('damaged');
    expect(summary.job.statusReason).toMatch(/moved to journal\.jsonl\.corrupt-/);
    expect(summary.job.counts.pending).toBe(0);
    const aside = (await readdir(paths.dir)).filter((f) => f.startsWith('journal.jsonl.corrupt-'));
    expect(aside).toHaveLength(1);
    expect(await readFile(join(paths.dir, aside[0] ?? ''), 'utf8')).toBe(
      full.slice(0, Math.floor(full.length / 2)),
    );
    // Resuming sends nothing: every row is succeeded (proven by the half that was left) or uncertain.
    await call('bulkJobs.resume', { jobId: job.id });
    expect((await finished(job.id)).counts.succeeded).toBeGreaterThan(0);
    expect(sandbox.state.data.subscriptions.length).toBe(sentBefore);
  });
});
