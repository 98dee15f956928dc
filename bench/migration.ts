/**
 * Bulk migration benchmark (issue 8): the same 2,000-row file through the console's job runner and through
 * a sequential loop of single requests (what a curl loop does: a new connection per request, no retry),
 * against the sandbox limited to 600 requests a minute, and unlimited with 20 ms of added latency. Newman
 * is not installed here and is reported as not run. Plus: validating a 100,000-row file, in a child
 * process so its peak memory is its own.
 */
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient, systemClock } from '../src/main/api';
import { createSandbox, type Sandbox } from '../src/main/sandbox/server';
import { jobPaths, writeJobFile, type JobFile } from '../src/main/services/migration/job-store';
import { JobRunner } from '../src/main/services/migration/runner';
import { createCsvStreamParser } from '../src/shared/domain/migration/csv-stream';
import { autoMatch } from '../src/shared/domain/migration/fields';
import { validateFile, type DataRow } from '../src/shared/domain/migration/validate-file';
import { countStates } from '../src/shared/domain/migration/journal';

const ROWS = 2_000;
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

/** Customers the sandbox holds per bench email: lost = sent rows missing, doubled = more than one. */
function audit(
  sandbox: Sandbox,
  tag: string,
  n: number,
): { succeededOnService: number; lost: number; doubled: number } {
  const users = new Map(sandbox.state.data.users.map((u) => [u._id, u.email]));
  const per = new Map<string, number>();
  for (const s of sandbox.state.data.subscriptions) {
    const email = users.get(s.fan);
    if (email?.startsWith(tag) && s.mango === MANGO) per.set(email, (per.get(email) ?? 0) + 1);
  }
  const doubled = [...per.values()].filter((c) => c > 1).length;
  return { succeededOnService: per.size, lost: n - per.size, doubled };
}

async function runRunner(sandbox: Sandbox, tag: string, concurrency: number, hostLimit: boolean) {
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
    rows: rows(ROWS, tag),
  };
  const paths = jobPaths(dataDir, 'sandbox', job.id);
  await writeJobFile(paths, job);
  const demo = sandbox.demoCredentials();
  const client = createApiClient({
    profile: { id: 'sandbox', baseUrl: sandbox.url, whitelabelHost: demo.whitelabelHost },
    getSecrets: async () => ({ apiKey: demo.apiKey }),
    retryPolicy: { maxRateLimitRetries: 0 },
    ...(hostLimit ? {} : { hostLimit: false as const }),
  });
  const run = await measured(async () => {
    const runner = await JobRunner.open({ job, paths, client, clock: systemClock });
    await runner.start();
    await runner.whenIdle();
    const counts = countStates(runner.rows);
    await runner.close();
    return counts;
  });
  await client.close();
  await rm(dataDir, { recursive: true, force: true });
  return {
    wallMs: run.wallMs,
    peakRssMb: run.peakRssMb,
    rowsSucceeded: run.result.succeeded,
    states: run.result,
    ...audit(sandbox, tag, ROWS),
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

async function runLoop(sandbox: Sandbox, tag: string) {
  const url = `${sandbox.url}/integration/action/migrate-user`;
  const apiKey = sandbox.demoCredentials().apiKey;
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
    ...audit(sandbox, tag, ROWS),
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
    knownMangoIds: new Set([MANGO]),
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
  // MIGRATION_BENCH_ONLY=limited|latency|validate runs one part (the whole suite takes about 5 minutes).
  const only = process.env.MIGRATION_BENCH_ONLY;
  const wants = (part: string): boolean => !only || only === part;

  let sandbox: Awaited<ReturnType<typeof createSandbox>>;
  if (wants('limited')) {
    sandbox = await createSandbox({ port: 0 });
    sandbox.faults.set({ routes: { migrateUser: { requestsPerMinute: 600 } } });
    out.limited600PerMinute = {
      allowedMinimumMs: Math.round((ROWS / 600) * 60_000),
      runner: await runRunner(sandbox, 'lim-runner-', 4, true),
    };
    await sandbox.close();
    sandbox = await createSandbox({ port: 0 });
    sandbox.faults.set({ routes: { migrateUser: { requestsPerMinute: 600 } } });
    (out.limited600PerMinute as Record<string, unknown>).sequentialLoop = await runLoop(sandbox, 'lim-loop-');
    await sandbox.close();
  }

  if (wants('latency')) {
    sandbox = await createSandbox({ port: 0 });
    sandbox.faults.set({ routes: { migrateUser: { latencyMs: 20 } } });
    const loop = await runLoop(sandbox, 'lat-loop-');
    const runner4 = await runRunner(sandbox, 'lat-runner4-', 4, false);
    const runner8 = await runRunner(sandbox, 'lat-runner8-', 8, false);
    await sandbox.close();
    out.unlimited20msLatency = {
      sequentialLoop: loop,
      runnerConcurrency4: runner4,
      runnerConcurrency8: runner8,
      speedupConcurrency4: Math.round((loop.wallMs / runner4.wallMs) * 100) / 100,
      speedupConcurrency8: Math.round((loop.wallMs / runner8.wallMs) * 100) / 100,
    };
  }
  out.newman = 'not run: Newman is not a dependency of this project';
  if (wants('validate')) out.validate100kRows = await runValidation();
  return out;
}

if (process.argv.includes('--validate-child')) void validateChild();
