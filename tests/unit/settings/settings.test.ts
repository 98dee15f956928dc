import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { channels } from '../../../src/shared/bridge';
import { AppFailure } from '../../../src/shared/errors';
import type { ServiceDeps } from '../../../src/main/areas/deps';
import type { DesktopAdapter } from '../../../src/main/areas/settings/adapter';
import { settingsHandlers } from '../../../src/main/areas/settings/settings';
import { createFeedConfirmer, type MessageBoxLike } from '../../../src/main/app/electron/desktop-adapter';
import {
  applySettingsChange,
  createSettingsService,
  defaultSettings,
} from '../../../src/main/areas/settings/settings-file';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'settings-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('app settings', () => {
  it('start with updates off and no feed', async () => {
    expect(await createSettingsService(dir).read()).toEqual(defaultSettings());
    expect(defaultSettings().updates).toEqual({ enabled: false, feedUrl: '' });
  });

  it('refuse turning updates on without a feed address', () => {
    expect(() => applySettingsChange(defaultSettings(), { updates: { enabled: true } })).toThrow(AppFailure);
  });

  it('save a change as JSON and tell listeners', async () => {
    const service = createSettingsService(dir);
    const seen: boolean[] = [];
    service.onChange((s) => seen.push(s.updates.enabled));
    await service.change({ updates: { feedUrl: 'https://updates.example.com/cc/' } });
    await service.confirmPendingFeed('https://updates.example.com/cc/');
    await service.change({ updates: { enabled: true }, notifications: { bulkJobFinished: false } });
    const file = JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8'));
    expect(file).toEqual({
      schemaVersion: 1,
      updates: { enabled: true, feedUrl: 'https://updates.example.com/cc/' },
      notifications: { bulkJobFinished: false },
    });
    expect(seen).toEqual([false, false, true]);
  });

  it('the channel refuses a feed that is not https (not even on this machine)', () => {
    const input = channels['settings.set'].input;
    expect(input.safeParse({ updates: { feedUrl: 'http://updates.example.com/' } }).success).toBe(false);
    expect(input.safeParse({ updates: { feedUrl: 'https://user:pw@updates.example.com/' } }).success).toBe(
      false,
    );
    expect(input.safeParse({ updates: { feedUrl: 'ftp://x/' } }).success).toBe(false);
    expect(input.safeParse({ updates: { feedUrl: 'http://127.0.0.1:8080/feed/' } }).success).toBe(false);
    expect(input.safeParse({ updates: { feedUrl: 'https://updates.example.com/cc/' } }).success).toBe(true);
    expect(input.safeParse({ updates: { feedUrl: '' } }).success).toBe(true);
    expect(input.safeParse({ other: 1 }).success).toBe(false);
  });

  it('settings.get and settings.set through the handlers; the web host never checks for updates', async () => {
    const handlers = settingsHandlers({ dataDir: dir } as unknown as ServiceDeps, { host: 'web' });
    const view = await handlers['settings.get']({}, {});
    expect(view).toEqual({
      updates: { enabled: false, feedUrl: '' },
      notifications: { bulkJobFinished: true },
      firstRun: { dismissed: false },
      updateStatus: { state: 'off', message: expect.any(String) },
    });
    const changed = await handlers['settings.set']({ notifications: { bulkJobFinished: false } }, {});
    expect(changed.notifications.bulkJobFinished).toBe(false);
    expect((await handlers['settings.checkUpdates']({}, {})).state).toBe('off');
    expect(await handlers['app.setMenuAreas']({ areas: [{ id: 'a', label: 'A' }] }, {})).toEqual({
      accepted: 0,
    });
    expect(await handlers['bulkJobs.takeOpenedCsv']({}, {})).toEqual({ opened: null });
  });

  it('a feed from the renderer alone is only pending: the updater never sees it', () => {
    const next = applySettingsChange(defaultSettings(), {
      updates: { feedUrl: 'https://evil.example.com/feed/' },
    });
    expect(next.updates).toEqual({
      enabled: false,
      feedUrl: '',
      pendingFeedUrl: 'https://evil.example.com/feed/',
    });
    expect(() => applySettingsChange(next, { updates: { enabled: true } })).toThrow(AppFailure);
  });

  it('the web host refuses a feed address with a message and stores nothing', async () => {
    const handlers = settingsHandlers({ dataDir: dir } as unknown as ServiceDeps, { host: 'web' });
    await expect(
      handlers['settings.set']({ updates: { feedUrl: 'https://updates.example.com/cc/' } }, {}),
    ).rejects.toThrow(/has no updater/);
    const stored = await createSettingsService(dir).read();
    expect(stored.updates.feedUrl).toBe('');
    expect(stored.updates.pendingFeedUrl).toBeUndefined();
  });
});

