import { describe, expect, it } from 'vitest';
import type { BridgeApi } from '@shared/bridge';
import type { JobSummary } from '@shared/channels/migration';
import { createMigrationStore } from '../../../src/renderer/src/features/migration/migration-store';
import { jobStatusLabel } from '../../../src/renderer/src/features/migration/JobProgress';

function summary(version: number, status: JobSummary['status'], succeeded: number, failed = 0): JobSummary {
  return {
    id: 'job-20261124010101-abcdef',
    profileId: 'sandbox',
    profileName: 'Sandbox',
    profileKind: 'sandbox',
    fileName: 'a.csv',
    createdAt: '2026-11-24T01:01:01.000Z',
    status,
    total: 60,
    counts: { pending: 60 - succeeded - failed, sending: 0, succeeded, failed, uncertain: 0, skipped: 0 },
    mangoes: [],
    concurrency: 4,
    ratePerMinute: null,
    rateCapPerMinute: null,
    elapsedMs: 0,
    etaMs: null,
    version,
  };
}

describe('the migration store', () => {
  it('keeps the newest summary of a job when an older one arrives late (no frozen job view after a retry)', () => {
    const store = createMigrationStore({} as BridgeApi);
    store.getState().applyJob(summary(10, 'running', 51));
    // The retry's events: the job runs again and finishes...
    store.getState().applyJob(summary(30, 'finished', 60));
    // ...and only then the retry's own answer, computed before them.
    store.getState().applyJob(summary(12, 'running', 51));
    expect(store.getState().jobs[0]).toMatchObject({ status: 'finished', version: 30 });
  });

  it('does not let a job list read before the latest event undo it', async () => {
    const api = {
      migration: { jobs: async () => ({ ok: true, value: { jobs: [summary(12, 'running', 51)] } }) },
    } as unknown as BridgeApi;
    const store = createMigrationStore(api);
    store.getState().applyJob(summary(30, 'finished', 60));
    await store.getState().loadJobs();
    expect(store.getState().jobs[0]?.status).toBe('finished');
  });
});

describe('the job status a person reads', () => {
  it('says what is left open in a finished job', () => {
    expect(jobStatusLabel(summary(1, 'finished', 60)).label).toBe('Finished');
    const open = {
      ...summary(1, 'finished', 48, 9),
      counts: { ...summary(1, 'finished', 48, 9).counts, uncertain: 3, pending: 0 },
    };
    expect(jobStatusLabel(open)).toEqual({
      label: 'Finished with 9 failed and 3 uncertain',
      color: 'orange',
    });
    expect(jobStatusLabel(summary(1, 'running', 10)).label).toBe('Running');
  });
});
