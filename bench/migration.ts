/**
 * Bulk migration benchmark (issue 8): the same 2,000-row file through the console's job runner and through
 * a sequential loop of single requests (what a curl loop does: a new connection per request, no retry),
 * against the sandbox limited to 600 requests a minute, and unlimited with 20 ms of added latency (with the
 * sandbox in a child process, as a remote service would be, and in this process), and through Newman
 * with the CSV as iteration data (installed from npm on first use into out/bench/newman; reported as not
 * run when that fails). Plus: validating a 100,000-row file, in a child process so its memory is its own.
 */
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient, systemClock } from '../src/main/platform/api';
import { createSandbox, type Sandbox } from '../src/sandbox/server';
import { jobPaths, writeJobFile, type JobFile } from '../src/main/areas/bulk-jobs/job-store';
import { JobRunner } from '../src/main/areas/bulk-jobs/runner';
import { createCsvStreamParser } from '../src/shared/areas/bulk-jobs/domain/csv-stream';
import { autoMatch } from '../src/shared/areas/bulk-jobs/domain/fields';
import { nameIndex } from '../src/shared/areas/bulk-jobs/domain/name-match';
import { validateFile, type DataRow } from '../src/shared/areas/bulk-jobs/domain/validate-file';
import { countStates } from '../src/shared/areas/bulk-jobs/domain/journal';
import { AppFailure } from '../src/shared/errors';
import { underContention } from './cpu-hog';

/** Rows per job (`MIGRATION_BENCH_ROWS`, 2,000). */
const ROWS = Number(process.env.MIGRATION_BENCH_ROWS ?? 2_000);

/**
 * How the job looks at the service before writing (`MIGRATION_BENCH_CHECK`), as the console runs it:
 * `before-send` (default: no dry run, so each row is read just before it is sent), `dry-run` (every row
 * carries a fresh dry-run verdict, so nothing is read again: the dry run's own reads are not counted), or
 * `none` (no reads at all, as the runner did before issue 28).
 */
const CHECK = (process.env.MIGRATION_BENCH_CHECK ?? 'before-send') as 'before-send' | 'dry-run' | 'none';

/**
 * The service under test: the sandbox in this process, or in a child process of its own. The real service
 * is remote, with its own CPU; in this process its request handling shares one event loop with the job
 * runner, so four concurrent requests queue behind each other there and concurrency is undersold, while
 * the sequential loop is not affected. Both are measured.
 */
interface Service {
  url: string;
  apiKey: string;
  /** The token the reads before sending go out with (the writes use the API key). */
  accessToken: string;
  whitelabelHost: string;
  setFaults(faults: unknown): Promise<void>;
  /** Users and subscriptions, for the audit. */
  customers(): Promise<{
    users: Array<{ _id: string; email?: string }>;
    subs: Array<{ fan: string; mango: string }>;
  }>;
  close(): Promise<void>;
}

async function inProcessService(): Promise<Service> {
  const sandbox: Sandbox = await createSandbox({ port: 0 });
  const demo = sandbox.demoCredentials();
  return {
    url: sandbox.url,
    apiKey: demo.apiKey,
    accessToken: demo.accessToken,
    whitelabelHost: demo.whitelabelHost,
    setFaults: async (faults) => void sandbox.faults.set(faults as Parameters<Sandbox['faults']['set']>[0]),
    customers: async () => ({ users: sandbox.state.data.users, subs: sandbox.state.data.subscriptions }),
    close: () => sandbox.close(),
  };
}

