import type { ChannelName } from '../../shared/bridge';

/**
 * The channels that only read (the service, or the console's own files). Every other channel is treated
 * as a write: a second identical call while the first is pending joins it (`write-joins.ts`). The list
 * names the reads rather than the writes so that a channel added later is guarded until someone decides
 * it only reads; a read wrongly left out is merely joined with an identical pending read.
 *
 * Reads are not joined: a read started after a write finished must see that write, and a pending read
 * from before it might not.
 */
export const readChannels: ReadonlySet<ChannelName> = new Set<ChannelName>([
  'app.info',
  'app.connectivity',
  'app.storageNotices',
  'activity.list',
  'activity.exportCsv',
  'profiles.list',
  'profiles.testConnection',
  'profiles.secretStatus',
  'videoCalls.serviceClock',
  'videoCalls.mangoOptions',
  'videoCalls.list',
  'videoCalls.get',
  'videoCalls.series',
  'videoCalls.preview',
  'videoCalls.checkAvailability',
  'mangoes.list',
  'mangoes.refresh',
  'mangoes.get',
  'mangoes.drafts',
  'mangoes.getDraft',
  'mangoes.validateDraft',
  'mangoes.draftHistory',
  'analytics.channels',
  'analytics.activity',
  'analytics.cached',
  'bulkJobs.template',
  'bulkJobs.getMapping',
  'bulkJobs.mangoes',
  'bulkJobs.validate',
  'bulkJobs.rows',
  'bulkJobs.exportInvalid',
  'bulkJobs.jobs',
  'bulkJobs.job',
  'bulkJobs.exportResults',
  'community.channels',
  'community.posts',
  'community.exportPostsCsv',
  'community.accessOptions',
  'courses.list',
  'courses.reviewSummary',
  'courses.modules',
  'courses.chapters',
  'appConfig.get',
  'gamification.badges',
  'gamification.points',
  'gamification.pointsQuota',
  'gamification.pointsExportCsv',
  'gamification.ledger',
  'gamification.userPoints',
  'certificates.list',
  'certificates.templates',
  'feed.posts',
  'feed.exportCsv',
  'webhooks.list',
  'webhooks.targets',
  'webhooks.receiverStatus',
  'webhooks.deliveries',
  'customers.getUser',
  'customers.verifyToken',
  'customers.find',
  'customers.get',
  'customers.subscriptions',
  'settings.get',
  'app.desktopInfo',
]);

export const isWriteChannel = (channel: ChannelName): boolean => !readChannels.has(channel);
