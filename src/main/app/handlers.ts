import type { CallRegistry } from './bridge/call-registry';
import type { Handlers } from '../platform/handlers';
import type { StorageNotice } from '../../shared/channels/app';
import type { Connectivity } from '../platform/connectivity';

export interface AppHandlerOptions {
  host: 'electron' | 'web';
  dataDir: string;
  version?: string;
  openExternal?: (url: string) => Promise<boolean>;
  connectivity: Pick<Connectivity, 'get'>;
  calls: Pick<CallRegistry, 'cancel'>;
  notices: { list(): StorageNotice[]; dismiss(at?: string): void };
}

export function appHandlers(
  options: AppHandlerOptions,
): Pick<
  Handlers,
  | 'app.info'
  | 'app.cancel'
  | 'app.openExternal'
  | 'app.connectivity'
  | 'app.storageNotices'
  | 'app.dismissStorageNotice'
> {
  return {
    'app.info': () => ({
      name: 'Creator Console',
      version: options.version ?? process.env.npm_package_version ?? '0.1.0',
      host: options.host,
      platform: process.platform,
      dataDir: options.dataDir,
    }),
    'app.cancel': ({ callId }) => ({ cancelled: options.calls.cancel(callId) }),
    // Only Electron can hand a link to the OS browser, and only after the allow-list check.
    'app.openExternal': async ({ url }) => ({
      opened: options.openExternal ? await options.openExternal(url) : false,
    }),
    'app.connectivity': ({ profileId }) => options.connectivity.get(profileId),
    'app.storageNotices': () => ({ notices: options.notices.list() }),
    'app.dismissStorageNotice': ({ at }) => {
      options.notices.dismiss(at);
      return { notices: options.notices.list() };
    },
  };
}
