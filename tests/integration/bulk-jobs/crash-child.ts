/**
 * The job runner in its own process, for the crash test: opens the job from its journal (resuming
 * whatever a previous, killed process left), sends until done, prints the final counts and exits.
 * Env: JOB_DATA_DIR, JOB_ID, SANDBOX_URL, SANDBOX_HOST, SANDBOX_API_KEY, SANDBOX_ACCESS_TOKEN (each kind
 * sends with its own family's secret).
 * CRASH_AT (optional) names a point of the write path where the process SIGKILLs itself, at the
 * CRASH_AFTER-th time it gets there (default 1): see `CrashPoint`.
 */
import { createApiClient } from '../../../src/main/platform/api';
import { jobPaths, readJobFile } from '../../../src/main/areas/bulk-jobs/job-store';
import { nodeJournalIo, type JournalIo } from '../../../src/main/areas/bulk-jobs/journal-file';
import { JobRunner } from '../../../src/main/areas/bulk-jobs/runner';
import { countStates } from '../../../src/shared/areas/bulk-jobs/domain/journal';
import { crashPoints, type CrashPoint } from './crash-points';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const crashAt = process.env['CRASH_AT'] as CrashPoint | undefined;
if (crashAt && !crashPoints.includes(crashAt)) throw new Error(`CRASH_AT: unknown point ${crashAt}`);
const crashAfter = Number(process.env['CRASH_AFTER'] ?? '1');
let visits = 0;
/** Counts a visit to `point` when it is the chosen one: true at the CRASH_AFTER-th visit. */
function due(point: CrashPoint): boolean {
  if (point !== crashAt) return false;
  visits += 1;
  return visits === crashAfter;
}
const die = (): never => {
  process.kill(process.pid, 'SIGKILL');
  throw new Error('unreachable: SIGKILL is immediate');
};

/** The journal's writes, with the kill points around a "sending" line and after an outcome line. */
const journalIo: JournalIo = {
  ...nodeJournalIo,
  writeSync(fd, buffer, offset, length) {
    const line = buffer.toString('utf8', offset, offset + length);
    const sending = line.startsWith('{"t":"sending"');
    const outcome = /^\{"t":"(succeeded|failed|uncertain|pending)"/.test(line);
    if (sending && due('before the sending line')) die();
    if (sending && due('inside the sending line')) {
      // Half the line reaches the file: the torn tail a crash mid-write leaves.
      nodeJournalIo.writeSync(fd, buffer, offset, Math.max(1, Math.floor(length / 2)));
      die();
    }
    const written = nodeJournalIo.writeSync(fd, buffer, offset, length);
    if (sending && due('after the sending line')) die();
    if (outcome && due('after the answer')) die();
    return written;
  },
};

const paths = jobPaths(env('JOB_DATA_DIR'), 'sandbox', env('JOB_ID'));
const job = await readJobFile(paths);
const api = createApiClient({
  profile: { id: 'sandbox', baseUrl: env('SANDBOX_URL'), whitelabelHost: env('SANDBOX_HOST') },
  getSecrets: async () => ({ apiKey: env('SANDBOX_API_KEY'), accessToken: env('SANDBOX_ACCESS_TOKEN') }),
  // The test measures crash safety, not pacing: the 120-per-10-s host limit would make it take minutes.
  hostLimit: false,
  retryPolicy: { maxRateLimitRetries: 0 },
});
/** The rows' writes: the service has answered (and applied the row) but the outcome line is not written. */
const writes = new Set([
  'migrateUser',
  'revokeUser',
  'grantSubscription',
  'revokeSubscription',
  'assignBadges',
  'assignPoints',
]);
const client = new Proxy(api, {
  get(target, name, receiver) {
    const value: unknown = Reflect.get(target, name, receiver);
    if (typeof name !== 'string' || !writes.has(name) || typeof value !== 'function') return value;
    return async (...args: unknown[]) => {
      const answer: unknown = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
      if (due('before the answer')) die();
      return answer;
    };
  },
});
const runner = await JobRunner.open({
  job,
  paths,
  client,
  journalIo,
  clock: (await import('../../../src/main/platform/api/clock')).systemClock,
});
process.stdout.write('started\n');
await runner.start();
await runner.whenIdle();
process.stdout.write(`${JSON.stringify({ status: runner.status, counts: countStates(runner.rows) })}\n`);
await runner.close();
await api.close();
