import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { appFailure } from '../../../shared/errors';
import { callChannel, type Dispatch, type Handlers } from '../../platform/handlers';
import { createLogger } from '../../platform/logging/logger';
import { pidIsAlive } from '../../platform/storage/data-dir-lock';
import type { ServiceDeps } from '../deps';
import { jobsRoot } from '../bulk-jobs/job-store';
import { SANDBOX_PROFILE_ID } from './profiles';

const log = createLogger('sandbox');

/** Where the console's own sandbox keeps its data, in the data directory (stale temp files are cleaned there). */
export const SANDBOX_DATA_FILE = 'sandbox-data.json';

export interface SandboxJobRef {
  id: string;
  fileName?: string;
}

/**
 * Bulk jobs of the Sandbox profile whose `job.lock` names a live process: a runner holds them open
 * (running, paused, or finished but not closed yet), in this console or another one on the same data
 * directory. A lock left by a process that is gone does not count.
 */
export async function lockedSandboxJobs(dataDir: string): Promise<Array<SandboxJobRef & { pid: number }>> {
  const root = jobsRoot(dataDir, SANDBOX_PROFILE_ID);
  const ids = await readdir(root).catch(() => [] as string[]);
  const open: Array<SandboxJobRef & { pid: number }> = [];
  for (const id of ids) {
    const lock = await readFile(join(root, id, 'job.lock'), 'utf8').catch(() => undefined);
    if (lock === undefined) continue;
    let pid: unknown;
    try {
      pid = (JSON.parse(lock) as { pid?: unknown }).pid;
    } catch {
      pid = undefined;
    }
    if (typeof pid !== 'number' || !pidIsAlive(pid)) continue;
    let fileName: string | undefined;
    try {
      const job = JSON.parse(await readFile(join(root, id, 'job.json'), 'utf8')) as { fileName?: unknown };
      if (typeof job.fileName === 'string') fileName = job.fileName;
    } catch {
      // The job's name is only for the message; the lock alone refuses the reset.
    }
    open.push({ id, pid, ...(fileName ? { fileName } : {}) });
  }
  return open;
}

/** "Reset sandbox data" and what the Profiles screen shows about the sandbox's data. */
/**
 * What refuses a reset: a Sandbox job running in this console (asked of the bulk-jobs code: its runners
 * keep their locks after finishing), or one whose lock another live console holds.
 */
async function runningSandboxJobs(
  dataDir: string,
  runningHere: () => Promise<SandboxJobRef[]>,
): Promise<SandboxJobRef[]> {
  const elsewhere = (await lockedSandboxJobs(dataDir)).filter((job) => job.pid !== process.pid);
  const here = await runningHere();
  const seen = new Set(here.map((job) => job.id));
  return [...here, ...elsewhere.filter((job) => !seen.has(job.id))];
}

export function sandboxDataHandlers(
  deps: Pick<ServiceDeps, 'dataDir' | 'sandbox' | 'emit'> & {
    /** Sandbox bulk jobs running in this console now. */
    runningHere: () => Promise<SandboxJobRef[]>;
  },
): Pick<Handlers, 'profiles.sandboxStatus' | 'profiles.resetSandbox'> {
  let resetting: Promise<unknown> | undefined;
  return {
    'profiles.sandboxStatus': () => deps.sandbox.dataStatus(),
    'profiles.resetSandbox': async () => {
      // A second click while the first reset runs joins it instead of deleting twice.
      if (resetting) {
        await resetting.catch(() => undefined);
        return deps.sandbox.dataStatus();
      }
      const run = (async () => {
        const jobs = await runningSandboxJobs(deps.dataDir, deps.runningHere);
        if (jobs.length > 0) {
          const named = jobs
            .map((job) => (job.fileName ? `"${job.fileName}" (${job.id})` : job.id))
            .join(', ');
          throw appFailure(
            'conflict',
            `The sandbox data was not reset: the bulk job ${named} is running on the Sandbox profile. Pause or cancel it in Bulk jobs, or let it finish, then reset.`,
          );
        }
        const generation = await deps.sandbox.resetData();
        log.info('sandbox data reset', { generation: generation.id });
        const status = deps.sandbox.dataStatus();
        deps.emit('profiles.sandboxChanged', { ...status, reason: 'reset' });
        return status;
      })();
      resetting = run;
      try {
        return await run;
      } finally {
        resetting = undefined;
      }
    },
  };
}

/** Sandbox jobs whose runner in this console is sending now, as the bulk-jobs area reports them. */
export async function runningSandboxJobsHere(dispatch: Dispatch | undefined): Promise<SandboxJobRef[]> {
  if (!dispatch) return [];
  const listed = await callChannel(dispatch, 'bulkJobs.jobs', { profileId: SANDBOX_PROFILE_ID });
  if (!listed.ok)
    throw appFailure(
      'internal',
      `The sandbox data was not reset: its bulk jobs could not be checked (${listed.error.message}).`,
    );
  return listed.value.jobs
    .filter((job) => job.status === 'running')
    .map((job) => ({ id: job.id, fileName: job.fileName }));
}
