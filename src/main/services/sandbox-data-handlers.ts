import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { appFailure } from '../../shared/errors';
import type { Handlers } from '../bridge/dispatcher';
import { createLogger } from '../logging/logger';
import type { ServiceDeps } from './deps';
import { jobsRoot } from './migration/job-store';
import { SANDBOX_PROFILE_ID } from './profiles';

const log = createLogger('sandbox');

/** Where the console's own sandbox keeps its data, in the data directory (stale temp files are cleaned there). */
export const SANDBOX_DATA_FILE = 'sandbox-data.json';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Bulk jobs of the Sandbox profile that a runner holds open now (running or paused): each holds its
 * `job.lock` with the pid of its console. Read from the files, so the bulk-jobs code is not involved and
 * another console's job counts too; a lock left by a process that is gone does not.
 */
export async function openSandboxJobs(dataDir: string): Promise<Array<{ id: string; fileName?: string }>> {
  const root = jobsRoot(dataDir, SANDBOX_PROFILE_ID);
  const ids = await readdir(root).catch(() => [] as string[]);
  const open: Array<{ id: string; fileName?: string }> = [];
  for (const id of ids) {
    const lock = await readFile(join(root, id, 'job.lock'), 'utf8').catch(() => undefined);
    if (lock === undefined) continue;
    let pid: unknown;
    try {
      pid = (JSON.parse(lock) as { pid?: unknown }).pid;
    } catch {
      pid = undefined;
    }
    if (typeof pid !== 'number' || !isAlive(pid)) continue;
    let fileName: string | undefined;
    try {
      const job = JSON.parse(await readFile(join(root, id, 'job.json'), 'utf8')) as { fileName?: unknown };
      if (typeof job.fileName === 'string') fileName = job.fileName;
    } catch {
      // The job's name is only for the message; the lock alone refuses the reset.
    }
    open.push({ id, ...(fileName ? { fileName } : {}) });
  }
  return open;
}

/** "Reset sandbox data" and what the Profiles screen shows about the sandbox's data. */
export function sandboxDataHandlers(
  deps: Pick<ServiceDeps, 'dataDir' | 'sandbox' | 'emit'>,
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
        const jobs = await openSandboxJobs(deps.dataDir);
        if (jobs.length > 0) {
          const named = jobs
            .map((job) => (job.fileName ? `"${job.fileName}" (${job.id})` : job.id))
            .join(', ');
          throw appFailure(
            'conflict',
            `The sandbox data was not reset: the bulk job ${named} is open on the Sandbox profile. Cancel it or let it finish in Bulk jobs, then reset.`,
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
