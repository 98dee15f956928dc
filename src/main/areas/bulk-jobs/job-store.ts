import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { appFailure } from '../../../shared/errors';
import { readJsonFile, writeFileAtomic } from '../../platform/storage/atomic-file';
import { profileDir } from '../deps';
import { JobFile, type JobPaths } from './job-file';
import { startJournal } from './journal-trust';

export { JobFile, JobRow, type JobPaths } from './job-file';

export function jobsRoot(dataDir: string, profileId: string): string {
  return join(profileDir(dataDir, profileId), 'migration', 'jobs');
}

export function jobPaths(dataDir: string, profileId: string, jobId: string): JobPaths {
  const dir = join(jobsRoot(dataDir, profileId), jobId);
  return {
    dir,
    jobFile: join(dir, 'job.json'),
    journal: join(dir, 'journal.jsonl'),
    mark: join(dir, 'journal.mark.json'),
    lock: join(dir, 'job.lock'),
    undoneBy: join(dir, 'undone-by.json'),
  };
}

export function newJobId(now: Date): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `job-${stamp}-${Math.random().toString(36).slice(2, 8)}`;
}

/** The job's rows, then its journal's header and first progress mark: all before the first request. */
export async function writeJobFile(paths: JobPaths, job: JobFile, now = new Date()): Promise<void> {
  await writeFileAtomic(paths.jobFile, JSON.stringify(job));
  await startJournal(job, paths, now);
}

export async function readJobFile(paths: JobPaths): Promise<JobFile> {
  const result = await readJsonFile(paths.jobFile, JobFile);
  if (result.state === 'ok') return result.value;
  if (result.state === 'missing') throw appFailure('not_found', 'This job no longer exists on disk.');
  throw appFailure('internal', `The job file was damaged and moved aside (${result.reason}).`);
}

/** Every job on disk, newest first: `{profileId, jobId}` from `profiles/<id>/migration/jobs/<jobId>`. */
export async function listJobRefs(dataDir: string): Promise<{ profileId: string; jobId: string }[]> {
  const profileIds = await readdir(join(dataDir, 'profiles')).catch(() => [] as string[]);
  const refs: { profileId: string; jobId: string }[] = [];
  for (const profileId of profileIds) {
    const jobIds = await readdir(jobsRoot(dataDir, profileId)).catch(() => [] as string[]);
    for (const jobId of jobIds) if (jobId.startsWith('job-')) refs.push({ profileId, jobId });
  }
  return refs.sort((a, b) => b.jobId.localeCompare(a.jobId));
}
