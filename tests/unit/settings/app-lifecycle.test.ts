import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chooseDataPaths,
  exposeTestHooks,
  wireAppLifecycle,
} from '../../../src/main/app/electron/app-lifecycle';

function fakeApp(isPackaged: boolean) {
  const listeners = new Map<string, (...args: never[]) => void>();
  return {
    isPackaged,
    setPath: vi.fn(),
    setAppLogsPath: vi.fn(),
    quit: vi.fn(),
    on(event: string, listener: (...args: never[]) => void) {
      listeners.set(event, listener);
      return this;
    },
    fire: (event: string, ...args: unknown[]) =>
      (listeners.get(event) as ((...a: unknown[]) => void) | undefined)?.(...args),
  };
}

afterEach(() => {
  delete (globalThis as { __creatorConsoleTest?: unknown }).__creatorConsoleTest;
});

describe('the app lifecycle', () => {
  it('closing the last window quits off macOS only; activate reopens; before-quit goes to the guard', () => {
    for (const platform of ['win32', 'darwin'] as const) {
      const app = fakeApp(true);
      const onBeforeQuit = vi.fn();
      const ensureWindow = vi.fn();
      wireAppLifecycle(app, { platform, onBeforeQuit, ensureWindow });
      app.fire('window-all-closed');
      expect(app.quit).toHaveBeenCalledTimes(platform === 'darwin' ? 0 : 1);
      app.fire('activate');
      expect(ensureWindow).toHaveBeenCalledOnce();
      const event = { preventDefault: vi.fn() };
      app.fire('before-quit', event);
      expect(onBeforeQuit).toHaveBeenCalledWith(event);
    }
  });

  it('a test data directory is used only by an unpackaged app', () => {
    const dev = fakeApp(false);
    chooseDataPaths(dev, { CREATOR_CONSOLE_USER_DATA: '/tmp/console-test' });
    expect(dev.setPath).toHaveBeenCalledWith('userData', '/tmp/console-test');
    expect(dev.setAppLogsPath).toHaveBeenCalledWith(join('/tmp/console-test', 'logs'));

    const packaged = fakeApp(true);
    chooseDataPaths(packaged, { CREATOR_CONSOLE_USER_DATA: '/tmp/console-test' });
    expect(packaged.setPath).not.toHaveBeenCalled();
    expect(packaged.setAppLogsPath).toHaveBeenCalledWith();
  });

  it('test hooks appear only in an unpackaged app started with CREATOR_CONSOLE_TEST_HOOKS=1', () => {
    const hooks = { markBusy: () => undefined };
    exposeTestHooks(true, { CREATOR_CONSOLE_TEST_HOOKS: '1' }, hooks);
    exposeTestHooks(false, {}, hooks);
    expect(globalThis).not.toHaveProperty('__creatorConsoleTest');
    exposeTestHooks(false, { CREATOR_CONSOLE_TEST_HOOKS: '1' }, hooks);
    expect(globalThis).toHaveProperty('__creatorConsoleTest', hooks);
  });
});
