import { describe, expect, it, vi } from 'vitest';
import {
  createUpdateController,
  publisherNamesOf,
  type AutoUpdaterLike,
} from '../../../src/main/app/electron/updater';

function fakeUpdater() {
  const listeners = new Map<string, (...args: unknown[]) => void>();
  const updater: AutoUpdaterLike & { emit(event: string, ...args: unknown[]): void } = {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    setFeedURL: vi.fn(),
    checkForUpdates: vi.fn(async () => {
      listeners.get('checking-for-update')?.();
      listeners.get('update-not-available')?.({ version: '0.1.0' });
      return null;
    }),
    on: (event: string, listener: (...args: unknown[]) => void) => listeners.set(event, listener),
    emit: (event, ...args) => listeners.get(event)?.(...args),
  };
  return updater;
}

function manualTimers() {
  const timers: Array<{ fn: () => void; ms: number; cleared: boolean }> = [];
  return {
    timers,
    setTimer: (fn: () => void, ms: number) => {
      const timer = { fn, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (handle: unknown) => {
      (handle as { cleared: boolean }).cleared = true;
    },
    live: () => timers.filter((t) => !t.cleared),
  };
}

describe('updates', () => {
  it('while off, electron-updater is never loaded, no timer runs and nothing is checked', async () => {
    const loadUpdater = vi.fn(async () => fakeUpdater());
    const clock = manualTimers();
    const controller = createUpdateController({ loadUpdater, supported: true, ...clock });
    expect(controller.apply({ enabled: false, feedUrl: '' }).state).toBe('off');
    expect(controller.apply({ enabled: false, feedUrl: 'https://updates.example.com/' }).state).toBe('off');
    expect((await controller.checkNow()).state).toBe('off');
    expect(loadUpdater).not.toHaveBeenCalled();
    expect(clock.timers).toHaveLength(0);
  });

  it('on: loads the updater, points it at the feed, checks soon after start and then periodically', async () => {
    const updater = fakeUpdater();
    const loadUpdater = vi.fn(async () => updater);
    const statuses: string[] = [];
    const clock = manualTimers();
    const controller = createUpdateController({
      loadUpdater,
      supported: true,
      onStatus: (s) => statuses.push(s.state),
      firstCheckDelayMs: 30_000,
      intervalMs: 3_600_000,
      ...clock,
    });
    controller.apply({ enabled: true, feedUrl: 'https://updates.example.com/cc/' });
    expect(loadUpdater).not.toHaveBeenCalled();
    expect(clock.live().map((t) => t.ms)).toEqual([30_000]);
    clock.live()[0]?.fn();
    await vi.waitFor(() => expect(updater.checkForUpdates).toHaveBeenCalledOnce());
    expect(updater.setFeedURL).toHaveBeenCalledWith({
      provider: 'generic',
      url: 'https://updates.example.com/cc/',
    });
    expect(updater.autoDownload).toBe(true);
    expect(updater.autoInstallOnAppQuit).toBe(true);
    await vi.waitFor(() => expect(clock.live().map((t) => t.ms)).toEqual([3_600_000]));
    expect(statuses).toEqual(['idle', 'checking', 'none']);
    updater.emit('update-downloaded', { version: '0.2.0' });
    expect(controller.status()).toMatchObject({ state: 'downloaded', version: '0.2.0' });
  });

  it('turning updates off stops the timer; turning them on again reuses the loaded updater', async () => {
    const updater = fakeUpdater();
    const loadUpdater = vi.fn(async () => updater);
    const clock = manualTimers();
    const controller = createUpdateController({ loadUpdater, supported: true, ...clock });
    controller.apply({ enabled: true, feedUrl: 'https://u.example.com/' });
    await controller.checkNow();
    controller.apply({ enabled: false, feedUrl: 'https://u.example.com/' });
    expect(clock.live()).toHaveLength(0);
    expect(controller.status().state).toBe('off');
    const before = vi.mocked(updater.checkForUpdates).mock.calls.length;
    await controller.checkNow();
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(before);
    controller.apply({ enabled: true, feedUrl: 'https://u.example.com/' });
    await controller.checkNow();
    expect(loadUpdater).toHaveBeenCalledOnce();
  });

  it('in a development run it never loads the updater, and says why', async () => {
    const loadUpdater = vi.fn(async () => fakeUpdater());
    const controller = createUpdateController({ loadUpdater, supported: false, ...manualTimers() });
    controller.apply({ enabled: true, feedUrl: 'https://u.example.com/' });
    expect((await controller.checkNow()).message).toMatch(/installed console/);
    expect(loadUpdater).not.toHaveBeenCalled();
  });

  it('a failing check is a status with the first line of the error, never a throw', async () => {
    const updater = fakeUpdater();
    updater.checkForUpdates = vi.fn(async () => {
      throw new Error('HttpError: 404\nlong body');
    });
    const controller = createUpdateController({
      loadUpdater: async () => updater,
      supported: true,
      ...manualTimers(),
    });
    controller.apply({ enabled: true, feedUrl: 'https://u.example.com/' });
    expect(await controller.checkNow()).toMatchObject({
      state: 'error',
      message: 'The update check failed: HttpError: 404',
    });
  });

  it('never loads the updater for a feed that is not https, and on Linux says the update is not signature-checked', async () => {
    const updater = fakeUpdater();
    const loadUpdater = vi.fn(async () => updater);
    const clock = manualTimers();
    const controller = createUpdateController({ loadUpdater, supported: true, platform: 'linux', ...clock });
    controller.apply({ enabled: true, feedUrl: 'http://updates.example.com/cc/' });
    expect((await controller.checkNow()).message).toContain('https://');
    expect(loadUpdater).not.toHaveBeenCalled();

    controller.apply({ enabled: true, feedUrl: 'https://updates.example.com/cc/' });
    await controller.checkNow();
    updater.emit('update-downloaded', { version: '0.2.0' });
    expect(controller.status().message).toContain('On Linux its signature is not checked');

    const windows = createUpdateController({
      loadUpdater: async () => fakeUpdater(),
      supported: true,
      platform: 'win32',
      ...manualTimers(),
    });
    windows.apply({ enabled: true, feedUrl: 'https://updates.example.com/cc/' });
    await windows.checkNow();
    expect(windows.status().message).not.toContain('Linux');
  });
  it('on Windows, refuses to update a build whose app-update.yml names no publisher to check against', async () => {
    const feed = { enabled: true, feedUrl: 'https://updates.example.com/console' };
    const unsignedLoad = vi.fn(async () => fakeUpdater());
    const unsigned = createUpdateController({
      supported: true,
      platform: 'win32',
      loadUpdater: unsignedLoad,
      readUpdateConfig: async () => 'provider: generic\nurl: https://updates.example.com/console\n',
      ...manualTimers(),
    });
    unsigned.apply(feed);
    const refused = await unsigned.checkNow();
    expect(refused).toMatchObject({ state: 'error' });
    expect(refused.message).toContain('names no publisher');
    expect(unsignedLoad).not.toHaveBeenCalled();

    const missing = createUpdateController({
      supported: true,
      platform: 'win32',
      loadUpdater: unsignedLoad,
      readUpdateConfig: async () => {
        throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      },
      ...manualTimers(),
    });
    missing.apply(feed);
    expect((await missing.checkNow()).state).toBe('error');
    expect(unsignedLoad).not.toHaveBeenCalled();

    const signedLoad = vi.fn(async () => fakeUpdater());
    const signed = createUpdateController({
      supported: true,
      platform: 'win32',
      loadUpdater: signedLoad,
      readUpdateConfig: async () => 'provider: generic\npublisherName:\n  - Creator Console\n',
      ...manualTimers(),
    });
    signed.apply(feed);
    expect((await signed.checkNow()).state).toBe('none');
    expect(signedLoad).toHaveBeenCalledTimes(1);
  });

  it('reads publisher names as electron-builder writes them', () => {
    expect(publisherNamesOf(null)).toEqual([]);
    expect(publisherNamesOf('url: x\n')).toEqual([]);
    expect(publisherNamesOf("publisherName: 'Creator Console'\n")).toEqual(['Creator Console']);
    expect(publisherNamesOf('publisherName:\n  - Creator Console\n  - "Acme, Inc."\nurl: x')).toEqual([
      'Creator Console',
      'Acme, Inc.',
    ]);
  });
});
