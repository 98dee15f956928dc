import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { navigate } from '../../../../src/renderer/src/data/route';
import {
  migrationPath,
  migrationPlace,
  useMigrationPlace,
} from '../../../../src/renderer/src/areas/bulk-jobs/route';

beforeEach(() => navigate(['bulk-jobs'], { replace: true }));

describe('the migration screen’s addresses', () => {
  it('reads the tab and the open job from the address, and writes them back', () => {
    expect(migrationPlace([])).toEqual({ tab: 'import', jobId: null });
    expect(migrationPlace(['jobs'])).toEqual({ tab: 'jobs', jobId: null });
    expect(migrationPlace(['job', 'job-1'])).toEqual({ tab: 'jobs', jobId: 'job-1' });
    expect(migrationPlace(['job'])).toEqual({ tab: 'jobs', jobId: null });
    expect(migrationPlace(['elsewhere'])).toEqual({ tab: 'import', jobId: null });
    expect(migrationPath({ tab: 'jobs', jobId: 'job-1' })).toEqual(['job', 'job-1']);
    expect(migrationPath({ tab: 'jobs' })).toEqual(['jobs']);
    expect(migrationPath({ tab: 'import' })).toEqual([]);
  });

  it('opens a job as a step of the history, so Back returns to the job list', async () => {
    const { result } = renderHook(() => useMigrationPlace());
    act(() => result.current[1]({ tab: 'jobs' }));
    expect(window.location.hash).toBe('#/bulk-jobs/jobs');
    act(() => result.current[1]({ tab: 'jobs', jobId: 'job-20261124010101-abcdef' }));
    expect(window.location.hash).toBe('#/bulk-jobs/job/job-20261124010101-abcdef');
    expect(result.current[0]).toEqual({ tab: 'jobs', jobId: 'job-20261124010101-abcdef' });
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => setTimeout(resolve, 20));
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(result.current[0]).toEqual({ tab: 'jobs', jobId: null });
  });
});
