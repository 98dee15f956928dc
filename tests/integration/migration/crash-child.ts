/**
 * The job runner in its own process, for the crash test: opens the job from its journal (resuming
 * whatever a previous, killed process left), sends until done, prints the final counts and exits.
 * Env: JOB_DATA_DIR, JOB_ID, SANDBOX_URL, SANDBOX_HOST, SANDBOX_API_KEY, SANDBOX_ACCESS_TOKEN (each kind
 * sends with its own family's secret).
 */
import { createApiClient } from '../../../src/main/api';
import { jobPaths, readJobFile } from '../../../src/main/services/migration/job-store';
import { JobRunner } from '../../../src/main/services/migration/runner';
import { countStates } from '../../../src/shared/domain/migration/journal';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const paths = jobPaths(env('JOB_DATA_DIR'), 'sandbox', env('JOB_ID'));
const job = await readJobFile(paths);
const client = createApiClient({
  profile: { id: 'sandbox', baseUrl: env('SANDBOX_URL'), whitelabelHost: env('SANDBOX_HOST') },
  getSecrets: async () => ({ apiKey: env('SANDBOX_API_KEY'), accessToken: env('SANDBOX_ACCESS_TOKEN') }),
  // The test measures crash safety, not pacing: the 120-per-10-s host limit would make it take minutes.
  hostLimit: false,
  retryPolicy: { maxRateLimitRetries: 0 },
});
const runner = await JobRunner.open({
  job,
  paths,
  client,
  clock: (await import('../../../src/main/api/clock')).systemClock,
});
process.stdout.write('started\n');
await runner.start();
await runner.whenIdle();
process.stdout.write(`${JSON.stringify({ status: runner.status, counts: countStates(runner.rows) })}\n`);
await runner.close();
await client.close();
