import { mkdir } from 'node:fs/promises';
import type { ActivityEntry } from '../../shared/areas/activity/channels';
import { AppFailure } from '../../shared/errors';
import { createCallRegistry } from './bridge/call-registry';
import type { SendEvent } from '../platform/events';
import { createDispatcher } from './bridge/dispatcher';
import { callChannel, type Dispatch, type Handlers } from '../platform/handlers';
import { createLogger } from '../platform/logging/logger';
import type { SecretStore } from '../platform/secrets/secret-store';
import { join } from 'node:path';
import { activityHandlers } from '../areas/activity/activity';
import { redactQuery } from '../platform/activity-log/activity-entries';
import { createActivityLog } from '../platform/activity-log/activity-log';
import { createApiClients } from '../platform/api-clients';
import { appHandlers } from './handlers';
import { createConnectivity } from '../platform/connectivity';
import { createAgendaReader } from '../areas/video-calls/agenda';
import { callReadHandlers } from '../areas/video-calls/call-reads';
import { createServiceClocks, serviceTimeOf } from '../areas/video-calls/service-clock';
import { callWriteHandlers } from '../areas/video-calls/writes';
import { recordingHandlers, type RecordingLinks } from '../areas/video-calls/recording-links';
import { draftHandlers } from '../areas/mangoes/draft-editing';
import { createMangoCache } from '../areas/mangoes/mango-cache';
import { mangoReadHandlers } from '../areas/mangoes/mango-reads';
import { analyticsHandlers } from '../areas/analytics/activity';
import { bulkJobHandlers } from '../areas/bulk-jobs/bulk-jobs';
import { communityChannelHandlers } from '../areas/community/channels';
import { communityPostHandlers } from '../areas/community/posts';
import { createCommunityRegistry, scopeOf } from '../areas/community/registry';
import { chapterHandlers } from '../areas/courses/chapter-create';
import { courseContentHandlers } from '../areas/courses/course-content';
import { courseHandlers } from '../areas/courses/courses';
import type { DesktopAdapter } from '../areas/settings/adapter';
import { settingsHandlers } from '../areas/settings/settings';
import { certificateHandlers } from '../areas/certificates/certificates';
import { feedHandlers } from '../areas/feed/feed';
import { gamificationHandlers } from '../areas/gamification/gamification';
import { personGamificationHandlers } from '../areas/gamification/gamification-person';
import { webhookHandlers } from '../areas/webhooks/webhook-subscriptions';
import { subscriptionHandlers } from '../areas/customers/subscriptions';
import { userHandlers } from '../areas/customers/users';
import { appConfigHandlers } from '../areas/app-config/app-config';
import { homeHandlers } from '../areas/home/overview';
import type { ServiceDeps } from '../areas/deps';
import { startEmbeddedSandbox, type EmbeddedSandbox } from '../areas/profiles/embedded-sandbox';
import { createProfilesService, profileHandlers, SANDBOX_PROFILE_ID } from '../areas/profiles/profiles';
import {
  runningSandboxJobsHere,
  SANDBOX_DATA_FILE,
  sandboxDataHandlers,
} from '../areas/profiles/sandbox-data';
import { cleanStaleTempFiles } from '../platform/storage/atomic-file';
import { acquireDataDirLock } from '../platform/storage/data-dir-lock';
import { createStorageNotices } from '../platform/storage/notices';
import type { WindowLimit } from '../platform/api';

const log = createLogger('console');

export interface ConsoleOptions {
  dataDir: string;
  host: 'electron' | 'web';
  secretStore: SecretStore;
  /** How services push an event to the page (typed by the events table); each host supplies its own. */
  emit: SendEvent;
  /** Opens an allow-listed https link in the OS browser (Electron); absent in the web host. */
  openExternal?: (url: string) => Promise<boolean>;
  /** Opens or downloads a call recording's https address (Electron); absent in the web host. */
  recordingLinks?: RecordingLinks;
  /** An already running sandbox to use for the built-in profile (tests share one); else one is started. */
  sandbox?: EmbeddedSandbox;
  version?: string;
  /** Electron-only capabilities (folders, save dialog, updates, menu); absent in the web host. */
  desktop?: DesktopAdapter;
  /** The API clients' limit on calls to one host (`ApiClientsOptions.hostLimit`); the documented one unless told. */
  apiHostLimit?: WindowLimit | false;
}

export interface ConsoleApp {
  dispatch: Dispatch;
  close(): Promise<void>;
}

/**
 * Builds every service with its collaborators and the handler table the bridge serves. Electron's
 * bootstrap and the web host both call this; nothing here knows which transport carries the calls.
 */
export async function createConsole(options: ConsoleOptions): Promise<ConsoleApp> {
  await mkdir(options.dataDir, { recursive: true });
  // One console per data directory: a second one (the web host beside the app, a second web host, a
  // second process) would run the same jobs and race the same files. Refused here with the holder named.
  const dirLock = await acquireDataDirLock(options.dataDir, {
    app: options.host,
    otherDirHint:
      options.host === 'web'
        ? 'start with --data-dir <another folder>'
        : 'run that web host on another folder with --data-dir <another folder>',
  });
  try {
    return await composeConsole(options, dirLock.release);
  } catch (error) {
    await dirLock.release();
    throw error;
  }
}

/** Every job on this computer, as the bulk-jobs area lists them (Home reads them through the same table). */
async function jobsHere(dispatch: Dispatch | undefined) {
  if (!dispatch) return [];
  const listed = await callChannel(dispatch, 'bulkJobs.jobs', {});
  if (!listed.ok) throw new AppFailure(listed.error);
  return listed.value.jobs;
}