describe('update feed confirmation in Electron (native dialog through the desktop adapter)', () => {
  function electronHandlers(answer: number, platform: NodeJS.Platform = 'linux') {
    const settings = createSettingsService(dir);
    const seenFeeds: string[] = [];
    settings.onChange((s) => seenFeeds.push(s.updates.feedUrl));
    const shown: Array<{ message: string; detail: string; defaultId: number; cancelId: number }> = [];
    const dialog: MessageBoxLike<null> = {
      showMessageBox: async (_window, options) => {
        shown.push(options);
        return { response: answer };
      },
    };
    const desktop: DesktopAdapter = {
      logsDir: dir,
      logFiles: () => [],
      openFolder: vi.fn(async () => true),
      saveFile: vi.fn(async () => null),
      settings,
      updates: { checkNow: vi.fn(), status: () => ({ state: 'off' as const, message: 'Updates are off.' }) },
      confirmUpdateFeed: createFeedConfirmer(dialog, () => null, platform),
      setMenuAreas: vi.fn(),
      setUnsavedChanges: vi.fn(),
      takeOpenedCsv: () => null,
      busyReasons: () => [],
    };
    const handlers = settingsHandlers({ dataDir: dir } as unknown as ServiceDeps, {
      host: 'electron',
      desktop,
    });
    return { handlers, settings, shown, seenFeeds };
  }

  it('cancelled (the default button): the feed is not saved and the updater never saw it', async () => {
    const { handlers, settings, shown, seenFeeds } = electronHandlers(0);
    await expect(
      handlers['settings.set']({ updates: { feedUrl: 'https://evil.example.com/feed/' } }, {}),
    ).rejects.toThrow(/not confirmed/);
    expect(shown).toHaveLength(1);
    expect(shown[0]?.defaultId).toBe(0);
    expect(shown[0]?.cancelId).toBe(0);
    expect(shown[0]?.detail).toContain('https://evil.example.com/feed/');
    expect(shown[0]?.detail).toContain('On Linux the updater does not check a signature');
    const stored = await settings.read();
    expect(stored.updates.feedUrl).toBe('');
    expect(stored.updates.pendingFeedUrl).toBeUndefined();
    expect(seenFeeds.every((feed) => feed === '')).toBe(true);
  });

  it('confirmed in the native dialog: the feed is saved and the updater follows it', async () => {
    const { handlers, settings, seenFeeds, shown } = electronHandlers(1, 'win32');
    const view = await handlers['settings.set'](
      { updates: { feedUrl: 'https://updates.example.com/cc/' } },
      {},
    );
    expect(view.updates).toEqual({ enabled: false, feedUrl: 'https://updates.example.com/cc/' });
    expect(shown[0]?.detail).not.toContain('On Linux');
    expect((await settings.read()).updates.pendingFeedUrl).toBeUndefined();
    expect(seenFeeds.at(-1)).toBe('https://updates.example.com/cc/');
    // Turning updates on, or saving the same address again, asks nothing more.
    await handlers['settings.set'](
      { updates: { enabled: true, feedUrl: 'https://updates.example.com/cc/' } },
      {},
    );
    expect(shown).toHaveLength(1);
  });

  it('removing the feed needs no confirmation', async () => {
    const { handlers, shown } = electronHandlers(1);
    await handlers['settings.set']({ updates: { feedUrl: 'https://updates.example.com/cc/' } }, {});
    const view = await handlers['settings.set']({ updates: { feedUrl: '' } }, {});
    expect(view.updates.feedUrl).toBe('');
    expect(shown).toHaveLength(1);
  });
});
