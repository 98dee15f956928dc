import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createSandbox, type Sandbox } from '../../../src/sandbox/server';
import { JobRunner } from '../../../src/main/areas/bulk-jobs/runner';
import { resolveUncertainRows } from '../../../src/main/areas/bulk-jobs/resolve-uncertain';
import { jobKind } from '../../../src/shared/areas/bulk-jobs/kinds';
import { countStates, parseJournal, replayJournal } from '../../../src/shared/areas/bulk-jobs/domain/journal';
import { kindCases, sandboxClient, writeJob, type KindCase } from './helpers';
import { systemClock } from '../../../src/main/platform/api/clock';
import type { JobFile, JobPaths } from '../../../src/main/areas/bulk-jobs/job-store';
import { crashPoints } from './crash-points';
import { bundleChild } from '../../helpers/child-bundle';

/*
 * No crash at any point of the write path applies a row twice or loses one. Each kind's job is run by a
 * child process that SIGKILLs itself at each chosen point of a row's write path in turn (crash-points.ts),
 * with its other requests in flight; each restart resumes the journal the last one left.
 * `npm run test:exhaustive` adds more occurrences per point and the former matrix:
 * 2,000 rows, 20 kills at random instants (which also land inside mark writes and between requests).
 */
const exhaustive = process.env['TEST_EXHAUSTIVE'] === '1';

const CHILD_SOURCE = join(import.meta.dirname, 'crash-child.ts');
let child = '';
let childDir = '';
/** Rows of the random-instant matrix (exhaustive mode only), and its kills. */
const RANDOM_ROWS = 2_000;
const KILLS = 20;
/**
 * Rows of the chosen-point matrix: enough for every kill below (each process sends up to its kill's visit
 * plus the 8 in flight), so that none finds the job finished.
 */
const ROWS = exhaustive ? 1_000 : 200;
/**
 * At which visit of its point a child dies: the ninth, so that the job's other 8 requests are in flight,
 * each somewhere else on its own write path. Exhaustive: also the first row a process sends, and later.
 */
const OCCURRENCES = exhaustive ? [1, 2, 5, 9, 30] : [9];

let sandbox: Sandbox;
beforeAll(async () => {
  // Bundled once, so each of the 21 starts costs ~0.1 s instead of tsx's ~1.5 s of compiling.
  ({ dir: childDir, script: child } = await bundleChild(CHILD_SOURCE, 'crash-child-'));
});
afterAll(async () => {
  await rm(childDir, { recursive: true, force: true });
});

interface ChildRun {
  exitedBy: 'kill' | 'exit';
  output: string;
}

/** Runs the child; kills it with SIGKILL `killAfterMs` after it reports "started" (undefined: let it finish). */
function runChild(envVars: Record<string, string | undefined>, killAfterMs?: number): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [child], {
      env: { ...process.env, ...envVars },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let killed = false;
    proc.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (killAfterMs !== undefined && output.includes('started') && !killed) {
        killed = true;
        setTimeout(() => proc.kill('SIGKILL'), killAfterMs);
      }
    });
    proc.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    proc.on('error', reject);
    proc.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve({ exitedBy: 'kill', output });
      else if (code === 0) resolve({ exitedBy: 'exit', output });
      else reject(new Error(`child failed (${code}): ${output}`));
    });
  });
}

