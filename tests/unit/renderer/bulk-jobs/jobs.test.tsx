import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createQueryClient } from '../../../../src/renderer/src/data/query';
import { installEventRules } from '../../../../src/renderer/src/data/events';
import { bulkJobsEventRules } from '../../../../src/renderer/src/areas/bulk-jobs/event-rules';
import { jobStatusLabel } from '../../../../src/renderer/src/areas/bulk-jobs/JobProgress';
import { applyJob, jobsKey, withJob } from '../../../../src/renderer/src/areas/bulk-jobs/jobs-cache';
import {
  useJob,
  useJobActions,
  useJobRows,
  useJobs,
} from '../../../../src/renderer/src/areas/bulk-jobs/queries';
import { deferred, failure, queued, wrapper } from '../fake-bridge';
import { JOB_ID, jobSummary, sandboxBridge } from './fixtures';

// Unmounts every hook (and its timers) before the next test.

describe('the job list in the cache', () => {
  it('keeps the newest summary of a job when an older one arrives late (no frozen job view after a retry)', () => {
    let jobs = withJob([], jobSummary(10, 'running', 51));
    // The retry's events: the job runs again and finishes...
    jobs = withJob(jobs, jobSummary(30, 'finished', 60));
    // ...and only then the retry's own answer, computed before them.
    jobs = withJob(jobs, jobSummary(12, 'running', 51));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ status: 'finished', version: 30 });
    // A job the list does not know yet goes first.
    expect(withJob(jobs, jobSummary(1, 'new', 0, 0, 'job-20261124020202-other1'))[0]?.version).toBe(1);
  });

  it('does not let a job list read before the latest event undo it', async () => {
    const answer = deferred<unknown>();
    const fake = sandboxBridge({ 'bulkJobs.jobs': () => answer.promise });
    const client = createQueryClient();
    client.setQueryData(jobsKey, { jobs: [jobSummary(5, 'running', 10)] });
    // (Read in the hook: a query re-renders only for what its caller reads.)
    const { result } = renderHook(
      () => {
        const jobs = useJobs();
        return { fetching: jobs.isFetching, first: jobs.data?.jobs[0] };
      },
      { wrapper: wrapper(fake.api, client) },
    );
    await waitFor(() => expect(fake.callsTo('bulkJobs.jobs')).toHaveLength(1));
    // The event arrives while the list is being read; the list was read before it.
    act(() => applyJob(client, jobSummary(30, 'finished', 60)));
    await waitFor(() => expect(result.current.first?.version).toBe(30));
    await act(async () => answer.resolve({ jobs: [jobSummary(12, 'running', 51)] }));
    await waitFor(() => expect(result.current.fetching).toBe(false));
    expect(result.current.first).toMatchObject({ status: 'finished', version: 30 });
  });

  it('moves the open job live from main events (the progress bar), and fails plainly', async () => {
    const fake = sandboxBridge({ 'bulkJobs.jobs': () => ({ jobs: [jobSummary(1, 'running', 0)] }) });
    const client = createQueryClient();
    const off = installEventRules(fake.api, client, bulkJobsEventRules);
    const { result } = renderHook(() => useJob(JOB_ID), { wrapper: wrapper(fake.api, client) });
    await waitFor(() => expect(result.current?.counts.succeeded).toBe(0));
    act(() => fake.emit('bulkJobs.progress', jobSummary(2, 'running', 12)));
    await waitFor(() => expect(result.current?.counts.succeeded).toBe(12));
    act(() => fake.emit('bulkJobs.jobChanged', jobSummary(9, 'paused', 20)));
    await waitFor(() => expect(result.current?.status).toBe('paused'));
    // A late progress event never moves it back.
    act(() => fake.emit('bulkJobs.progress', jobSummary(8, 'running', 19)));
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current).toMatchObject({ status: 'paused', version: 9 });
    expect(fake.callsTo('bulkJobs.jobs')).toHaveLength(1);
    off();

    const failing = sandboxBridge({
      'bulkJobs.jobs': () => failure({ kind: 'storage', message: 'jobs folder unreadable' }),
    });
    const list = renderHook(() => useJobs(), { wrapper: wrapper(failing.api) });
    await waitFor(() => expect(list.result.current.appError?.message).toBe('jobs folder unreadable'));
  });
});

