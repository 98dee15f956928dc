import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AppSettingsView, DiagnosticsResult, UpdateStatus } from '@shared/areas/settings/channels';
import { saveFile } from '../../components/save-file';
import { APP_SCOPE, bridgeKey, useBridgeMutation, useBridgeQuery } from '../../data/query';

/** The console's own settings are the same for every profile. */
export const settingsKey = bridgeKey('settings.get', APP_SCOPE, {});

/** Puts an updater status (pushed by main or answered by a check) into the cached settings. */
export function applyUpdateStatus(client: QueryClient, status: UpdateStatus): void {
  client.setQueryData(settingsKey, (settings: AppSettingsView | undefined) =>
    settings ? { ...settings, updateStatus: status } : settings,
  );
}

export function useSettings() {
  return useBridgeQuery('settings.get', {}, { scope: 'app' });
}

/** Where this host keeps data, logs and secrets, and what it can do (open folders, update). */
export function useDesktopInfo() {
  return useBridgeQuery('app.desktopInfo', {}, { scope: 'app' });
}

/**
 * Saves a change. A new update feed address is confirmed in main (a native dialog) before it is kept;
 * a refusal is this write's error and changes nothing. Main answers the settings, which go in the cache.
 */
export function useSaveSettings() {
  const client = useQueryClient();
  return useBridgeMutation('settings.set', {
    onSuccess: (settings) => void client.setQueryData(settingsKey, settings),
  });
}

/** Checks the feed now; the answered status goes into the cached settings. */
export function useCheckUpdates() {
  const client = useQueryClient();
  return useBridgeMutation('settings.checkUpdates', {
    onSuccess: (status) => applyUpdateStatus(client, status),
  });
}

function size(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1048576).toFixed(1)} MB`;
}

/** What an export did, in words for the screen's notice. */
export function diagnosticsNotice(result: DiagnosticsResult): string {
  if (result.outcome === 'saved') return `Diagnostics saved to ${result.path} (${size(result.bytes)}).`;
  if (result.outcome === 'cancelled') return 'Export cancelled: nothing was saved.';
  return `Diagnostics downloaded as ${result.fileName} (${size(result.bytes)}).`;
}

/** base64 (as the bridge carries the zip) to bytes for a download. */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
  return out;
}

/**
 * Exports the diagnostics zip: Electron saves it through its own dialog; the web host answers the bytes,
 * which are saved here as a download.
 */
export function useExportDiagnostics() {
  return useBridgeMutation('settings.exportDiagnostics', {
    onSuccess: (result) => {
      if (result.outcome !== 'download') return;
      saveFile(result.fileName, new Blob([base64ToBytes(result.base64)]), 'application/zip');
    },
  });
}

/** Opens the logs folder (desktop only); main says in words when it could not. */
export function useOpenLogs() {
  return useBridgeMutation('app.openLogs');
}
