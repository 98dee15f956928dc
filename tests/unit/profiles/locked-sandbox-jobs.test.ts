import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jobPaths } from '../../../src/main/areas/bulk-jobs/job-store';
import { lockedSandboxJobs } from '../../../src/main/areas/profiles/sandbox-data';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(`${tmpdir()}/locked-sandbox-jobs-`);
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function job(profileId: string, id: string, lock: unknown): Promise<void> {
  const paths = jobPaths(dataDir, profileId, id);
  await mkdir(paths.dir, { recursive: true });
  await writeFile(paths.jobFile, JSON.stringify({ fileName: `${id}.csv` }));
  if (lock !== undefined) await writeFile(paths.lock, JSON.stringify(lock));
}

describe('bulk jobs of the Sandbox profile held by a live console (one of the checks before a reset)', () => {
  it('counts a job whose lock names a live process, with its file name', async () => {
    await job('sandbox', 'job-1', { pid: process.pid });
    expect(await lockedSandboxJobs(dataDir)).toEqual([
      { id: 'job-1', pid: process.pid, fileName: 'job-1.csv' },
    ]);
  });

  it('ignores finished jobs (no lock), locks of processes that are gone, and other profiles', async () => {
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    await job('sandbox', 'job-done', undefined);
    await job('sandbox', 'job-crashed', { pid: gone });
    await job('sandbox', 'job-torn', 'not json');
    await job('live-1', 'job-live', { pid: process.pid });
    expect(await lockedSandboxJobs(dataDir)).toEqual([]);
  });

  it('finds nothing when there are no jobs at all', async () => {
    expect(await lockedSandboxJobs(dataDir)).toEqual([]);
  });
});
