import type { ChannelName, EventName } from './bridge';

/**
 * The names of every bridge channel and event, without their schemas. Both preloads build `window.api`
 * from these lists, so a preload carries a few kilobytes of names instead of zod and every schema (the web
 * page loads its preload before the first screen; Electron's sandboxed preload must stay small).
 * `bridge.ts` stays the one table: the checks at the bottom fail to compile when a channel or an event is
 * added there and not here, or listed here and not there.
 */
export const channelNameList = [
  'app.info',
  'connectivity.get',
  'app.cancel',
  'links.openExternal',
  'app.storageNotices',
  'app.dismissStorageNotice',
  'activity.list',
  'activity.exportCsv',
  'profiles.list',
  'profiles.create',
  'profiles.update',
  'profiles.delete',
  'profiles.setActive',
  'profiles.testConnection',
  'secrets.status',
  'secrets.set',
  'secrets.clear',
  'videoCalls.serviceClock',
  'videoCalls.mangoOptions',
  'videoCalls.list',
  'videoCalls.get',
  'videoCalls.openRecording',
  'videoCalls.series',
  'videoCalls.preview',
  'videoCalls.checkAvailability',
  'videoCalls.create',
  'videoCalls.update',
  'mangoes.list',
  'mangoes.refresh',
  'mangoes.get',
  'drafts.list',
  'drafts.get',
  'drafts.save',
  'drafts.delete',
  'drafts.validate',
  'drafts.apply',
  'drafts.resolveConflict',
  'drafts.history',
  'drafts.keepOne',
  'analytics.channels',
  'analytics.activity',
  'analytics.cached',
  'migration.template',
  'migration.import',
  'migration.getMapping',
  'migration.saveMapping',
  'migration.mangoes',
  'migration.validate',
  'migration.rows',
  'migration.exportInvalid',
  'migration.dryRun',
  'migration.start',
  'migration.pause',
  'migration.resume',
  'migration.cancel',
  'migration.setConcurrency',
  'migration.jobs',
  'migration.job',
  'migration.resolveUncertain',
  'migration.retryFailed',
  'migration.exportResults',
  'community.channels',
  'community.posts',
  'community.exportPostsCsv',
  'community.accessOptions',
  'community.createGroup',
  'community.createChannel',
  'host.appConfig',
  'host.updateAppConfig',
  'courses.list',
  'courses.reviewSummary',
  'courses.modules',
  'courses.createModule',
  'courses.updateDrip',
  'courses.create',
  'courses.updateModule',
  'courses.chapters',
  'courses.createChapter',
  'courses.updateChapter',
  'courses.deleteChapter',
  'gamification.badges',
  'gamification.createBadge',
  'gamification.points',
  'gamification.pointsQuota',
  'gamification.pointsExportCsv',
  'certificates.start',
  'certificates.list',
  'certificates.templates',
  'feed.posts',
  'feed.exportCsv',
  'feed.createPost',
  'webhooks.list',
  'webhooks.subscribe',
  'webhooks.targets',
  'webhooks.receiverStart',
  'webhooks.receiverStop',
  'webhooks.receiverStatus',
  'webhooks.deliveries',
  'webhooks.clearDeliveries',
  'webhooks.fire',
  'users.verifyToken',
  'users.get',
  'settings.get',
  'settings.set',
  'settings.checkUpdates',
  'diagnostics.export',
  'app.openLogs',
  'app.desktopInfo',
  'app.setMenuAreas',
  'migration.takeOpenedCsv',
] as const;

export const eventNameList = [
  'connectivity',
  'storage.notice',
  'activity.recorded',
  'profiles.changed',
  'drafts.changed',
  'mangoes.cacheUpdated',
  'migration.progress',
  'migration.jobChanged',
  'migration.dryRunProgress',
  'webhooks.delivery',
  'app.navigate',
  'migration.openCsv',
  'updates.status',
] as const;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Compile-time: every channel of bridge.ts is listed above, and nothing else. */
export const channelListIsComplete: Same<(typeof channelNameList)[number], ChannelName> = true;
/** Compile-time: every event of bridge.ts is listed above, and nothing else. */
export const eventListIsComplete: Same<(typeof eventNameList)[number], EventName> = true;

/** Splits `area.verb` into its two parts. */
export function splitChannel(name: string): [string, string] {
  const dot = name.indexOf('.');
  return [name.slice(0, dot), name.slice(dot + 1)];
}

/** Electron IPC names: `bridge:<channel>` for calls, `event:<event>` for pushes from main. */
export const IPC_CHANNEL_PREFIX = 'bridge:';
export const IPC_EVENT_PREFIX = 'event:';
