import { z } from 'zod';
import { CommunityActivityQuery, CommunityActivityResponse } from './analytics';
import {
  CertificateList,
  CertificateTemplateList,
  CertificateTemplatesQuery,
  CertificateUploadBody,
  CertificateUploadResponse,
  CertificatesQuery,
} from './certificates';
import {
  ChannelGroup,
  ChannelList,
  ChannelPostList,
  ChannelPostListQuery,
  Channel,
  CreateChannelBody,
  CreateChannelGroupBody,
  ListChannelsQuery,
} from './community';
import {
  CourseAnswer,
  CourseList,
  CourseReviewSummary,
  Chapter,
  CreateChapterBody,
  CreateCourseBody,
  CreateModuleBody,
  DeleteChapterAnswer,
  ListCoursesQuery,
  Module,
  UpdateChapterBody,
  UpdateCourseBody,
  UpdateModuleBody,
} from './courses';
import { CreatedFeedPost, CreateFeedPostBody, FeedPostsQuery, FeedPostsResponse } from './feed';
import { AppConfig, AppConfigQuery, UpdateAppConfigAnswer, UpdateAppConfigBody } from './host';
import {
  AssignBadgesBody,
  AssignPointsBody,
  AssignPointsResponse,
  Badge,
  BadgeList,
  CollectivePointsQuery,
  CollectivePointsResponse,
  CreateBadgeBody,
  OperationAck,
  PointsLedger,
  PointsLedgerQuery,
  UpdateBadgeBody,
  UserCollectivePoints,
  UserCollectivePointsQuery,
} from './gamification';
import {
  MigrateUserBody,
  MigrateUserEnvelope,
  RevokeUserBody,
  RevokeUserEnvelope,
  WebhookSubscriptionBody,
  WebhookSubscriptionResponse,
} from './integration';
import {
  CreateMangoBody,
  ListMangoesQuery,
  MangoAnswer,
  MangoList,
  SubscriberCounts,
  SubscriberCountsQuery,
  UpdateMangoBody,
} from './mangoes';
import {
  CreateOrFindUserBody,
  CreateOrFindUserResponse,
  CreateSubscriptionBody,
  GrantSubscriptionBody,
  RefundSubscriptionBody,
  RevokeSubscriptionBody,
  SubscriptionWriteAnswer,
} from './subscriptions';
import {
  AuthenticatedUser,
  SubscriptionList,
  UserLookupQuery,
  UserSubscriptionsQuery,
  VerifyTokenQuery,
} from './users';
import {
  CheckAvailabilityBody,
  CheckAvailabilityResponse,
  CreateVideoCallBody,
  CreateVideoCallResponse,
  ListVideoCallsQuery,
  ParticipantPreview,
  ParticipantPreviewQuery,
  UpdateVideoCallBody,
  VideoCall,
  VideoCallList,
  VideoCallSeries,
} from './video-calls';

/**
 * Header family: `bearer` = Authorization + x-whitelabel-host; `workshop` = bearer plus x-timezone-offset;
 * `integration` = x-api-key only.
 */
export type OperationFamily = 'bearer' | 'workshop' | 'integration';
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface OperationDescriptor {
  readonly name: string;
  readonly method: HttpMethod;
  /** With `:param` placeholders; every param is a 24-hex id. */
  readonly path: string;
  readonly family: OperationFamily;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The bare payload: when the answer comes in a `{code, ..., result}` wrapper, the client unwraps it first. */
  readonly response: z.ZodType;
  /** True for operations whose contract is assumed (public-contracts.md B) or only seen in client code. */
  readonly assumed?: boolean;
  readonly deprecated?: boolean;
}

function op<const D extends OperationDescriptor>(d: D): D {
  return d;
}

const V1 = '/api/v1/external';
const CALLS = `${V1}/workshops/video-calls`;

