import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BridgeApi } from '@shared/bridge';
import type { AppSettingsView, DesktopInfo, DiagnosticsResult, UpdateStatus } from '@shared/channels/desktop';
import type { AppError } from '@shared/errors';

export interface SettingsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  settings: AppSettingsView | null;
  info: DesktopInfo | null;
  error: AppError | null;
  saving: boolean;
  exporting: boolean;
  /** What the last diagnostics export or open-logs did, in words. */
  notice: string | null;
  load: () => Promise<void>;
  save: (change: {
    updates?: { enabled?: boolean; feedUrl?: string };
    notifications?: { bulkJobFinished: boolean };
  }) => Promise<boolean>;
  checkUpdates: () => Promise<void>;
  applyStatus: (status: UpdateStatus) => void;
  /** The zip as a download (web host) is returned for the screen to save; Electron saved it already. */
  exportDiagnostics: () => Promise<Extract<DiagnosticsResult, { outcome: 'download' }> | null>;
  openLogs: () => Promise<void>;
  clearNotice: () => void;
}

export type SettingsStore = StoreApi<SettingsState>;

function bytes(count: number): string {
  return count < 1024 * 1024
    ? `${Math.max(1, Math.round(count / 1024))} KB`
    : `${(count / 1048576).toFixed(1)} MB`;
}

/** The Settings screen's state: the console's own settings and where its files are. Never a secret. */
export function createSettingsStore(api: BridgeApi): SettingsStore {
  return createStore<SettingsState>((set, get) => ({
    status: 'idle',
    settings: null,
    info: null,
    error: null,
    saving: false,
    exporting: false,
    notice: null,

    async load() {
      set({ status: get().settings ? 'ready' : 'loading' });
      const [settings, info] = await Promise.all([api.settings.get(), api.app.desktopInfo()]);
      if (!settings.ok) return set({ status: 'error', error: settings.error });
      if (!info.ok) return set({ status: 'error', error: info.error });
      set({ status: 'ready', error: null, settings: settings.value, info: info.value });
    },

    async save(change) {
      set({ saving: true, error: null });
      const result = await api.settings.set(change);
      if (!result.ok) {
        set({ saving: false, error: result.error });
        return false;
      }
      set({ saving: false, settings: result.value });
      return true;
    },

    async checkUpdates() {
      const result = await api.settings.checkUpdates();
      if (result.ok) get().applyStatus(result.value);
      else set({ error: result.error });
    },

    applyStatus(status) {
      const settings = get().settings;
      if (settings) set({ settings: { ...settings, updateStatus: status } });
    },

    async exportDiagnostics() {
      set({ exporting: true, error: null, notice: null });
      const result = await api.diagnostics.export();
      set({ exporting: false });
      if (!result.ok) {
        set({ error: result.error });
        return null;
      }
      const value = result.value;
      if (value.outcome === 'saved')
        set({ notice: `Diagnostics saved to ${value.path} (${bytes(value.bytes)}).` });
      if (value.outcome === 'cancelled') set({ notice: 'Export cancelled: nothing was saved.' });
      if (value.outcome === 'download') {
        set({ notice: `Diagnostics downloaded as ${value.fileName} (${bytes(value.bytes)}).` });
        return value;
      }
      return null;
    },

    async openLogs() {
      const result = await api.app.openLogs();
      if (!result.ok) return set({ error: result.error });
      set({ notice: result.value.opened ? null : result.value.message });
    },

    clearNotice: () => set({ notice: null }),
  }));
}

/** base64 (as the bridge carries the zip) to bytes for a download. */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
  return out;
}
