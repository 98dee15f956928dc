import { describe, expect, it, vi } from 'vitest';
import {
  createNotifier,
  createTaskbarProgress,
  createNotificationShower,
} from '../../../src/main/app/electron/notifications';
import { createBusyRegistry, createJobEventObserver } from '../../../src/main/platform/busy';
import { PAUSED_BY_YOU } from '../../../src/shared/areas/bulk-jobs/domain/job-notices';

const job = (status: string, counts: Record<string, number> = {}) => ({
  id: 'job-abc123',
  fileName: 'customers.csv',
  status,
  total: 1200,
  counts: { pending: 0, sending: 0, succeeded: 0, failed: 0, uncertain: 0, skipped: 0, ...counts },
});

describe('the busy registry', () => {
  it('marks and releases; a release is idempotent; the same id twice needs both releases', () => {
    const busy = createBusyRegistry();
    const seen: number[] = [];
    busy.onChange((reasons) => seen.push(reasons.length));
    const a = busy.markBusy('bulk-job', 'job-1', 'a.csv');
    const b = busy.markBusy('bulk-job', 'job-1');
    const c = busy.markBusy('draft-apply', 'd-1');
    expect(busy.busyReasons()).toEqual([
      { kind: 'bulk-job', id: 'job-1', label: 'a.csv' },
      { kind: 'draft-apply', id: 'd-1' },
    ]);
    a();
    a();
    expect(busy.isBusy()).toBe(true);
    b();
    c();
    expect(busy.busyReasons()).toEqual([]);
    expect(seen.at(-1)).toBe(0);
  });

  it('follows running jobs from the migration events', () => {
    const busy = createBusyRegistry();
    const observe = createJobEventObserver(busy);
    observe('bulkJobs.jobChanged', job('running'));
    observe('bulkJobs.progress', job('running'));
    expect(busy.busyReasons()).toEqual([{ kind: 'bulk-job', id: 'job-abc123', label: 'customers.csv' }]);
    observe('bulkJobs.jobChanged', job('paused'));
    expect(busy.isBusy()).toBe(false);
    observe('profiles.changed', { id: 'x', status: 'running' });
    observe('bulkJobs.jobChanged', null);
    expect(busy.isBusy()).toBe(false);
  });
});

