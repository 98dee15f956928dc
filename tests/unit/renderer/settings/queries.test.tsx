import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { AppSettingsView } from '../../../../src/shared/areas/settings/channels';
import type { DesktopInfo } from '../../../../src/shared/channels/app';
import { installEventRules } from '../../../../src/renderer/src/data/events';
import { createQueryClient } from '../../../../src/renderer/src/data/query';
import { settingsEventRules } from '../../../../src/renderer/src/areas/settings/event-rules';
import {
  base64ToBytes,
  diagnosticsNotice,
  useCheckUpdates,
  useDesktopInfo,
  useExportDiagnostics,
  useOpenLogs,
  useSaveSettings,
  useSettings,
} from '../../../../src/renderer/src/areas/settings/queries';
import { failure, fakeBridge, type Handler, wrapper } from '../fake-bridge';
import { watchDownloads } from '../downloads';

const settings: AppSettingsView = {
  updates: { enabled: false, feedUrl: '' },
  notifications: { bulkJobFinished: true },
  firstRun: { dismissed: false },
  updateStatus: { state: 'off', message: 'Updates are off' },
};
const info: DesktopInfo = {
  host: 'web',
  dataDir: '/data',
  logsDir: null,
  logsNote: 'The terminal that started it',
  secretsNote: 'the OS keychain',
  canOpenFolders: false,
  updatesSupported: false,
};

function desktop(overrides: Record<string, Handler> = {}) {
  return fakeBridge({ 'settings.get': () => settings, 'app.desktopInfo': () => info, ...overrides });
}

function useScreen() {
  return {
    settings: useSettings(),
    info: useDesktopInfo(),
    save: useSaveSettings(),
    check: useCheckUpdates(),
    exportZip: useExportDiagnostics(),
    openLogs: useOpenLogs(),
  };
}

describe('settings queries', () => {
  it('reads the settings and where this host keeps things; a failed read has its AppError', async () => {
    const fake = desktop({
      'app.desktopInfo': () => failure({ kind: 'internal', message: 'No data directory' }),
    });
    const { result } = renderHook(useScreen, { wrapper: wrapper(fake.api) });
    await waitFor(() => expect(result.current.settings.data).toEqual(settings));
    await waitFor(() => expect(result.current.info.appError?.message).toBe('No data directory'));
  });

  it('a save puts the answered settings in the cache; a feed main did not confirm is the save error', async () => {
    const feedUrl = 'https://updates.example.com/console/';
    let confirm = false;
    const fake = desktop({
      'settings.set': (change: { updates?: { feedUrl?: string } }) =>
        confirm
          ? { ...settings, updates: { enabled: false, feedUrl: change.updates?.feedUrl ?? '' } }
          : failure({
              kind: 'validation',
              message: 'The new update feed address was not confirmed, so it was not saved.',
            }),
    });
    const { result } = renderHook(useScreen, { wrapper: wrapper(fake.api) });
    await waitFor(() => expect(result.current.settings.data).toEqual(settings));

    await act(() => result.current.save.mutateAsync({ updates: { feedUrl } }).catch(() => undefined));
    await waitFor(() => expect(result.current.save.appError?.message).toContain('not confirmed'));
    expect(result.current.settings.data?.updates.feedUrl).toBe('');

    confirm = true;
    await act(() => result.current.save.mutateAsync({ updates: { feedUrl } }));
    await waitFor(() => expect(result.current.settings.data?.updates.feedUrl).toBe(feedUrl));
    expect(result.current.save.appError).toBeNull();
    expect(fake.count('settings.get')).toBe(1);
  });

  it("the updater's pushed status and a check's answer both land in the cached settings", async () => {
    const fake = desktop({ 'settings.checkUpdates': () => ({ state: 'none', message: 'Up to date' }) });
    const client = createQueryClient();
    const off = installEventRules(fake.api, client, settingsEventRules);
    const { result } = renderHook(useScreen, { wrapper: wrapper(fake.api, client) });
    await waitFor(() => expect(result.current.settings.data).toEqual(settings));
    act(() => fake.emit('settings.updateStatus', { state: 'checking', message: 'Checking' }));
    await waitFor(() => expect(result.current.settings.data?.updateStatus.state).toBe('checking'));
    await act(() => result.current.check.mutateAsync({}));
    await waitFor(() => expect(result.current.settings.data?.updateStatus.message).toBe('Up to date'));
    expect(result.current.settings.data?.updates).toEqual(settings.updates);
    off();
  });

  it('a diagnostics zip from the web host is saved as a download; Electron saved its own', async () => {
    let outcome: unknown = { outcome: 'download', fileName: 'diag.zip', base64: btoa('PK'), bytes: 2 };
    const fake = desktop({ 'settings.exportDiagnostics': () => outcome });
    const downloads = watchDownloads();
    const { result } = renderHook(useScreen, { wrapper: wrapper(fake.api) });
    await act(() => result.current.exportZip.mutateAsync({}));
    expect(downloads.map((d) => [d.name, d.type])).toEqual([['diag.zip', 'application/zip']]);
    expect(await downloads[0]!.text()).toBe('PK');
    outcome = { outcome: 'saved', path: '/tmp/diag.zip', bytes: 3_000_000 };
    await act(() => result.current.exportZip.mutateAsync({}));
    expect(downloads).toHaveLength(1);
  });

  it('opening the logs reports what main said', async () => {
    const fake = desktop({
      'app.openLogs': () => ({ opened: false, path: null, message: 'No logs folder in the browser' }),
    });
    const { result } = renderHook(useScreen, { wrapper: wrapper(fake.api) });
    await expect(act(() => result.current.openLogs.mutateAsync({}))).resolves.toMatchObject({
      opened: false,
    });
  });

  it('says what an export did, in words, and turns base64 back into bytes', () => {
    expect(diagnosticsNotice({ outcome: 'saved', path: '/tmp/d.zip', bytes: 3_145_728 })).toBe(
      'Diagnostics saved to /tmp/d.zip (3.0 MB).',
    );
    expect(diagnosticsNotice({ outcome: 'cancelled' })).toBe('Export cancelled: nothing was saved.');
    expect(diagnosticsNotice({ outcome: 'download', fileName: 'd.zip', base64: '', bytes: 100 })).toBe(
      'Diagnostics downloaded as d.zip (1 KB).',
    );
    expect([...base64ToBytes(btoa('PK\u0003'))]).toEqual([0x50, 0x4b, 0x03]);
  });
});
