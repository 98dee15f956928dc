import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channels } from '../../../src/shared/bridge';
import { AppFailure } from '../../../src/shared/errors';
import type { ServiceDeps } from '../../../src/main/services/deps';
import { desktopHandlers } from '../../../src/main/services/desktop/handlers';
import {
  applySettingsChange,
  createSettingsService,
  defaultSettings,
} from '../../../src/main/services/settings';

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
    await service.change({ updates: { enabled: true }, notifications: { bulkJobFinished: false } });
    const file = JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8'));
    expect(file).toEqual({
      schemaVersion: 1,
      updates: { enabled: true, feedUrl: 'https://updates.example.com/cc/' },
      notifications: { bulkJobFinished: false },
    });
    expect(seen).toEqual([false, true]);
  });

  it('the channel refuses a feed that is not https (plain http only on this machine)', () => {
    const input = channels['settings.set'].input;
    expect(input.safeParse({ updates: { feedUrl: 'http://updates.example.com/' } }).success).toBe(false);
    expect(input.safeParse({ updates: { feedUrl: 'https://user:pw@updates.example.com/' } }).success).toBe(
      false,
    );
    expect(input.safeParse({ updates: { feedUrl: 'ftp://x/' } }).success).toBe(false);
    expect(input.safeParse({ updates: { feedUrl: 'http://127.0.0.1:8080/feed/' } }).success).toBe(true);
    expect(input.safeParse({ updates: { feedUrl: '' } }).success).toBe(true);
    expect(input.safeParse({ other: 1 }).success).toBe(false);
  });

  it('settings.get and settings.set through the handlers; the web host never checks for updates', async () => {
    const handlers = desktopHandlers({ dataDir: dir } as unknown as ServiceDeps, { host: 'web' });
    const view = await handlers['settings.get']({}, {});
    expect(view).toEqual({
      updates: { enabled: false, feedUrl: '' },
      notifications: { bulkJobFinished: true },
      updateStatus: { state: 'off', message: expect.any(String) },
    });
    const changed = await handlers['settings.set']({ notifications: { bulkJobFinished: false } }, {});
    expect(changed.notifications.bulkJobFinished).toBe(false);
    expect((await handlers['settings.checkUpdates']({}, {})).state).toBe('off');
    expect(await handlers['app.setMenuAreas']({ areas: [{ id: 'a', label: 'A' }] }, {})).toEqual({
      accepted: 0,
    });
    expect(await handlers['migration.takeOpenedCsv']({}, {})).toEqual({ opened: null });
  });
});
