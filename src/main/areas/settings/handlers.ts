import { arch, release, type as osType, version as osVersion } from 'node:os';
import { join } from 'node:path';
import {
  WEB_FEED_REFUSED,
  type AppSettingsView,
  type settingsChannels,
  type UpdateStatus,
} from '../../../shared/areas/settings/channels';
import { appFailure } from '../../../shared/errors';
import type { Handlers } from '../../platform/handlers';
import { buildDiagnosticsZip } from './diagnostics';
import { createLogger } from '../../platform/logging/logger';
import { busyReasons as processBusyReasons } from '../../platform/busy';
import type { ServiceDeps } from '../deps';
import { SANDBOX_PROFILE_ID } from '../profiles/profiles';
import { createSettingsService, type AppSettings, type SettingsService } from './settings-file';
import type { DesktopAdapter } from './adapter';
import { electronLogsNote, secretsNote, WEB_HOST_LOGS_NOTE } from './places';

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

/** Every stored token and key, so the diagnostics can scrub them; a keychain failure yields none. */
async function storedSecrets(deps: ServiceDeps): Promise<string[]> {
  const { profiles } = await deps.profiles.list();
  const values: string[] = [];
  for (const profile of profiles) {
    if (profile.id === SANDBOX_PROFILE_ID) continue;
    try {
      const secrets = await deps.profiles.secretsFor(profile.id);
      for (const value of [secrets.accessToken, secrets.apiKey]) if (value) values.push(value);
    } catch {
      // No keychain: nothing can have been stored, and nothing is scrubbed beyond the patterns.
    }
  }
  return values;
}

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

  async function diagnostics() {
    const current = await settings.read();
    // The zip reads the activity files directly: lines still queued for the disk must be in it.
    await deps.activityLog.flush();
    return buildDiagnosticsZip({
      appName: 'Creator Console',
      version: options.version ?? process.env.npm_package_version ?? '0.1.0',
      host: options.host,
      versions: { ...process.versions },
      os: {
        platform: process.platform,
        release: release(),
        arch: arch(),
        type: osType(),
        version: osVersion(),
      },
      dataDir: deps.dataDir,
      logFiles: desktop?.logFiles() ?? [],
      activityDir: join(deps.dataDir, 'activity'),
      profiles: deps.profiles,
      secretValues: () => storedSecrets(deps),
      extra: {
        settings: { updates: current.updates, notifications: current.notifications },
        updateStatus: updateStatus(),
        running: desktop?.busyReasons() ?? processBusyReasons(),
        logsDir: desktop?.logsDir ?? null,
      },
      now: deps.now,
    });
  }

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
    'settings.exportDiagnostics': async () => {
      const bundle = await diagnostics();
      log.info('diagnostics prepared', { entries: bundle.entries.length, bytes: bundle.bytes.byteLength });
      if (!desktop) {
        return {
          outcome: 'download' as const,
          fileName: bundle.fileName,
          base64: Buffer.from(bundle.bytes).toString('base64'),
          bytes: bundle.bytes.byteLength,
        };
      }
      const path = await desktop.saveFile(bundle.fileName, bundle.bytes);
      return path
        ? { outcome: 'saved' as const, path, bytes: bundle.bytes.byteLength }
        : { outcome: 'cancelled' as const };
    },
    'app.openLogs': async () => {
      if (!desktop) return { opened: false, path: null, message: WEB_HOST_LOGS_NOTE };
      const opened = await desktop.openFolder(desktop.logsDir);
      return {
        opened,
        path: desktop.logsDir,
        message: opened
          ? electronLogsNote(desktop.logsDir)
          : `The folder could not be opened. ${electronLogsNote(desktop.logsDir)}`,
      };
    },
    'app.desktopInfo': () => ({
      host: options.host,
      dataDir: deps.dataDir,
      logsDir: desktop?.logsDir ?? null,
      logsNote: desktop ? electronLogsNote(desktop.logsDir) : WEB_HOST_LOGS_NOTE,
      secretsNote: secretsNote(process.platform),
      canOpenFolders: desktop !== undefined,
      updatesSupported: desktop !== undefined,
    }),
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
