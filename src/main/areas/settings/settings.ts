import {
  WEB_FEED_REFUSED,
  type AppSettingsView,
  type settingsChannels,
  type UpdateStatus,
} from '../../../shared/areas/settings/channels';
import { appFailure } from '../../../shared/errors';
import type { Handlers } from '../../platform/handlers';
import { exportDiagnostics } from './diagnostics';
import { createLogger } from '../../platform/logging/logger';
import type { ServiceDeps } from '../deps';
import { createSettingsService, type AppSettings, type SettingsService } from './settings-file';
import type { DesktopAdapter } from './adapter';
import { desktopInfo, openLogs } from './places';

const log = createLogger('desktop');

export interface SettingsHandlerOptions {
  host: 'electron' | 'web';
  version?: string;
  /** Electron only; absent in the web host. */
  desktop?: DesktopAdapter;
}

const WEB_UPDATES: UpdateStatus = {
  state: 'off',
  message: 'Updates apply to the installed desktop console only.',
};

function view(settings: AppSettings, status: UpdateStatus): AppSettingsView {
  const { enabled, feedUrl } = settings.updates;
  return {
    updates: { enabled, feedUrl },
    notifications: settings.notifications,
    firstRun: { dismissed: settings.firstRun?.dismissed ?? false },
    updateStatus: status,
  };
}

function feedRefused(message: string) {
  return appFailure('validation', message, {
    details: { issues: [{ path: 'updates.feedUrl', message }] },
  });
}

/**
 * The settings (updates, notifications, first run) and the channels that need the desktop adapter: the
 * diagnostics export (diagnostics.ts), the logs folder and where things are (places.ts), the menu, the
 * unsaved-changes guard and a CSV the OS opened with the console.
 */
export function settingsHandlers(
  deps: ServiceDeps,
  options: SettingsHandlerOptions = { host: 'web' },
): Pick<
  Handlers,
  // The settings area, and the channels of the console and of bulk jobs that need the desktop adapter.
  | keyof typeof settingsChannels
  | 'app.openLogs'
  | 'app.desktopInfo'
  | 'app.setMenuAreas'
  | 'app.setUnsavedChanges'
  | 'bulkJobs.takeOpenedCsv'
> {
  const desktop = options.desktop;
  const settings: SettingsService = desktop?.settings ?? createSettingsService(deps.dataDir);
  const updateStatus = () => desktop?.updates.status() ?? WEB_UPDATES;

  return {
    'settings.get': async () => view(await settings.read(), updateStatus()),
    'settings.set': async (change) => {
      const asked = change.updates?.feedUrl?.trim();
      if (!desktop && asked) throw feedRefused(WEB_FEED_REFUSED);
      let next = await settings.change(change);
      const pending = next.updates.pendingFeedUrl;
      if (pending) {
        // The renderer alone cannot choose where installers come from: main asks the person.
        const confirmed = desktop ? await desktop.confirmUpdateFeed(pending).catch(() => false) : false;
        if (!confirmed) {
          await settings.discardPendingFeed();
          throw feedRefused('The new update feed address was not confirmed, so it was not saved.');
        }
        next = await settings.confirmPendingFeed(pending);
        log.info('update feed confirmed', { feedUrl: pending });
      }
      return view(next, updateStatus());
    },
    'settings.checkUpdates': async () => {
      if (!desktop) return WEB_UPDATES;
      const current = await settings.read();
      if (!current.updates.enabled) return desktop.updates.status();
      return desktop.updates.checkNow();
    },
    'settings.exportDiagnostics': () =>
      exportDiagnostics(deps, { ...options, settings: () => settings.read(), updateStatus }),
    'app.openLogs': () => openLogs(desktop),
    'app.desktopInfo': () => desktopInfo(options.host, deps.dataDir, desktop),
    'app.setMenuAreas': ({ areas }) => {
      desktop?.setMenuAreas(areas);
      return { accepted: desktop ? areas.length : 0 };
    },
    'app.setUnsavedChanges': ({ unsaved }) => {
      desktop?.setUnsavedChanges(unsaved);
      return { accepted: desktop !== undefined };
    },
    'bulkJobs.takeOpenedCsv': () => ({ opened: desktop?.takeOpenedCsv() ?? null }),
  };
}