describe('a job view', () => {
  it("writes each action's answer into the list and keeps the latest action's busy and error state", async () => {
    const pause = deferred<unknown>();
    const fake = sandboxBridge({
      'bulkJobs.jobs': () => ({ jobs: [jobSummary(3, 'running', 10)] }),
      'bulkJobs.pause': () => pause.promise,
      'bulkJobs.resume': () => failure({ kind: 'conflict', message: 'Another console runs this job.' }),
      'bulkJobs.resolveUncertain': () => ({ job: jobSummary(20, 'paused', 12), message: '2 rows checked' }),
    });
    const { result } = renderHook(() => ({ job: useJob(JOB_ID), actions: useJobActions(JOB_ID) }), {
      wrapper: wrapper(fake.api),
    });
    await waitFor(() => expect(result.current.job?.version).toBe(3));
    act(() => result.current.actions.pause());
    await waitFor(() => expect(result.current.actions.busy).toBe('pause'));
    await act(async () => pause.resolve(jobSummary(7, 'paused', 11)));
    await waitFor(() => expect(result.current.job).toMatchObject({ status: 'paused', version: 7 }));
    expect(result.current.actions.busy).toBeNull();
    expect(fake.callsTo('bulkJobs.pause')).toEqual([{ jobId: JOB_ID }]);

    act(() => result.current.actions.resume());
    await waitFor(() => expect(result.current.actions.appError?.kind).toBe('conflict'));
    expect(result.current.job?.version).toBe(7);
    // The next action that succeeds clears the failure, as the single busy/error pair did.
    act(() => result.current.actions.resolveUncertain('check'));
    await waitFor(() => expect(result.current.job?.version).toBe(20));
    expect(result.current.actions.appError).toBeNull();
    act(() => result.current.actions.resolveUncertain('skip', [4]));
    await waitFor(() => expect(fake.callsTo('bulkJobs.resolveUncertain')).toHaveLength(2));
    expect(fake.callsTo('bulkJobs.resolveUncertain')).toEqual([
      { jobId: JOB_ID, mode: 'check' },
      { jobId: JOB_ID, mode: 'skip', rows: [4] },
    ]);
  });

  it('never shows an overtaken page of rows, and keeps the last page while the next loads', async () => {
    const { answers, handler } = queued();
    const fake = sandboxBridge({
      'bulkJobs.job': handler,
    });
    const rowsOf = (n: number) => ({
      job: jobSummary(n, 'paused', n),
      total: n,
      rows: [
        {
          index: n,
          line: n + 1,
          values: { name: `P${n}`, email: '' },
          mangoId: '',
          state: 'succeeded',
          attempts: 1,
        },
      ],
      columns: ['name'],
    });
    const { result, rerender } = renderHook(
      ({ filter }: { filter: 'all' | 'failed' }) => useJobRows(jobSummary(1, 'paused', 1), filter, 1),
      { wrapper: wrapper(fake.api), initialProps: { filter: 'all' } },
    );
    await waitFor(() => expect(answers).toHaveLength(1));
    rerender({ filter: 'failed' });
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(fake.callsTo('bulkJobs.job')[1]).toEqual({
      jobId: JOB_ID,
      state: 'failed',
      offset: 0,
      limit: 50,
    });
    await act(async () => answers[1]?.resolve(rowsOf(2)));
    await waitFor(() => expect(result.current.total).toBe(2));
    // The answer for the filter that was left arrives last: it is not shown.
    await act(async () => answers[0]?.resolve(rowsOf(1)));
    expect(result.current.rows[0]?.values['name']).toBe('P2');
    expect(result.current.shown.version).toBe(2);
  });

  it('reads the rows again when the job moves', async () => {
    let n = 0;
    const fake = sandboxBridge({
      'bulkJobs.job': () => ({ job: jobSummary(++n, 'paused', n), total: n, rows: [] }),
    });
    const { result, rerender } = renderHook(
      ({ version }) => useJobRows(jobSummary(version, 'paused', 1), 'all', 1),
      {
        wrapper: wrapper(fake.api),
        initialProps: { version: 1 },
      },
    );
    await waitFor(() => expect(result.current.total).toBe(1));
    rerender({ version: 2 });
    await waitFor(() => expect(result.current.total).toBe(2));
  });
});

describe('the job status a person reads', () => {
  it('says what is left open in a finished job', () => {
    expect(jobStatusLabel(jobSummary(1, 'finished', 60)).label).toBe('Finished');
    const open = {
      ...jobSummary(1, 'finished', 48, 9),
      counts: { ...jobSummary(1, 'finished', 48, 9).counts, uncertain: 3, pending: 0 },
    };
    expect(jobStatusLabel(open)).toEqual({
      label: 'Finished with 9 failed and 3 uncertain',
      color: 'orange',
    });
    expect(jobStatusLabel(jobSummary(1, 'running', 10)).label).toBe('Running');
  });
});