async function composeConsole(options: ConsoleOptions, releaseDir: () => Promise<void>): Promise<ConsoleApp> {
  await cleanStaleTempFiles(options.dataDir);
  // Damaged files moved aside and writes the disk refused reach the screen, not only the log.
  const notices = createStorageNotices(options.dataDir, (notice) => {
    log.warn('storage problem', { kind: notice.kind, file: notice.file, reason: notice.reason });
    options.emit('app.storageNotice', notice);
  });
  const ownsSandbox = !options.sandbox;
  // The console's own sandbox keeps its data in the data directory like a test-mode account; one a test
  // passes in is its own (fresh, in memory).
  const sandbox =
    options.sandbox ??
    (await startEmbeddedSandbox(undefined, {
      keepFile: join(options.dataDir, SANDBOX_DATA_FILE),
      onStarted: (status) => options.emit('profiles.sandboxChanged', { ...status, reason: 'started' }),
    }));

  const profiles = createProfilesService({
    dataDir: options.dataDir,
    secrets: options.secretStore,
    sandbox,
    onChange: (list) => options.emit('profiles.changed', list),
    onCorruptFile: (movedTo, reason) =>
      log.warn('profiles file was damaged and moved aside', { movedTo, reason }),
  });
  // Read now, not on the first screen's request: a damaged file is moved aside and its notice is waiting
  // before any window opens (a notice sent before the page listens would otherwise only be in the list).
  await profiles.list().catch(() => undefined);

  const activityLog = createActivityLog({ dir: join(options.dataDir, 'activity') });
  const connectivity = createConnectivity();
  const stopConnectivity = connectivity.onChange((state) => options.emit('app.connectivityChanged', state));
  const recorder = {
    record: (entry: ActivityEntry) => {
      options.emit('activity.recorded', { ...entry, query: redactQuery(entry.query) });
      return activityLog.record(entry);
    },
  };
  // Each profile's service clock, learned from the answers; the screens hear when it moves.
  const serviceClocks = createServiceClocks({
    onChange: (profileId, offsetMs) =>
      options.emit('videoCalls.clockChanged', {
        profileId,
        offsetMs,
        now: new Date(Date.now() + offsetMs).toISOString(),
      }),
  });
  const clients = createApiClients({
    profiles,
    connectivity,
    serviceTime: serviceClocks,
    activityLog: recorder,
    rateWindowFile: join(options.dataDir, 'rate-window.json'),
    hostLimit: options.apiHostLimit,
  });
  await clients.restoreBudget();

  const cleanups: Array<() => Promise<void> | void> = [];
  const deps: ServiceDeps = {
    dataDir: options.dataDir,
    profiles,
    clients,
    emit: options.emit,
    activityLog,
    sandbox,
    sandboxGeneration: async (profileId) =>
      profileId === SANDBOX_PROFILE_ID ? await sandbox.generation() : undefined,
    now: () => new Date(),
    onClose: (cleanup) => {
      cleanups.push(cleanup);
    },
  };

  const calls = createCallRegistry();
  // The reset asks the bulk-jobs area which Sandbox jobs run, through the bridge table built just below.
  const later: { dispatch?: Dispatch } = {};
  // Community and courses keep their local records (groups, module titles, chapters) in one file per profile.
  const communityScope = scopeOf(deps, createCommunityRegistry(deps));
  // The Mangoes kept on this computer: the reads fill them, a draft starts from one.
  const mangoCache = createMangoCache(deps.dataDir);
  // The video-call screens share one agenda reader (a write forgets its cached reads) and the service clocks.
  const agenda = createAgendaReader();
  const callTime = serviceTimeOf(deps, serviceClocks);
  const handlers: Handlers = {
    ...appHandlers({
      host: options.host,
      dataDir: options.dataDir,
      version: options.version,
      openExternal: options.openExternal,
      connectivity,
      calls,
      notices,
    }),
    ...homeHandlers(deps, { jobs: () => jobsHere(later.dispatch), clocks: serviceClocks }),
    ...profileHandlers(profiles, clients, recorder),
    ...sandboxDataHandlers({ ...deps, runningHere: () => runningSandboxJobsHere(later.dispatch) }),
    ...activityHandlers(activityLog),
    ...callReadHandlers(deps, agenda, callTime),
    ...callWriteHandlers(deps, agenda, callTime),
    ...recordingHandlers(deps, options.recordingLinks),
    ...mangoReadHandlers(deps, mangoCache),
    ...draftHandlers(deps, mangoCache),
    ...analyticsHandlers(deps),
    ...bulkJobHandlers(deps),
    ...communityChannelHandlers(communityScope),
    ...communityPostHandlers(communityScope),
    ...courseHandlers(communityScope),
    ...courseContentHandlers(communityScope),
    ...chapterHandlers(communityScope),
    ...appConfigHandlers(deps),
    ...gamificationHandlers(deps),
    ...personGamificationHandlers(deps),
    ...certificateHandlers(deps),
    ...feedHandlers(deps),
    ...webhookHandlers(deps),
    ...userHandlers(deps),
    ...subscriptionHandlers(deps),
    ...settingsHandlers(deps, { host: options.host, version: options.version, desktop: options.desktop }),
  };

  const dispatch: Dispatch = createDispatcher(handlers, {
    checkOutputs: process.env.NODE_ENV !== 'production',
    calls,
    activeProfileId: async () => (await profiles.active()).id,
    onInternalError: (channel, error) => log.error(`bridge call ${channel} failed`, error),
  });
  later.dispatch = dispatch;

  return {
    dispatch,
    async close() {
      try {
        for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
        stopConnectivity();
        connectivity.dispose();
        notices.close();
        await activityLog.flush();
        await clients.close();
        if (ownsSandbox) await sandbox.close();
      } finally {
        await releaseDir();
      }
    },
  };
}