describe('the job-finished notification', () => {
  function setup(focused: boolean, enabled = true) {
    const show = vi.fn();
    const notifier = createNotifier({
      isWindowFocused: () => focused,
      isEnabled: () => enabled,
      show,
    });
    return { show, notifier };
  }

  it('notifies when a running job finishes while the window is not focused', () => {
    const { show, notifier } = setup(false);
    notifier.observe('bulkJobs.jobChanged', job('running'));
    notifier.observe(
      'bulkJobs.jobChanged',
      job('finished', { succeeded: 1180, failed: 12, uncertain: 3, skipped: 5 }),
    );
    expect(show).toHaveBeenCalledWith({
      key: 'job-abc123:finished',
      jobId: 'job-abc123',
      title: 'Bulk job finished: customers.csv',
      body: 'Migration: 1,180 of 1,200 rows done, 12 failed, 3 uncertain, 5 skipped.',
    });
    notifier.observe('bulkJobs.jobChanged', job('finished', { succeeded: 1180 }));
    expect(show).toHaveBeenCalledOnce();
  });

  it('stays quiet while focused, when turned off, and for a job first seen already finished', () => {
    const focused = setup(true);
    focused.notifier.observe('bulkJobs.jobChanged', job('running'));
    focused.notifier.observe('bulkJobs.jobChanged', job('finished'));
    expect(focused.show).not.toHaveBeenCalled();
    const off = setup(false, false);
    off.notifier.observe('bulkJobs.jobChanged', job('running'));
    off.notifier.observe('bulkJobs.jobChanged', job('finished'));
    expect(off.show).not.toHaveBeenCalled();
    const late = setup(false);
    late.notifier.observe('bulkJobs.jobChanged', job('finished'));
    expect(late.show).not.toHaveBeenCalled();
  });

  it('tells of a job that stopped by itself and waits, once; not of a pause the person made', () => {
    const { show, notifier } = setup(false);
    notifier.observe('bulkJobs.jobChanged', job('running'));
    notifier.observe('bulkJobs.jobChanged', { ...job('paused'), statusReason: PAUSED_BY_YOU });
    expect(show).not.toHaveBeenCalled();
    notifier.observe('bulkJobs.jobChanged', job('running'));
    const why = 'Paused after 5 failures in a row: the service refused the last five rows.';
    notifier.observe('bulkJobs.progress', { ...job('paused'), statusReason: why });
    notifier.observe('bulkJobs.jobChanged', { ...job('paused'), statusReason: why });
    expect(show).toHaveBeenCalledOnce();
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Bulk job needs you: customers.csv', body: why, jobId: 'job-abc123' }),
    );
    // Resumed and paused again for the same reason: already told.
    notifier.observe('bulkJobs.jobChanged', job('running'));
    notifier.observe('bulkJobs.jobChanged', { ...job('paused'), statusReason: why });
    expect(show).toHaveBeenCalledOnce();
  });

  it('counts one row in the singular', () => {
    const { show, notifier } = setup(false);
    notifier.observe('bulkJobs.jobChanged', { ...job('running'), total: 1 });
    notifier.observe('bulkJobs.jobChanged', { ...job('finished', { succeeded: 1 }), total: 1 });
    expect(show.mock.calls[0]?.[0].body).toBe('Migration: 1 of 1 row done.');
  });

  it("tells a draft's changed Mango once per change, only while the window is in the background", () => {
    const showDraft = vi.fn();
    let focused = true;
    const notifier = createNotifier({
      isWindowFocused: () => focused,
      isEnabled: () => true,
      show: vi.fn(),
      showDraft,
    });
    const change = {
      profileId: 'p1',
      profileName: 'Asha Academy',
      draftId: 'd1',
      mangoId: 'm1',
      title: 'Starter Course',
      fields: ['Base price'],
      signature: 's1',
    };
    notifier.observe('mangoes.draftMangoChanged', change);
    expect(showDraft).not.toHaveBeenCalled();
    focused = false;
    notifier.observe('mangoes.draftMangoChanged', change);
    // Seen while focused: not shown later.
    expect(showDraft).not.toHaveBeenCalled();
    notifier.observe('mangoes.draftMangoChanged', { ...change, signature: 's2' });
    notifier.observe('mangoes.draftMangoChanged', { ...change, signature: 's2' });
    expect(showDraft).toHaveBeenCalledOnce();
    expect(showDraft.mock.calls[0]?.[0].title).toBe("A draft's Mango changed: Starter Course");
  });

  it('shows through Electron Notification where supported, and a click opens the console on the job', () => {
    const instances: Array<{ options: unknown; click?: () => void; shown: boolean }> = [];
    class FakeNotification {
      static supported = true;
      static isSupported = () => FakeNotification.supported;
      record: { options: unknown; click?: () => void; shown: boolean };
      constructor(options: unknown) {
        this.record = { options, shown: false };
        instances.push(this.record);
      }
      on(_event: 'click', listener: () => void) {
        this.record.click = listener;
      }
      show() {
        this.record.shown = true;
      }
    }
    const open = vi.fn();
    const show = createNotificationShower(FakeNotification, open);
    show({ key: 'k', jobId: 'job-1', title: 't', body: 'b' });
    expect(instances[0]).toMatchObject({ options: { title: 't', body: 'b' }, shown: true });
    instances[0]?.click?.();
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ jobId: 'job-1' }));
    FakeNotification.supported = false;
    show({ key: 'k2', jobId: 'job-1', title: 't', body: 'b' });
    expect(instances).toHaveLength(1);
  });
});

describe('the taskbar progress', () => {
  it('follows the running jobs’ rows with an outcome, drawn only when it moves, and clears when none runs', () => {
    const bar = vi.fn();
    const taskbar = createTaskbarProgress(bar);
    taskbar.observe('bulkJobs.progress', job('running', { pending: 1200 }));
    taskbar.observe('bulkJobs.progress', job('running', { pending: 600, sending: 2, succeeded: 598 }));
    taskbar.observe('bulkJobs.progress', job('running', { pending: 600, sending: 1, succeeded: 599 }));
    taskbar.observe('bulkJobs.progress', { ...job('running', { pending: 0 }), id: 'job-2', total: 800 });
    taskbar.observe('bulkJobs.jobChanged', job('finished', { succeeded: 1200 }));
    taskbar.observe('bulkJobs.jobChanged', { ...job('paused'), id: 'job-2', total: 800 });
    taskbar.observe('profiles.changed', {});
    expect(bar.mock.calls.map(([f]) => f)).toEqual([0, 0.5, 0.7, 1, -1]);
  });
});
