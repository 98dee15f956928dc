import type { OperationName } from '../../shared/contract/operations';
import type { Handler } from '../context';
import { communityActivity } from './analytics';
import { listCertificateTemplates, listCertificates, uploadCertificate } from './certificates';
import { createChannel, createChannelGroup, listChannels } from './community';
import { createChapter, createCourse, deleteChapter, updateChapter, updateModule } from './course-content';
import { courseReviewSummary, createModule, listCourses, updateCourse } from './courses';
import { listFeedPosts } from './feed';
import { assignBadges, collectivePoints, createBadge, listBadges, updateBadge } from './gamification';
import { assignPoints, pointsLedger, userCollectivePoints } from './gamification-points';
import { createFeedPost } from './feed-create';
import { getAppConfig, updateAppConfig } from './host';
import { migrateUser, revokeUser } from './integration';
import { updateMango } from './mango-update';
import { createMango, getMango, listMangoes, mangoSubscriberCounts } from './mangoes';
import { listChannelPosts } from './posts';
import { getUser, listUserSubscriptions, lookupUser, verifyToken } from './users';
import { subscribeWebhook } from './webhooks';
import {
  createOrFindUser,
  createSubscription,
  grantSubscription,
  refundSubscription,
  revokeSubscription,
} from './subscriptions';
import { getVideoCall, getVideoCallSeries, listVideoCalls, participantPreview } from './video-call-reads';
import { checkVideoCallAvailability, createVideoCall, updateVideoCall } from './video-calls';

/** One handler per operation of the shared table: a missing one is a compile error. */
export const handlers: { [K in OperationName]: Handler } = {
  verifyToken,
  lookupUser,
  getUser,
  listUserSubscriptions,
  createOrFindUser,
  createSubscription,
  grantSubscription,
  revokeSubscription,
  refundSubscription,
  communityActivity,
  getAppConfig,
  updateAppConfig,
  createVideoCall,
  checkVideoCallAvailability,
  listVideoCalls,
  participantPreview,
  getVideoCallSeries,
  getVideoCall,
  updateVideoCall,
  listMangoes,
  createMango,
  mangoSubscriberCounts,
  getMango,
  updateMango,
  listChannels,
  createChannel,
  listChannelPosts,
  createChannelGroup,
  listCourses,
  courseReviewSummary,
  createModule,
  updateCourse,
  createCourse,
  updateModule,
  createChapter,
  updateChapter,
  deleteChapter,
  listBadges,
  createBadge,
  collectivePoints,
  updateBadge,
  assignBadges,
  assignPoints,
  pointsLedger,
  userCollectivePoints,
  uploadCertificate,
  listCertificateTemplates,
  listCertificates,
  listFeedPosts,
  createFeedPost,
  subscribeWebhook,
  subscribeWebhookLegacy: subscribeWebhook,
  migrateUser,
  revokeUser,
};
