import type { OperationName } from '@shared/contract/operations';

/**
 * Every operation of the contract in words, as the Activity screen names it. Typed over every operation,
 * so a new operation without a name does not compile (and a test checks the words are there).
 */
export const operationWords: Readonly<Record<OperationName, string>> = {
  verifyToken: 'Check a user token',
  lookupUser: 'Look up a person',
  getUser: 'Read a person by id',
  listUserSubscriptions: "List a person's subscriptions",
  createOrFindUser: 'Add or find a person',
  createSubscription: 'Add a paid subscription',
  grantSubscription: 'Grant a subscription',
  revokeSubscription: 'Revoke a subscription',
  refundSubscription: 'Refund a subscription',
  communityActivity: 'Community activity',
  getAppConfig: 'Read an app configuration',
  updateAppConfig: 'Update an app configuration',
  createVideoCall: 'Schedule a video call',
  checkVideoCallAvailability: 'Check video call availability',
  listVideoCalls: 'List video calls',
  participantPreview: 'Preview call participants',
  getVideoCallSeries: 'Read a video call series',
  getVideoCall: 'Read a video call',
  updateVideoCall: 'Update a video call',
  listMangoes: 'List Mangoes',
  createMango: 'Create a Mango',
  mangoSubscriberCounts: 'Count Mango subscribers',
  getMango: 'Read a Mango',
  updateMango: 'Update a Mango',
  listChannels: 'List channels',
  createChannel: 'Create a channel',
  listChannelPosts: 'List channel posts',
  createChannelGroup: 'Create a channel group',
  listCourses: 'List courses',
  courseReviewSummary: 'Read course reviews',
  createModule: 'Add a course module',
  updateCourse: 'Update a course',
  createCourse: 'Create a course',
  updateModule: 'Update a module',
  createChapter: 'Add a chapter',
  updateChapter: 'Update a chapter',
  deleteChapter: 'Delete a chapter',
  listBadges: 'List badges',
  createBadge: 'Create a badge',
  collectivePoints: 'Read collective points',
  updateBadge: 'Update a badge',
  assignBadges: 'Assign badges to a person',
  assignPoints: 'Assign or take away points',
  pointsLedger: "Read a person's points ledger",
  userCollectivePoints: "Read a person's collective points",
  uploadCertificate: 'Upload a certificate',
  listCertificates: "List a person's certificates",
  listCertificateTemplates: "List the creator's certificates",
  listFeedPosts: 'List feed posts',
  createFeedPost: 'Publish a feed post',
  subscribeWebhook: 'Subscribe a webhook',
  subscribeWebhookLegacy: 'Subscribe a webhook (older address)',
  migrateUser: 'Add a customer (migration)',
  revokeUser: 'Remove a customer from a Mango',
};

/** Calls the console records that are not operations of the contract (the connection test's probe). */
const consoleCallWords: Readonly<Record<string, string>> = {
  'connectionTest.integration': 'Test the API key (empty probe)',
};

/** The words for an operation; an unknown one (a log line from another version) shows as recorded. */
export function operationName(operation: string): string {
  if (Object.hasOwn(operationWords, operation)) return operationWords[operation as OperationName];
  return Object.hasOwn(consoleCallWords, operation) ? (consoleCallWords[operation] ?? operation) : operation;
}
