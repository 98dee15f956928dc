import { useEffect, useRef, useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { ChannelInput, ChannelName, ChannelOutput, BridgeApi } from '@shared/bridge';
import type { JobRowFilter, JobSummary } from '@shared/areas/bulk-jobs/channels';
import { useApi } from '../../data/api-context';
import { saveFile } from '../../components/save-file';
import { appErrorOf, invokeOrThrow } from '../../data/bridge';
import { APP_SCOPE, bridgeKey, bridgeQuery, type Scope } from '../../data/query';
import { applyJob, JOBS_INPUT, keepNewerJobs } from './jobs-cache';

/**
 * A bridge read whose answer also depends on something main holds that its input does not name (a job's
 * progress, the import's last validation): the version joins the key, so a new version is a new entry
 * and an answer for an older one is never shown as the current one. Still invalidated by channel.
 */
export function versionedQuery<C extends ChannelName>(
  api: BridgeApi,
  channel: C,
  scope: Scope,
  input: ChannelInput<C>,
  version: string | number | null,
) {
  return queryOptions<ChannelOutput<C>, Error, ChannelOutput<C>>({
    queryKey: [...bridgeKey(channel, scope, input), version],
    queryFn: ({ signal }) => invokeOrThrow(api, channel, input, { signal }),
  });
}

/**
 * `placeholderData` that keeps the previous answer on screen while the next loads, but only while the
 * input's `field` (the job, the import) is the same: another job's rows are never shown as this one's.
 */
export function keepPreviousFor<T>(field: string, value: unknown) {
  return (previous: T | undefined, query: { queryKey: readonly unknown[] } | undefined): T | undefined =>
    (query?.queryKey[2] as Record<string, unknown> | undefined)?.[field] === value ? previous : undefined;
}

/** Every job of every profile, newest first; events keep the cached list current (`event-rules.ts`). */
export function useJobs() {
  const api = useApi();
  const result = useQuery({
    ...bridgeQuery(api, 'bulkJobs.jobs', APP_SCOPE, JOBS_INPUT),
    structuralSharing: keepNewerJobs,
  });
  return Object.assign(result, { appError: appErrorOf(result.error) });
}

/** One job's summary, as the job list holds it (so it moves with the job's events). */
export function useJob(jobId: string | null): JobSummary | undefined {
  const jobs = useJobs().data?.jobs;
  return jobId ? jobs?.find((j) => j.id === jobId) : undefined;
}

export const JOB_ROWS_PAGE = 50;

/**
 * Follows the job's version (every journal entry): at most one read per 400 ms while it runs, and at
 * once when it stops.
 */
function useRowsVersion(job: JobSummary): string {
  const latest = useRef(job.version);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [throttled, setThrottled] = useState(job.version);
  useEffect(() => {
    latest.current = job.version;
    timer.current ??= setTimeout(() => {
      timer.current = null;
      setThrottled(latest.current);
    }, 400);
  }, [job.version]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  return job.status === 'running' ? `running|${throttled}` : `${job.status}|${job.version}`;
}

/**
 * A page of a job's rows in one state. The summary that comes with them (`shown`) gives the filter its
 * counts, so the counts and the rows always agree; the last page stays on screen while the next loads.
 */
export function useJobRows(job: JobSummary, filter: JobRowFilter, page: number) {
  const api = useApi();
  const version = useRowsVersion(job);
  const input = { jobId: job.id, state: filter, offset: (page - 1) * JOB_ROWS_PAGE, limit: JOB_ROWS_PAGE };
  const result = useQuery({
    ...versionedQuery(api, 'bulkJobs.job', APP_SCOPE, input, version),
    placeholderData: keepPreviousFor('jobId', job.id),
    // A running job makes a new version every 400 ms: old versions are not kept.
    gcTime: 0,
  });
  return {
    rows: result.data?.rows ?? [],
    total: result.data?.total ?? 0,
    shown: result.data?.job ?? job,
    /** The kind's row columns this job's rows fill (undefined until the first read answers). */
    columns: result.data?.columns,
  };
}

type JobChannel =
  | 'bulkJobs.pause'
  | 'bulkJobs.resume'
  | 'bulkJobs.cancel'
  | 'bulkJobs.setConcurrency'
  | 'bulkJobs.resolveUncertain'
  | 'bulkJobs.retryFailed'
  | 'bulkJobs.exportResults';

/** Which control started the action under way (its button shows it loading). */
export type JobActionName =
  | 'pause'
  | 'resume'
  | 'cancel'
  | 'concurrency'
  | 'check'
  | 'resend'
  | 'skip'
  | 'retry'
  | 'row'
  | 'export';

interface JobAction {
  name: JobActionName;
  channel: JobChannel;
  input: ChannelInput<JobChannel>;
}

/**
 * Everything a person can do to one job, as one write: like the screen's single "busy/error" pair it
 * replaces, the latest action decides what is loading and which failure is shown, and a success clears
 * it. Each answer's summary goes into the job list (never over a newer one); an uncertain-row answer's
 * message is shown; an export is saved.
 */
export function useJobActions(jobId: string) {
  const api = useApi();
  const client = useQueryClient();
  const mutation = useMutation<ChannelOutput<JobChannel>, Error, JobAction>({
    mutationKey: ['migration.jobAction'],
    mutationFn: ({ channel, input }) => invokeOrThrow(api, channel, input as ChannelInput<typeof channel>),
    onSuccess: (value) => {
      if ('content' in value) saveFile(value.fileName, value.content);
      else if ('message' in value) {
        applyJob(client, value.job);
        notifications.show({ message: value.message, color: 'blue' });
      } else applyJob(client, value);
    },
  });
  const run = <C extends JobChannel>(name: JobActionName, channel: C, input: ChannelInput<C>) =>
    mutation.mutate({ name, channel, input });
  return {
    pause: () => run('pause', 'bulkJobs.pause', { jobId }),
    resume: () => run('resume', 'bulkJobs.resume', { jobId }),
    cancel: () => run('cancel', 'bulkJobs.cancel', { jobId }),
    setConcurrency: (concurrency: number) =>
      run('concurrency', 'bulkJobs.setConcurrency', { jobId, concurrency }),
    /** All uncertain rows, or the given ones (a row's own buttons). */
    resolveUncertain: (mode: 'check' | 'resend' | 'skip', rows?: number[]) =>
      run(rows ? 'row' : mode, 'bulkJobs.resolveUncertain', { jobId, mode, ...(rows ? { rows } : {}) }),
    retryFailed: (rows?: number[]) =>
      run(rows ? 'row' : 'retry', 'bulkJobs.retryFailed', { jobId, ...(rows ? { rows } : {}) }),
    /** The whole job (no arguments), or the rows one filter shows, as results or as a file to fix. */
    exportResults: (state?: JobRowFilter, shape?: 'results' | 'fix') =>
      run('export', 'bulkJobs.exportResults', {
        jobId,
        ...(state ? { state } : {}),
        ...(shape ? { shape } : {}),
      }),
    busy: mutation.isPending ? mutation.variables.name : null,
    appError: appErrorOf(mutation.error),
    clearError: mutation.reset,
  };
}

export type JobActions = ReturnType<typeof useJobActions>;
