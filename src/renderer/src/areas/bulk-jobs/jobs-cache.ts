import { replaceEqualDeep, type QueryClient } from '@tanstack/react-query';
import type { ChannelInput, ChannelOutput } from '@shared/bridge';
import type { JobSummary } from '@shared/areas/bulk-jobs/channels';
import { APP_SCOPE, bridgeKey } from '../../data/query';

type JobList = ChannelOutput<'bulkJobs.jobs'>;

/**
 * The job list is the console's own data (every profile's jobs, each saying whose it is), so it is not
 * keyed by the active profile: switching profiles keeps it.
 */
export const JOBS_INPUT: ChannelInput<'bulkJobs.jobs'> = {};
export const jobsKey = bridgeKey('bulkJobs.jobs', APP_SCOPE, JOBS_INPUT);

/**
 * One job's newer summary written into a list. Summaries carry a version that grows with every journal
 * entry; an older one arriving late (an action's answer after the events it caused) never replaces a
 * newer one: that was the job view frozen at "Running 51 of 60" after a retry. A job the list does not
 * have yet goes first (the list is newest first).
 */
export function withJob(jobs: readonly JobSummary[], job: JobSummary): JobSummary[] {
  const known = jobs.find((j) => j.id === job.id);
  if (known && known.version > job.version) return [...jobs];
  return known ? jobs.map((j) => (j.id === job.id ? job : j)) : [job, ...jobs];
}

/**
 * How a fresh answer of the job list is written over the cached one (the query's `structuralSharing`):
 * a list read before the latest event never undoes it, so each job keeps the newer of its two summaries.
 */
export function keepNewerJobs(previous: unknown, next: unknown): unknown {
  const old = (previous as JobList | undefined)?.jobs;
  const fresh = next as JobList;
  if (!old) return next;
  const newer = new Map(old.map((j) => [j.id, j]));
  const jobs = fresh.jobs.map((job) => {
    const known = newer.get(job.id);
    return known && known.version > job.version ? known : job;
  });
  return replaceEqualDeep(previous, { ...fresh, jobs });
}

/**
 * Writes a job's summary (from an event, or an action's answer) into every cached job list that should
 * hold it. A list that was never read stays unread: the screen reads it when it opens.
 */
export function applyJob(client: QueryClient, job: JobSummary): void {
  for (const [key, list] of client.getQueriesData<JobList>({ queryKey: ['bulkJobs.jobs'] })) {
    const input = key[2] as ChannelInput<'bulkJobs.jobs'> | undefined;
    if (!list || (input?.profileId && input.profileId !== job.profileId)) continue;
    client.setQueryData<JobList>(key, { ...list, jobs: withJob(list.jobs, job) });
  }
}
