// The API client's cost against the embedded sandbox: per-call overhead versus a raw undici request in the
// same run (median and p99), and 1,000 GETs through the host limiter. The limiter's 120-per-10-s budget
// would make that last figure a fixed ~85 s of real waiting, so the client and the sandbox share one virtual
// clock: the limiter's waits advance it, the wall time measures what the client itself costs.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'undici';
import { createApiClient } from '../src/main/platform/api/client';
import type { Clock } from '../src/main/platform/api/clock';
import { buildHeaders } from '../src/main/platform/api/headers';
import { createSandbox } from '../src/sandbox/server';
import { createActivityLog } from '../src/main/platform/activity-log/activity-log';

const WARMUP = 100;
const SAMPLES = 10_000;
const LOGGED_BLOCKS = 10;
const LOGGED_BLOCK_SIZE = 1_000;
const THROUGHPUT_CALLS = 1_000;
const CONCURRENCY = 16;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

function summarize(samples: number[]): { median: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (n: number): number => Math.round(n * 1000) / 1000;
  return { median: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)) };
}

async function timeEach(count: number, fn: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return samples;
}

export async function runClientBench(): Promise<Record<string, unknown>> {
  const sandbox = await createSandbox({ port: 0 });
  const credentials = sandbox.demoCredentials();
  const profile = { id: 'bench', baseUrl: sandbox.url, whitelabelHost: credentials.whitelabelHost };
  const secrets = { accessToken: credentials.accessToken, apiKey: credentials.apiKey };
  const path = '/api/v1/external/feeds/posts?limit=1';

  const pool = new Pool(sandbox.url, { connections: CONCURRENCY, keepAliveTimeout: 4_000 });
  const headers = buildHeaders('bearer', { profile, secrets });
  const raw = async (): Promise<unknown> => {
    const response = await pool.request({ method: 'GET', path, headers });
    const text = await response.body.text();
    if (response.statusCode !== 200) throw new Error(`raw GET answered ${response.statusCode}`);
    return JSON.parse(text) as unknown;
  };
  const client = createApiClient({ profile, getSecrets: async () => secrets, hostLimit: false });
  const viaClient = (): Promise<unknown> => client.listFeedPosts({ query: { limit: 1 } });
  // As the console runs it: every call also goes to the activity log (JSONL on disk).
  const logDir = await mkdtemp(join(tmpdir(), 'bench-activity-'));
  const activityLog = createActivityLog({ dir: logDir });
  const logged = createApiClient({ profile, getSecrets: async () => secrets, hostLimit: false, activityLog });
  const viaLogged = (): Promise<unknown> => logged.listFeedPosts({ query: { limit: 1 } });

  // The client against raw undici: alternated call by call, so drift (GC, JIT, the sandbox's request log
  // growing, the CPU's clock) hits both alike; which one goes first alternates too.
  await timeEach(WARMUP, raw);
  await timeEach(WARMUP, viaClient);
  const rawSamples: number[] = [];
  const clientSamples: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const pair = i % 2 === 0 ? [raw, viaClient] : [viaClient, raw];
    for (const fn of pair) {
      const started = performance.now();
      await fn();
      (fn === raw ? rawSamples : clientSamples).push(performance.now() - started);
    }
  }

  // As the console runs it, with every call also written to the activity log. Its appends run in the
  // background, so alternating call by call would bill them to whichever request runs next: here blocks of
  // calls alternate instead (each far longer than the log's 100 ms batching, so its writes fall inside the
  // timed calls), and each logged block's last writes finish before the next raw block starts.
  await timeEach(WARMUP, viaLogged);
  const rawBlockSamples: number[] = [];
  const loggedSamples: number[] = [];
  for (let block = 0; block < LOGGED_BLOCKS; block += 1) {
    rawBlockSamples.push(...(await timeEach(LOGGED_BLOCK_SIZE, raw)));
    loggedSamples.push(...(await timeEach(LOGGED_BLOCK_SIZE, viaLogged)));
    await activityLog.flush();
  }
  const rawStats = summarize(rawSamples);
  const clientStats = summarize(clientSamples);
  const loggedStats = summarize(loggedSamples);
  const rawBlockStats = summarize(rawBlockSamples);
  await activityLog.flush();
  await rm(logDir, { recursive: true, force: true });

  // Throughput with the documented host limit on, on a virtual clock shared with the sandbox.
  sandbox.clock.set(sandbox.clock.now(), { frozen: true });
  const sharedClock: Clock = {
    now: () => sandbox.clock.now(),
    random: Math.random,
    // Advance to the sleeper's deadline (not by its length), so concurrent waits overlap as in real time.
    sleep: async (ms) => {
      const target = sandbox.clock.now() + Math.max(0, ms);
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (sandbox.clock.now() < target) sandbox.clock.advance(target - sandbox.clock.now());
    },
  };
  const limited = createApiClient({ profile, getSecrets: async () => secrets, clock: sharedClock });
  let rateLimited = 0;
  let next = 0;
  const virtualStart = sandbox.clock.now();
  const wallStart = performance.now();
  const worker = async (): Promise<void> => {
    while (next < THROUGHPUT_CALLS) {
      next += 1;
      await limited.listFeedPosts({ query: { limit: 1 } }).catch((error: unknown) => {
        rateLimited += 1;
        throw error;
      });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const wallMs = performance.now() - wallStart;
  const virtualMs = sandbox.clock.now() - virtualStart;

  await Promise.all([client.close(), logged.close(), limited.close(), pool.close()]);
  await sandbox.close();
  return {
    samples: SAMPLES,
    rawUndiciMs: rawStats,
    clientMs: clientStats,
    overheadRatioMedian: Math.round((clientStats.median / rawStats.median) * 100) / 100,
    overheadRatioP99: Math.round((clientStats.p99 / rawStats.p99) * 100) / 100,
    addedMicrosecondsMedian: Math.round((clientStats.median - rawStats.median) * 1000),
    withActivityLog: {
      rawUndiciMs: rawBlockStats,
      clientMs: loggedStats,
      ratioMedian: Math.round((loggedStats.median / rawBlockStats.median) * 100) / 100,
      ratioP99: Math.round((loggedStats.p99 / rawBlockStats.p99) * 100) / 100,
    },
    limitedGets: THROUGHPUT_CALLS,
    limitedWallMs: Math.round(wallMs),
    limitedWallPerSecond: Math.round((THROUGHPUT_CALLS / wallMs) * 1000),
    limitedVirtualSeconds: Math.round(virtualMs / 100) / 10,
    limitedVirtualPerSecond: Math.round((THROUGHPUT_CALLS / (virtualMs / 1000)) * 10) / 10,
    limitedFailures: rateLimited,
  };
}