export const operations = {
  verifyToken: op({
    name: 'verifyToken',
    method: 'GET',
    path: `${V1}/auth/v2/verify-token`,
    family: 'bearer',
    query: VerifyTokenQuery,
    response: AuthenticatedUser,
  }),
  lookupUser: op({
    name: 'lookupUser',
    method: 'GET',
    path: `${V1}/users/lookup`,
    family: 'bearer',
    query: UserLookupQuery,
    response: AuthenticatedUser,
  }),
  /** account/getUserById.json: a user's basic information (score and rank as plain numbers there). */
  getUser: op({
    name: 'getUser',
    method: 'GET',
    path: `${V1}/users/:userId`,
    family: 'bearer',
    response: AuthenticatedUser,
  }),
  listUserSubscriptions: op({
    name: 'listUserSubscriptions',
    method: 'GET',
    path: `${V1}/subscriptions/:userId`,
    family: 'bearer',
    query: UserSubscriptionsQuery,
    response: SubscriptionList,
  }),
  /** account/createOrFindUser.json: creates the person on the host or returns the one with that email/phone. */
  createOrFindUser: op({
    name: 'createOrFindUser',
    method: 'POST',
    path: `${V1}/users`,
    family: 'bearer',
    body: CreateOrFindUserBody,
    response: CreateOrFindUserResponse,
  }),
  /** subscription/createSubscription.json: after an external payment; transactionId makes it retry-safe. */
  createSubscription: op({
    name: 'createSubscription',
    method: 'POST',
    path: `${V1}/subscriptions`,
    family: 'bearer',
    body: CreateSubscriptionBody,
    response: SubscriptionWriteAnswer,
  }),
  /** subscription/grantSubscriptionAccess.json: (re)activates without payment; 404 unknown, 409 already active. */
  grantSubscription: op({
    name: 'grantSubscription',
    method: 'POST',
    path: `${V1}/subscriptions/grant`,
    family: 'bearer',
    body: GrantSubscriptionBody,
    response: SubscriptionWriteAnswer,
  }),
  /** subscription/revokeSubscriptionAccess.json: external subscriptions only; the status becomes 'halted'. */
  revokeSubscription: op({
    name: 'revokeSubscription',
    method: 'POST',
    path: `${V1}/subscriptions/revoke`,
    family: 'bearer',
    body: RevokeSubscriptionBody,
    response: SubscriptionWriteAnswer,
  }),
  /** subscription/refundSubscription.json: 'initiate' halts the subscription, 'complete' after the gateway refund. */
  refundSubscription: op({
    name: 'refundSubscription',
    method: 'POST',
    path: `${V1}/subscriptions/refund`,
    family: 'bearer',
    body: RefundSubscriptionBody,
    response: SubscriptionWriteAnswer,
  }),
  communityActivity: op({
    name: 'communityActivity',
    method: 'GET',
    path: `${V1}/analytics/community/user/activity`,
    family: 'bearer',
    query: CommunityActivityQuery,
    response: CommunityActivityResponse,
  }),
  /** host/getAppConfigurations.json: one supported app's allowed Mangoes. */
  getAppConfig: op({
    name: 'getAppConfig',
    method: 'GET',
    path: `${V1}/host/apps`,
    family: 'bearer',
    query: AppConfigQuery,
    response: AppConfig,
  }),
  /** host/updateAppConfigurations.json: replaces the app's allowed Mangoes (an empty list removes all). */
  updateAppConfig: op({
    name: 'updateAppConfig',
    method: 'PATCH',
    path: `${V1}/host/apps`,
    family: 'bearer',
    body: UpdateAppConfigBody,
    response: UpdateAppConfigAnswer,
  }),

  createVideoCall: op({
    name: 'createVideoCall',
    method: 'POST',
    path: CALLS,
    family: 'workshop',
    body: CreateVideoCallBody,
    response: CreateVideoCallResponse,
  }),
  checkVideoCallAvailability: op({
    name: 'checkVideoCallAvailability',
    method: 'POST',
    path: `${CALLS}/check-availability`,
    family: 'workshop',
    body: CheckAvailabilityBody,
    response: CheckAvailabilityResponse,
  }),
  listVideoCalls: op({
    name: 'listVideoCalls',
    method: 'GET',
    path: CALLS,
    family: 'workshop',
    query: ListVideoCallsQuery,
    response: VideoCallList,
  }),
  participantPreview: op({
    name: 'participantPreview',
    method: 'GET',
    path: `${CALLS}/participant-preview`,
    family: 'workshop',
    query: ParticipantPreviewQuery,
    response: ParticipantPreview,
  }),
  getVideoCallSeries: op({
    name: 'getVideoCallSeries',
    method: 'GET',
    path: `${CALLS}/series/:groupId`,
    family: 'workshop',
    response: VideoCallSeries,
    assumed: true,
  }),
  getVideoCall: op({
    name: 'getVideoCall',
    method: 'GET',
    path: `${CALLS}/:videoCallId`,
    family: 'workshop',
    response: VideoCall,
  }),
  updateVideoCall: op({
    name: 'updateVideoCall',
    method: 'PATCH',
    path: `${CALLS}/:videoCallId`,
    family: 'workshop',
    body: UpdateVideoCallBody,
    response: VideoCall,
    assumed: true,
  }),

  listMangoes: op({
    name: 'listMangoes',
    method: 'GET',
    path: `${V1}/mangos`,
    family: 'bearer',
    query: ListMangoesQuery,
    response: MangoList,
  }),
  createMango: op({
    name: 'createMango',
    method: 'POST',
    path: `${V1}/mangos`,
    family: 'bearer',
    body: CreateMangoBody,
    response: MangoAnswer,
  }),
  mangoSubscriberCounts: op({
    name: 'mangoSubscriberCounts',
    method: 'GET',
    path: `${V1}/mangos/subscriptions/count`,
    family: 'bearer',
    query: SubscriberCountsQuery,
    response: SubscriberCounts,
  }),
  getMango: op({
    name: 'getMango',
    method: 'GET',
    path: `${V1}/mangos/:mangoId`,
    family: 'bearer',
    response: MangoAnswer,
  }),
  /** Answers the Mango envelope; `response` is the unwrapped Mango. */
  updateMango: op({
    name: 'updateMango',
    method: 'PATCH',
    path: `${V1}/mangos/:mangoId`,
    family: 'bearer',
    body: UpdateMangoBody,
    response: MangoAnswer,
  }),

  listChannels: op({
    name: 'listChannels',
    method: 'GET',
    path: `${V1}/community/channels`,
    family: 'bearer',
    query: ListChannelsQuery,
    response: ChannelList,
    assumed: true,
  }),
  createChannel: op({
    name: 'createChannel',
    method: 'POST',
    path: `${V1}/community/channels`,
    family: 'bearer',
    body: CreateChannelBody,
    response: Channel,
    assumed: true,
  }),
  listChannelPosts: op({
    name: 'listChannelPosts',
    method: 'GET',
    path: `${V1}/community/channels/:channelId/posts`,
    family: 'bearer',
    query: ChannelPostListQuery,
    response: ChannelPostList,
  }),
  createChannelGroup: op({
    name: 'createChannelGroup',
    method: 'POST',
    path: `${V1}/community/channel-groups`,
    family: 'bearer',
    body: CreateChannelGroupBody,
    response: ChannelGroup,
  }),

  listCourses: op({
    name: 'listCourses',
    method: 'GET',
    path: `${V1}/courses`,
    family: 'bearer',
    query: ListCoursesQuery,
    response: CourseList,
  }),
  courseReviewSummary: op({
    name: 'courseReviewSummary',
    method: 'GET',
    path: `${V1}/courses/:courseId/reviews/summary`,
    family: 'bearer',
    response: CourseReviewSummary,
  }),
  createModule: op({
    name: 'createModule',
    method: 'POST',
    path: `${V1}/courses/:courseId/modules`,
    family: 'bearer',
    body: CreateModuleBody,
    response: Module,
  }),
  updateCourse: op({
    name: 'updateCourse',
    method: 'PATCH',
    path: `${V1}/courses/:courseId`,
    family: 'bearer',
    body: UpdateCourseBody,
    response: CourseAnswer,
    assumed: true,
  }),
  /** courses/createCourse.json: the bare course (mangoes and modules as ids). */
  createCourse: op({
    name: 'createCourse',
    method: 'POST',
    path: `${V1}/courses`,
    family: 'bearer',
    body: CreateCourseBody,
    response: CourseAnswer,
  }),
  /** courses/updateCourseModule.json: not nested under the course. */
  updateModule: op({
    name: 'updateModule',
    method: 'PATCH',
    path: `${V1}/modules/:moduleId`,
    family: 'bearer',
    body: UpdateModuleBody,
    response: Module,
  }),
  createChapter: op({
    name: 'createChapter',
    method: 'POST',
    path: `${V1}/modules/:moduleId/chapters`,
    family: 'bearer',
    body: CreateChapterBody,
    response: Chapter,
  }),
  updateChapter: op({
    name: 'updateChapter',
    method: 'PATCH',
    path: `${V1}/chapters/:chapterId`,
    family: 'bearer',
    body: UpdateChapterBody,
    response: Chapter,
  }),
  /** courses/deleteChapter.json: the chapter with its QnA and assignment; the answer is empty. */
  deleteChapter: op({
    name: 'deleteChapter',
    method: 'DELETE',
    path: `${V1}/chapters/:chapterId`,
    family: 'bearer',
    response: DeleteChapterAnswer,
  }),

  listBadges: op({
    name: 'listBadges',
    method: 'GET',
    path: `${V1}/gamification/badges`,
    family: 'bearer',
    response: BadgeList,
  }),
  createBadge: op({
    name: 'createBadge',
    method: 'POST',
    path: `${V1}/gamification/badges`,
    family: 'bearer',
    body: CreateBadgeBody,
    response: Badge,
  }),
  collectivePoints: op({
    name: 'collectivePoints',
    method: 'GET',
    path: '/api/v2/external/gamification/points/collective',
    family: 'bearer',
    query: CollectivePointsQuery,
    response: CollectivePointsResponse,
    deprecated: true,
  }),
  /** gamification/updateBadge.json: the bare badge back. */
  updateBadge: op({
    name: 'updateBadge',
    method: 'PATCH',
    path: `${V1}/gamification/badges/:badgeId`,
    family: 'bearer',
    body: UpdateBadgeBody,
    response: Badge,
  }),
  /** gamification/assignBadgesToUser.json: adds badges, never revokes. */
  assignBadges: op({
    name: 'assignBadges',
    method: 'PATCH',
    path: `${V1}/gamification/badges/:userId/assign`,
    family: 'bearer',
    body: AssignBadgesBody,
    response: OperationAck,
  }),
  /** gamification/assignPointsToUsers.json: a negative score takes points away. */
  assignPoints: op({
    name: 'assignPoints',
    method: 'PATCH',
    path: `${V1}/gamification/points/assign`,
    family: 'bearer',
    body: AssignPointsBody,
    response: AssignPointsResponse,
  }),
  pointsLedger: op({
    name: 'pointsLedger',
    method: 'GET',
    path: `${V1}/gamification/points/ledger/:userId`,
    family: 'bearer',
    query: PointsLedgerQuery,
    response: PointsLedger,
  }),
  /** v1, per person: the documented alternative to the deprecated v2 `collectivePoints`. */
  userCollectivePoints: op({
    name: 'userCollectivePoints',
    method: 'GET',
    path: `${V1}/gamification/points/collective/:userId`,
    family: 'bearer',
    query: UserCollectivePointsQuery,
    response: UserCollectivePoints,
  }),

  uploadCertificate: op({
    name: 'uploadCertificate',
    method: 'POST',
    path: `${V1}/certificates/upload`,
    family: 'bearer',
    body: CertificateUploadBody,
    response: CertificateUploadResponse,
    deprecated: true,
  }),
  /** certificates/listCertificatesByCreator.json: the creator's certificates, with their titles. */
  listCertificateTemplates: op({
    name: 'listCertificateTemplates',
    method: 'GET',
    path: `${V1}/certificates`,
    family: 'bearer',
    query: CertificateTemplatesQuery,
    response: CertificateTemplateList,
  }),
  listCertificates: op({
    name: 'listCertificates',
    method: 'GET',
    path: `${V1}/certificates/:userId`,
    family: 'bearer',
    query: CertificatesQuery,
    response: CertificateList,
    deprecated: true,
  }),

  listFeedPosts: op({
    name: 'listFeedPosts',
    method: 'GET',
    path: `${V1}/feeds/posts`,
    family: 'bearer',
    query: FeedPostsQuery,
    response: FeedPostsResponse,
  }),
  /** feed/createFeedPost.json: not retried blindly (a POST); the screen never sends it twice. */
  createFeedPost: op({
    name: 'createFeedPost',
    method: 'POST',
    path: `${V1}/feeds/posts`,
    family: 'bearer',
    body: CreateFeedPostBody,
    response: CreatedFeedPost,
  }),

  /** Current docs path (every per-event page uses it). No answer body is documented. */
  subscribeWebhook: op({
    name: 'subscribeWebhook',
    method: 'POST',
    path: '/api/v1/integration/webhook/webhook',
    family: 'integration',
    body: WebhookSubscriptionBody,
    response: WebhookSubscriptionResponse,
  }),
  /**
   * The legacy GitBook docs' path, same body. Used only when a live host answers 404 on the current path
   * (see services/engagement/webhook-subscriptions.ts); the sandbox routes both.
   */
  subscribeWebhookLegacy: op({
    name: 'subscribeWebhookLegacy',
    method: 'POST',
    path: '/integration/webhook',
    family: 'integration',
    body: WebhookSubscriptionBody,
    response: WebhookSubscriptionResponse,
    deprecated: true,
  }),
  /** Answers `{code: 0, type, message, result}`; `response` is that whole envelope (code 0 is not the usual wrapper). */
  migrateUser: op({
    name: 'migrateUser',
    method: 'POST',
    path: '/integration/action/migrate-user',
    family: 'integration',
    body: MigrateUserBody,
    response: MigrateUserEnvelope,
  }),
  /** Removes a customer from a Mango, as the dashboard's customers page does; answers `result: 'success'`. */
  revokeUser: op({
    name: 'revokeUser',
    method: 'POST',
    path: '/integration/action/revoke-user',
    family: 'integration',
    body: RevokeUserBody,
    response: RevokeUserEnvelope,
  }),
} as const;

export type Operations = typeof operations;
export type OperationName = keyof Operations;
export const operationNames = Object.keys(operations) as OperationName[];

const paramsByPath = new Map<string, readonly string[]>();

/** The `:param` names of a path template, in order (computed once per template). */
export function pathParams(path: string): readonly string[] {
  let params = paramsByPath.get(path);
  if (params === undefined) {
    params = [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '');
    paramsByPath.set(path, params);
  }
  return params;
}

/** Fills `:param` placeholders, URL-encoding each value. */
export function buildPath(path: string, params: Readonly<Record<string, string>>): string {
  if (!path.includes(':')) return path;
  return path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key}`);
    return encodeURIComponent(value);
  });
}