describe.each(kindCases)('crash safety of a $kind job', (kase) => {
  // A sandbox per test: the people one test's job names are not counted again by the next one's.
  beforeEach(async () => {
    sandbox = await createSandbox({ port: 0 });
    // A little latency so that kills land while requests are on the wire, not only between them.
    sandbox.faults.set({ routes: { [kase.operation]: { latencyMs: 8 } } });
  });
  afterEach(async () => {
    await sandbox.close();
  });

  it('survives a SIGKILL at each point of the write path: no row applied twice, every row accounted for', async () => {
    const { job, paths, envVars } = await startJob(kase, ROWS);
    for (const point of crashPoints)
      for (const after of OCCURRENCES) {
        const t0 = Date.now();
        const run = await runChild({ ...envVars, CRASH_AT: point, CRASH_AFTER: String(after) });
        if (process.env.CRASH_DEBUG) console.log('run', point, after, run.exitedBy, Date.now() - t0);
        expect(run.exitedBy, `killed ${point} (visit ${after})`).toBe('kill');
        // Each restart must still read the journal (a torn last line is cut, never fatal).
        const parsed = parseJournal(await readFile(paths.journal, 'utf8'));
        expect(parsed.damagedLines, `after a kill ${point}`).toEqual([]);
        expect(parsed.tornTail, `after a kill ${point}`).toBe(point === 'inside the sending line');
      }
    await finishAndCheck(kase, job, paths, envVars, ROWS);
  }, 240_000);

  it.runIf(exhaustive)(
    'survives 20 SIGKILLs at random instants: no row applied twice, every row accounted for',
    async () => {
      const { job, paths, envVars } = await startJob(kase, RANDOM_ROWS);
      let kills = 0;
      for (let i = 0; i < KILLS; i += 1) {
        const run = await runChild(envVars, Math.floor(Math.random() * 300));
        if (run.exitedBy === 'exit') break; // the job finished before this kill landed
        kills += 1;
        const parsed = parseJournal(await readFile(paths.journal, 'utf8'));
        expect(parsed.damagedLines).toEqual([]);
      }
      expect(kills).toBeGreaterThanOrEqual(10);
      await finishAndCheck(kase, job, paths, envVars, RANDOM_ROWS);
    },
    480_000,
  );
});

/** A job of `rows` rows of the kind, its preconditions made true on the sandbox, and the child's env. */
async function startJob(kase: KindCase, rows: number) {
  const job = { ...kase.makeJob(rows), concurrency: 8 };
  kase.prepare(sandbox, rows);
  const { dataDir, paths } = await writeJob(job);
  const demo = sandbox.demoCredentials();
  const envVars = {
    JOB_DATA_DIR: dataDir,
    JOB_ID: job.id,
    SANDBOX_URL: sandbox.url,
    SANDBOX_HOST: demo.whitelabelHost,
    SANDBOX_API_KEY: demo.apiKey,
    SANDBOX_ACCESS_TOKEN: demo.accessToken,
    CRASH_AT: undefined,
  };
  return { job, paths, envVars };
}

/**
 * Runs the job to its end in one more child, then checks the journal against the sandbox: every row
 * ended, none applied twice, a succeeded row applied once, a failed one never; then the uncertain rows
 * (killed mid-request) are settled by lookup, never re-sent, and the sandbox matches exactly.
 */
async function finishAndCheck(
  kase: KindCase,
  job: JobFile,
  paths: JobPaths,
  envVars: Record<string, string | undefined>,
  rows: number,
): Promise<void> {
  const last = await runChild(envVars);
  expect(last.exitedBy).toBe('exit');
  const reported = JSON.parse(last.output.trim().split('\n').at(-1) ?? '{}') as {
    status: string;
    counts: Record<string, number>;
  };
  expect(reported.status).toBe('finished');

  const replayed = replayJournal(rows, parseJournal(await readFile(paths.journal, 'utf8')).entries);
  const counts = countStates(replayed.rows);
  expect(counts).toEqual(reported.counts);
  expect(counts.pending + counts.sending).toBe(0);
  expect(counts.succeeded + counts.failed + counts.uncertain).toBe(rows);

  const held = kase.applied(sandbox);
  expect([...held.values()].every((n) => n === 1)).toBe(true);
  replayed.rows.forEach((row, i) => {
    const n = held.get(kase.emailOf(job, i)) ?? 0;
    if (row.state === 'succeeded') expect(n).toBe(1);
    if (row.state === 'failed') expect(n).toBe(0);
  });
  expect(held.size).toBeGreaterThanOrEqual(counts.succeeded);
  expect(held.size).toBeLessThanOrEqual(counts.succeeded + counts.uncertain);

  // A kind the reads cannot check (points) keeps its uncertain rows, for the person to decide.
  const runner = await JobRunner.open({ job, paths, client: sandboxClient(sandbox), clock: systemClock });
  const uncertain = runner.rows.flatMap((r, i) => (r.state === 'uncertain' ? [i] : []));
  await resolveUncertainRows(runner, job, uncertain, sandboxClient(sandbox), systemClock);
  const settled = countStates(runner.rows);
  if (jobKind(job.kind).check) {
    expect(settled.uncertain).toBe(0);
    expect(settled.succeeded).toBe(held.size);
  } else expect(settled).toEqual(counts);
  await runner.close();
}