async function childProcessService(): Promise<Service> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, '../scripts/sandbox.ts'), '--port', '0'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (found?.[1]) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`sandbox process exited ${code}`)));
  });
  child.stdout.resume();
  const control = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(`${url}/__sandbox/${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    if (!response.ok) throw new Error(`sandbox control ${method} ${path} answered ${response.status}`);
    return response.json();
  };
  const demo = (await control('GET', 'credentials')) as {
    apiKey: string;
    accessToken: string;
    whitelabelHost: string;
  };
  return {
    url,
    apiKey: demo.apiKey,
    accessToken: demo.accessToken,
    whitelabelHost: demo.whitelabelHost,
    setFaults: async (faults) => void (await control('PUT', 'faults', faults)),
    customers: async () => ({
      users: (await control('GET', 'state?collection=users')) as Array<{ _id: string; email?: string }>,
      subs: (await control('GET', 'state?collection=subscriptions')) as Array<{ fan: string; mango: string }>,
    }),
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function startService(where: 'in-process' | 'child-process', faults: unknown): Promise<Service> {
  const service = where === 'in-process' ? await inProcessService() : await childProcessService();
  await service.setFaults(faults);
  return service;
}
const MANGO = 'ae0000000000000000000003';

function rows(n: number, tag: string): JobFile['rows'] {
  return Array.from({ length: n }, (_, i) => ({
    line: i + 2,
    cells: [],
    body: { name: `Bench ${i}`, email: `${tag}${i}@bench.test`, phone: 9_100_000_000 + i, mangoId: MANGO },
  }));
}

/** Samples RSS while `work` runs; answers its result, the wall time and the peak RSS in MB. */
async function measured<T>(
  work: () => Promise<T>,
): Promise<{ result: T; wallMs: number; peakRssMb: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  try {
    const result = await work();
    return { result, wallMs: Math.round(performance.now() - started), peakRssMb: Math.round(peak / 1048576) };
  } finally {
    clearInterval(timer);
  }
}

/** Customers the service holds per bench email: lost = sent rows missing, doubled = more than one. */
async function audit(
  service: Service,
  tag: string,
  n: number,
): Promise<{ succeededOnService: number; lost: number; doubled: number }> {
  const { users: userList, subs } = await service.customers();
  const users = new Map(userList.map((u) => [u._id, u.email]));
  const per = new Map<string, number>();
  for (const s of subs) {
    const email = users.get(s.fan);
    if (email?.startsWith(tag) && s.mango === MANGO) per.set(email, (per.get(email) ?? 0) + 1);
  }
  const doubled = [...per.values()].filter((c) => c > 1).length;
  return { succeededOnService: per.size, lost: n - per.size, doubled };
}

async function runRunner(service: Service, tag: string, concurrency: number, hostLimit: boolean) {
  const dataDir = await mkdtemp(join(tmpdir(), 'migration-bench-'));
  const job: JobFile = {
    schemaVersion: 1,
    id: `job-bench-${tag}`,
    profileId: 'sandbox',
    profileName: 'Sandbox',
    profileKind: 'sandbox',
    fileName: 'bench.csv',
    createdAt: new Date().toISOString(),
    headers: [],
    mangoes: [{ id: MANGO }],
    concurrency,
    rows:
      CHECK === 'dry-run'
        ? rows(ROWS, tag).map((row) => ({ ...row, checkedAt: new Date().toISOString() }))
        : rows(ROWS, tag),
  };
  const paths = jobPaths(dataDir, 'sandbox', job.id);
  await writeJobFile(paths, job);
  const client = createApiClient({
    profile: { id: 'sandbox', baseUrl: service.url, whitelabelHost: service.whitelabelHost },
    getSecrets: async () => ({ apiKey: service.apiKey, accessToken: service.accessToken }),
    retryPolicy: { maxRateLimitRetries: 0 },
    ...(hostLimit ? {} : { hostLimit: false as const }),
  });
  let refused429 = 0;
  let reads = 0;
  const counted =
    <A extends unknown[], R>(send: (...args: A) => Promise<R>, read: boolean) =>
    async (...args: A): Promise<R> => {
      if (read) reads += 1;
      try {
        return await send(...args);
      } catch (error) {
        if (error instanceof AppFailure && error.error.kind === 'rate_limited') refused429 += 1;
        throw error;
      }
    };
  const counting = {
    migrateUser: counted(client.migrateUser.bind(client), false),
    lookupUser: counted(client.lookupUser.bind(client), true),
    listUserSubscriptions: counted(client.listUserSubscriptions.bind(client), true),
    getUser: counted(client.getUser.bind(client), true),
    getMango: counted(client.getMango.bind(client), true),
  };
  const run = await measured(async () => {
    const runner = await JobRunner.open({
      job,
      paths,
      client: counting,
      // The bench also runs against the code before issue 28, whose runner ignores `lookup`.
      ...(CHECK === 'none' ? {} : { lookup: counting }),
      clock: systemClock,
    });
    await runner.start();
    await runner.whenIdle();
    const counts = countStates(runner.rows);
    // learnedLimits is the new governor's; the bench also runs against the code before it.
    const governor = runner.governor as {
      learnedLimits?: () => unknown;
      capPerMinute(): number | null;
      decisions?: unknown;
    };
    const learned = {
      capPerMinute: governor.capPerMinute(),
      limits: governor.learnedLimits?.(),
      decisions: governor.decisions,
    };
    await runner.close();
    return { counts, learned };
  });
  await client.close();
  await rm(dataDir, { recursive: true, force: true });
  // Said as soon as known: a whole suite takes minutes.
  console.error(`${tag}: ${Math.round(run.wallMs)} ms, governor ${JSON.stringify(run.result.learned)}`);
  return {
    wallMs: run.wallMs,
    peakRssMb: run.peakRssMb,
    rowsSucceeded: run.result.counts.succeeded,
    states: run.result.counts,
    check: CHECK,
    reads,
    refused429,
    governor: run.result.learned,
    ...(await audit(service, tag, ROWS)),
  };
}

/** Newman, installed from npm on first use into out/bench/newman (not a dependency of the project). */
async function ensureNewman(): Promise<{ ok: true; dir: string } | { ok: false; reason: string }> {
  const dir = join(import.meta.dirname, '../out/bench/newman');
  const entry = join(dir, 'node_modules/newman/package.json');
  if (!existsSync(entry)) {
    await mkdir(dir, { recursive: true });
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(
        'npm',
        ['install', '--no-save', '--no-audit', '--no-fund', '--ignore-scripts', '--prefix', dir, 'newman@6'],
        { stdio: 'ignore' },
      );
      child.on('error', () => resolve(-1));
      child.on('exit', resolve);
    });
    if (code !== 0 || !existsSync(entry))
      return { ok: false, reason: `npm install newman failed (exit ${code})` };
  }
  return { ok: true, dir };
}

/**
 * Newman with the CSV as iteration data: a one-request collection (migrate-user, the body from the row's
 * columns), run in a child process so its memory is its own. Newman sends each iteration once and does
 * not retry: a 429 or a reset is a lost row.
 */
async function runNewman(service: Service, tag: string, newmanDir: string) {
  const work = await mkdtemp(join(tmpdir(), 'newman-bench-'));
  const csv = join(work, 'rows.csv');
  await writeFile(
    csv,
    [
      'name,email,phone,mangoId',
      ...rows(ROWS, tag).map((r) => `${r.body.name},${r.body.email},${r.body.phone},${r.body.mangoId}`),
    ].join('\n'),
  );
  const collection = {
    info: {
      name: 'migrate users',
      schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    },
    item: [
      {
        name: 'migrate-user',
        request: {
          method: 'POST',
          url: `${service.url}/integration/action/migrate-user`,
          header: [
            { key: 'content-type', value: 'application/json' },
            { key: 'x-api-key', value: service.apiKey },
          ],
          body: {
            mode: 'raw',
            raw: '{"name":"{{name}}","email":"{{email}}","phone":{{phone}},"mangoId":"{{mangoId}}"}',
          },
        },
      },
    ],
  };
  const collectionPath = join(work, 'collection.json');
  await writeFile(collectionPath, JSON.stringify(collection));
  const script = `
    const newman = require(${JSON.stringify(join(newmanDir, 'node_modules/newman'))});
    const started = performance.now();
    newman.run({ collection: require(${JSON.stringify(collectionPath)}), iterationData: ${JSON.stringify(csv)}, reporters: [] }, (error, summary) => {
      const statuses = {};
      for (const e of summary?.run?.executions ?? []) {
        const code = String(e.response?.code ?? 0);
        statuses[code] = (statuses[code] ?? 0) + 1;
      }
      process.stdout.write(JSON.stringify({ error: error ? String(error) : null, wallMs: Math.round(performance.now() - started), statuses, maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }));
    });`;
  const result = await new Promise<{
    wallMs: number;
    statuses: Record<string, number>;
    maxRssMb: number;
    error: string | null;
  }>((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => {
      try {
        resolve(JSON.parse(out) as never);
      } catch {
        reject(new Error(`newman child exited ${code}`));
      }
    });
  });
  await rm(work, { recursive: true, force: true });
  return {
    wallMs: result.wallMs,
    peakRssMb: result.maxRssMb,
    rowsSucceeded: result.statuses['200'] ?? 0,
    statuses: result.statuses,
    ...(result.error ? { error: result.error } : {}),
    ...(await audit(service, tag, ROWS)),
  };
}

function postOnce(url: string, apiKey: string, body: unknown): Promise<number> {
  return new Promise((resolve) => {
    const data = JSON.stringify(body);
    const req = request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'x-api-key': apiKey,
          'content-length': Buffer.byteLength(data),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(data);
  });
}

async function runLoop(service: Service, tag: string) {
  const url = `${service.url}/integration/action/migrate-user`;
  const apiKey = service.apiKey;
  const run = await measured(async () => {
    const statuses: Record<string, number> = {};
    for (const row of rows(ROWS, tag)) {
      const status = String(await postOnce(url, apiKey, row.body));
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    return statuses;
  });
  return {
    wallMs: run.wallMs,
    peakRssMb: run.peakRssMb,
    rowsSucceeded: run.result['200'] ?? 0,
    statuses: run.result,
    ...(await audit(service, tag, ROWS)),
  };
}

/** In a child: parse and validate 100,000 rows streamed in 1 MB chunks; print time and memory over rest. */
async function validateChild(): Promise<void> {
  const header = 'name,email,phone,mangoId,validityDays,validUntil,dialCode,country';
  const lines = Array.from(
    { length: 100_000 },
    (_, i) => `Person ${i},p${i}@example.com,98${String(10_000_000 + i)},${MANGO},30,,+91,IN`,
  );
  const text = `${header}\r\n${lines.join('\r\n')}\r\n`;
  global.gc?.();
  const rest = process.memoryUsage().rss;
  let peak = rest;
  const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));
  const started = performance.now();
  const data: DataRow[] = [];
  let headers: string[] = [];
  const parser = createCsvStreamParser((r) =>
    headers.length === 0 ? (headers = r.cells) : data.push({ line: r.line, cells: r.cells }),
  );
  for (let i = 0; i < text.length; i += 1024 * 1024) {
    parser.push(text.slice(i, i + 1024 * 1024));
    sample();
  }
  parser.end();
  sample();
  const result = validateFile(data, autoMatch(headers), {
    today: { year: 2026, month: 1, day: 1 },
    mangoes: nameIndex([{ id: MANGO, name: 'Starter Course' }]),
  });
  sample();
  const ms = Math.round(performance.now() - started);
  const maxRss = process.resourceUsage().maxRSS * 1024;
  process.stdout.write(
    JSON.stringify({
      rows: data.length,
      valid: result.valid,
      ms,
      peakOverRestMb: Math.round((Math.max(peak, maxRss) - rest) / 1048576),
      fileMb: Math.round(text.length / 1048576),
    }),
  );
}

async function runValidation(): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', join(import.meta.dirname, 'migration.ts'), '--validate-child'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out) as Record<string, unknown>)
        : reject(new Error(`validation child exited ${code}`)),
    );
  });
}

export async function runMigrationBench(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = { rows: ROWS };
  // MIGRATION_BENCH_ONLY=limited|latency|validate runs one part (the whole suite takes about 6 minutes,
  // 10 with --contention).
  const only = process.env.MIGRATION_BENCH_ONLY;
  const wants = (part: string): boolean => !only || only === part;

  // MIGRATION_BENCH_SANDBOX=in-process|child-process: where the sandbox runs (default: both, for latency).
  const placement = process.env.MIGRATION_BENCH_SANDBOX;
  const places = (['child-process', 'in-process'] as const).filter((p) => !placement || p === placement);
  const limited = { routes: { migrateUser: { requestsPerMinute: 600 } } };
  const contention = process.argv.includes('--contention');
  // `--no-newman` / `--no-loops`: leave out the comparisons (Newman is installed from npm on first use).
  const withLoops = !process.argv.includes('--no-loops');
  const newman =
    (wants('limited') || wants('latency')) && !process.argv.includes('--no-newman')
      ? await ensureNewman()
      : { ok: false as const, reason: 'not asked for' };
  const latency = { routes: { migrateUser: { latencyMs: 20 } } };

  if (wants('limited')) {
    // The same placement for all; a fresh sandbox for each so the quota starts full.
    const where = places[0] ?? 'child-process';
    const onFresh = async <T>(run: (service: Service) => Promise<T>): Promise<T> => {
      const service = await startService(where, limited);
      try {
        return await run(service);
      } finally {
        await service.close();
      }
    };
    const runner = await onFresh((service) => runRunner(service, 'lim-runner-', 4, true));
    // `--contention`: the same job again while a CPU hog keeps every core busy (during the runner only).
    const runnerUnderContention = contention
      ? await onFresh((service) => underContention(() => runRunner(service, 'lim-hog-', 4, true)))
      : undefined;
    const sequentialLoop = withLoops ? await onFresh((service) => runLoop(service, 'lim-loop-')) : 'not run';
    let newmanRun: unknown = newman.ok ? undefined : `not run: ${newman.reason}`;
    if (newman.ok) newmanRun = await onFresh((service) => runNewman(service, 'lim-newman-', newman.dir));
    const allowedMinimumMs = Math.round((ROWS / 600) * 60_000);
    const over = (ms: number) => `${Math.round((ms / allowedMinimumMs - 1) * 1000) / 10}%`;
    out.limited600PerMinute = {
      sandbox: where,
      allowedMinimumMs,
      runner,
      runnerOverLimitBound: over(runner.wallMs),
      ...(runnerUnderContention
        ? { runnerUnderContention, runnerUnderContentionOverLimitBound: over(runnerUnderContention.wallMs) }
        : {}),
      sequentialLoop,
      newman: newmanRun,
    };
  }

  if (wants('latency')) {
    const results: Record<string, unknown> = {};
    // One sandbox per placement for every contender: its lookups are indexed, so the customers the
    // earlier contenders added do not slow the later ones (they did while migrate-user scanned a list).
    for (const where of places) {
      const service = await startService(where, latency);
      try {
        const loop = await runLoop(service, 'lat-loop-');
        const runner4 = await runRunner(service, 'lat-runner4-', 4, false);
        const runner8 = await runRunner(service, 'lat-runner8-', 8, false);
        const runner4UnderContention = contention
          ? await underContention(() => runRunner(service, 'lat-hog4-', 4, false))
          : undefined;
        const newmanRun = newman.ok
          ? await runNewman(service, 'lat-newman-', newman.dir)
          : `not run: ${newman.reason}`;
        const speedup = (ms: number) => Math.round((loop.wallMs / ms) * 100) / 100;
        results[where] = {
          sequentialLoop: loop,
          newman: newmanRun,
          runnerConcurrency4: runner4,
          runnerConcurrency8: runner8,
          speedupConcurrency4: speedup(runner4.wallMs),
          speedupConcurrency8: speedup(runner8.wallMs),
          ...(runner4UnderContention
            ? {
                runner4UnderContention,
                speedupConcurrency4UnderContention: speedup(runner4UnderContention.wallMs),
              }
            : {}),
        };
      } finally {
        await service.close();
      }
    }
    out.unlimited20msLatency = results;
  }
  if (wants('validate')) out.validate100kRows = await runValidation();
  return out;
}

if (process.argv.includes('--validate-child')) void validateChild();
