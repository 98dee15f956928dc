import { describe, expect, it, vi } from 'vitest';
import {
  createQuitGuard,
  decideQuit,
  quitConfirmation,
  type QuitConfirmation,
} from '../../../src/main/app/electron/quit-guard';
import { createBusyRegistry } from '../../../src/main/platform/busy';

const job = { kind: 'bulk-job' as const, id: 'job-abc123', label: 'customers.csv' };
const apply = { kind: 'draft-apply' as const, id: 'draft-1' };

describe('the quit decision', () => {
  it('asks only while something runs and only until confirmed', () => {
    expect(decideQuit([], false)).toBe('allow');
    expect(decideQuit([job], false)).toBe('ask');
    expect(decideQuit([job], true)).toBe('allow');
  });

  it('says what runs and that a job continues on next start; Keep Running is default and cancel', () => {
    const dialog = quitConfirmation([job], 'Creator Console');
    expect(dialog.message).toContain('a bulk migration job (customers.csv)');
    expect(dialog.detail).toMatch(/continues from where it stopped the next time you start/);
    expect(dialog.buttons).toEqual(['Keep Running', 'Quit Anyway']);
    expect(dialog.defaultId).toBe(0);
    expect(dialog.cancelId).toBe(0);
    const both = quitConfirmation([job, apply], 'Creator Console');
    expect(both.message).toContain('2 tasks');
    expect(both.detail).toMatch(/checks the Mango on the service first/);
  });
});

function setup(platform: NodeJS.Platform = 'linux', answer = 1) {
  const busy = createBusyRegistry();
  const calls = {
    confirm: vi.fn(async (_dialog: QuitConfirmation) => answer),
    quit: vi.fn(),
    onQuitAllowed: vi.fn(),
  };
  const guard = createQuitGuard({
    appName: 'Creator Console',
    platform,
    busyReasons: busy.busyReasons,
    ...calls,
  });
  const event = () => ({ preventDefault: vi.fn() });
  return { busy, guard, calls, event };
}

describe('the quit guard', () => {
  it('lets an idle app quit at once and closes the services once', () => {
    const { guard, calls, event } = setup();
    const e = event();
    guard.onBeforeQuit(e);
    guard.onBeforeQuit(event());
    expect(e.preventDefault).not.toHaveBeenCalled();
    expect(calls.confirm).not.toHaveBeenCalled();
    expect(calls.onQuitAllowed).toHaveBeenCalledOnce();
  });

  it('cancels the quit while a job runs, asks, and quits after "Quit Anyway" without asking again', async () => {
    const { busy, guard, calls, event } = setup('linux', 1);
    busy.markBusy('bulk-job', 'job-abc123', 'customers.csv');
    const e = event();
    guard.onBeforeQuit(e);
    expect(e.preventDefault).toHaveBeenCalledOnce();
    expect(calls.onQuitAllowed).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(calls.quit).toHaveBeenCalledOnce());
    expect(calls.confirm.mock.calls[0]?.[0]).toMatchObject({ buttons: ['Keep Running', 'Quit Anyway'] });
    const again = event();
    guard.onBeforeQuit(again);
    expect(again.preventDefault).not.toHaveBeenCalled();
    expect(calls.onQuitAllowed).toHaveBeenCalledOnce();
  });

  it('"Keep Running" keeps the app and the job; the next quit asks again', async () => {
    const { busy, guard, calls, event } = setup('linux', 0);
    busy.markBusy('draft-apply', 'draft-1');
    guard.onBeforeQuit(event());
    await vi.waitFor(() => expect(calls.confirm).toHaveBeenCalledOnce());
    await Promise.resolve();
    expect(calls.quit).not.toHaveBeenCalled();
    guard.onBeforeQuit(event());
    await vi.waitFor(() => expect(calls.confirm).toHaveBeenCalledTimes(2));
  });

  it('asks on closing the window off macOS (closing the last window quits there), not on macOS', async () => {
    const linux = setup('linux', 0);
    linux.busy.markBusy('bulk-job', 'job-1');
    const e = linux.event();
    linux.guard.onWindowClose(e);
    expect(e.preventDefault).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(linux.calls.confirm).toHaveBeenCalledOnce());

    const mac = setup('darwin', 0);
    mac.busy.markBusy('bulk-job', 'job-1');
    const m = mac.event();
    mac.guard.onWindowClose(m);
    expect(m.preventDefault).not.toHaveBeenCalled();
    expect(mac.calls.confirm).not.toHaveBeenCalled();
  });

  it('shows one dialog even when quit is pressed twice while it is open', async () => {
    let answer: (n: number) => void = () => undefined;
    const busy = createBusyRegistry();
    busy.markBusy('bulk-job', 'job-1');
    const confirm = vi.fn(() => new Promise<number>((r) => (answer = r)));
    const guard = createQuitGuard({
      appName: 'Creator Console',
      platform: 'win32',
      busyReasons: busy.busyReasons,
      confirm,
      quit: vi.fn(),
      onQuitAllowed: vi.fn(),
    });
    guard.onBeforeQuit({ preventDefault: vi.fn() });
    guard.onBeforeQuit({ preventDefault: vi.fn() });
    expect(confirm).toHaveBeenCalledOnce();
    answer(0);
  });

  it('allows quitting once the job released itself', () => {
    const { busy, guard, calls, event } = setup();
    const release = busy.markBusy('bulk-job', 'job-1');
    release();
    const e = event();
    guard.onBeforeQuit(e);
    expect(e.preventDefault).not.toHaveBeenCalled();
    expect(calls.confirm).not.toHaveBeenCalled();
  });
});
