import { z } from 'zod';
import { IsoDateTime, ObjectId } from '../../shared/contract/common';
import { WebhookEventName } from '../../shared/contract/webhook-events';
import { ChapterRecord, HostAppRecord, UserAssetRecord } from './fixture-content-schema';

export { ChapterRecord, HostAppRecord, UserAssetRecord };

/**
 * The fixture file: the sandbox's whole state as JSON. The records are the sandbox's own (what the service
 * stores), never the client's response schemas; what goes on the wire is decided by ./serializers. Every ISO date-time in it is shifted on load by
 * (clock now - anchor), so relative situations (a call ongoing, a subscription about to expire) hold
 * whenever it is loaded. See docs/sandbox.md.
 */
const Id = ObjectId;
const Time = IsoDateTime;

export const CreatorRecord = z.object({
  _id: Id,
  name: z.string(),
  email: z.string(),
  phone: z.number(),
  host: z.string(),
  userSlug: z.string(),
  country: z.string(),
  dialCode: z.string(),
  currency: z.string(),
  profilePicUrl: z.string(),
  /** A regular account is refused by white-label operations. */
  whitelabel: z.boolean(),
  /** Bearer access token of this creator. */
  accessToken: z.string(),
  apiKey: z.string(),
  features: z.object({
    community: z.boolean(),
    gamification: z.boolean(),
    drm: z.boolean(),
    /** Schedules ending after this instant are refused (null: no expiry). */
    webinarExpiresAt: Time.nullable(),
  }),
  /** True for a creator whose onboarding is unfinished: creating a course answers COURSE_USER_NOT_CREATOR. */
  onboardingIncomplete: z.boolean().optional(),
});

export const UserRecord = z.object({
  _id: Id,
  creator: Id,
  name: z.string(),
  email: z.string(),
  phone: z.number(),
  country: z.string(),
  dialCode: z.string(),
  profilePicUrl: z.string(),
  /** The refresh token the dashboard hands to an application (verify-token). */
  refreshToken: z.string().optional(),
  badges: z.array(Id),
  /**
   * The person's points ledger: one entry per award (the fixture's entries carry only type and score; those
   * assigned through the API also their id, description and date). Collective points sum it per type.
   */
  points: z.array(
    z.object({
      type: z.string(),
      score: z.number(),
      _id: Id.optional(),
      description: z.string().optional(),
      date: Time.optional(),
    }),
  ),
  score: z.object({ lifetime: z.number(), month: z.number(), week: z.number() }),
  createdAt: Time,
});

const Currencies = z.object({
  inr: z.number().nullable().optional(),
  usd: z.number().nullable().optional(),
  eur: z.number().nullable().optional(),
});

export const MangoRecord = z.object({
  _id: Id,
  creator: Id,
  title: z.string().optional(),
  description: z.string().optional(),
  descriptionHtml: z.string().optional(),
  price: z.number().optional(),
  currency: z.string().optional(),
  inrAmount: z.number().nullable().optional(),
  usdAmount: z.number().nullable().optional(),
  eurAmount: z.number().nullable().optional(),
  isDeleted: z.boolean().optional(),
  isHidden: z.boolean().optional(),
  isPublic: z.boolean().optional(),
  isFree: z.boolean().optional(),
  zeroCostMango: z.boolean().optional(),
  affiliateEnabled: z.boolean().optional(),
  recurringType: z.string().nullable().optional(),
  type: z.string().optional(),
  createdAt: Time.optional(),
  updatedAt: Time.optional(),
  coverContents: z.array(z.string()).optional(),
  introVideo: z.string().nullable().optional(),
  checkoutLink: z.string().optional(),
  shortLink: z.string().optional(),
  differentialPricing: Currencies.nullable().optional(),
  settings: z
    .object({
      includeGST: z.boolean().optional(),
      priceIncludesGST: z.boolean().optional(),
      otpless: z.boolean().optional(),
      showTdsField: z.boolean().optional(),
    })
    .optional(),
  pricing: z.object({ strikeThrough: Currencies.nullable().optional() }).optional(),
  access: z
    .object({
      startsAt: Time.nullable().optional(),
      validityDays: z.number().nullable().optional(),
      trialDays: z.number().nullable().optional(),
      maxBillingCycles: z.number().nullable().optional(),
      seatLimit: z.number().nullable().optional(),
      seatLabel: z.string().nullable().optional(),
      allowMultipleQuantity: z.boolean().optional(),
    })
    .optional(),
  gamificationEnabled: z.boolean().optional(),
  customFields: z.record(z.string(), z.string()).optional(),
  chatroomSlug: z.string().optional(),
});

export const CouponRecord = z.object({
  _id: Id,
  creator: Id,
  code: z.string(),
  /** Empty: applies to every Mango of the creator. */
  mangoes: z.array(Id),
  discountType: z.enum(['flat', 'percent']),
  value: z.number(),
  isActive: z.boolean(),
});

/** An order of a subscription made through the external API (create, refund). */
export const ExternalOrderRecord = z.object({
  _id: Id,
  amount: z.number(),
  currency: z.string(),
  /** PAID, then REFUND_INITIATED and REFUNDED. */
  status: z.string(),
  externalTransactionId: z.string(),
  createdAt: Time,
  updatedAt: Time,
});

export const SubscriptionRecord = z.object({
  _id: Id,
  creator: Id,
  fan: Id,
  mango: Id,
  status: z.string(),
  subscribedAt: Time,
  expiredAt: Time.nullable(),
  /** 'external' for subscriptions made through the external API; absent for the fixture's own (internal). */
  paymentProvider: z.string().optional(),
  amount: z.number().optional(),
  updatedAt: Time.optional(),
  orders: z.array(ExternalOrderRecord).optional(),
});

export const ChannelGroupRecord = z.object({
  _id: Id,
  creator: Id,
  name: z.string(),
  hideFromNonChannelMember: z.boolean(),
  rank: z.number(),
  createdAt: Time,
  updatedAt: Time,
});

export const ChannelRecord = z.object({
  _id: Id,
  creator: Id,
  name: z.string(),
  description: z.string(),
  group: Id.nullable(),
  isHidden: z.boolean(),
  isArchived: z.boolean(),
  mangoArr: z.array(Id),
  badgeArr: z.array(Id),
  communityProfilePicture: z.string(),
  createdAt: Time,
});

const Interaction = z.object({ user: Id, at: Time });

/** A media item of a community post, as stored (the spec's Media fields). */
export const MediaRecord = z.object({
  _id: Id,
  contentType: z.string(),
  contentUrl: z.string(),
  asset: z.string().optional(),
  thumbnail: z.string().optional(),
  compressedVideoUrl: z.string().optional(),
  compressedVideoUrlDash: z.string().optional(),
  compressedVideoUrlHls: z.string().optional(),
  compressErrorDescription: z.string().optional(),
  compressErrorDescriptionWarnings: z.string().optional(),
  transcodingJob: z.string().optional(),
  fileKey: z.string().optional(),
  fileName: z.string().optional(),
  isCompressDone: z.boolean().optional(),
  isCompressError: z.boolean().optional(),
  fileSize: z.number().optional(),
});

/** One recording file of a call (the spec's Recording). */
export const RecordingRecord = z.object({
  recordingType: z.string().optional(),
  url: z.string().optional(),
  isVideoHostedUrl: z.boolean().optional(),
  recordingStartTime: Time.optional(),
  recordingEndTime: Time.optional(),
  fileSize: z.number().optional(),
  fileExtension: z.string().optional(),
});

export const PostRecord = z.object({
  _id: Id,
  channel: Id,
  creator: Id,
  postedBy: Id,
  caption: z.string(),
  layoutType: z.string(),
  mediaContent: z.array(MediaRecord),
  scheduleAt: Time,
  createdAt: Time,
  updatedAt: Time,
  isPinned: z.boolean(),
  pinnedNumber: z.number().optional(),
  pinnedAt: Time.optional(),
  isHidden: z.boolean(),
  isDeleted: z.boolean(),
  /** Views before the recorded view log; total = baseViews + viewTimes.length. */
  baseViews: z.number(),
  viewTimes: z.array(Time),
  likes: z.array(Interaction),
  comments: z.array(Interaction.extend({ isReply: z.boolean() })),
  poll: z
    .object({
      question: z.string(),
      options: z.array(z.string()),
      startAt: Time,
      endAt: Time,
      votes: z.array(z.object({ user: Id, option: z.number() })),
    })
    .optional(),
  /** The reposted post. */
  postRef: Id.optional(),
  postSettings: z.object({ disableComment: z.boolean(), hideComment: z.boolean(), hideLikes: z.boolean() }),
});

export const VideoCallRecord = z.object({
  _id: Id,
  creator: Id,
  title: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  startDate: z.string(),
  fromTime24h: z.string(),
  timezoneName: z.string(),
  duration: z.number().int(),
  fromTime: Time,
  toTime: Time,
  platform: z.string(),
  meetingUrl: z.string().optional(),
  cancelled: z.boolean(),
  /** A provider link has been issued: the schedule can no longer move. */
  providerLinkIssued: z.boolean(),
  mango: z.array(Id),
  excludeMangoes: z.array(Id),
  mangoToSell: Id.optional(),
  videoWaitingList: z.boolean(),
  videoRegistration: z.boolean(),
  enableRecordingVideoCall: z.boolean(),
  autoUploadRecordingsEnabled: z.boolean(),
  recordings: z.array(RecordingRecord),
  recordingReceivedAt: Time.optional(),
  recordingDeletedAt: Time.optional(),
  isRecordingDeleted: z.boolean(),
  callType: z.enum(['onetime', 'recurring']),
  groupId: Id.optional(),
  occurrence: z.number().int().optional(),
  totalOccurrence: z.number().int().optional(),
  participantCount: z.number().int(),
  videoCallRescheduledAt: Time.optional(),
  createdAt: Time,
});

export const CourseRecord = z.object({
  _id: Id,
  creator: Id,
  title: z.string(),
  description: z.string(),
  coverImage: z.string(),
  isPublished: z.boolean(),
  isDeleted: z.boolean(),
  drm: z.boolean(),
  mangoes: z.array(Id),
  modules: z.array(Id),
  drip: z.object({
    mode: z.enum(['none', 'date', 'enrollment', 'completion']),
    modules: z.array(
      z.object({
        module: Id,
        releaseAt: Time.nullable().optional(),
        afterDays: z.number().nullable().optional(),
      }),
    ),
  }),
  reviews: z.array(z.object({ user: Id, rating: z.number().int().min(1).max(5) })),
  /** Optional in fixtures: the serializer falls back to the modules' times. */
  createdAt: Time.optional(),
  updatedAt: Time.optional(),
});

export const ModuleRecord = z.object({
  _id: Id,
  creator: Id,
  course: Id,
  title: z.string(),
  description: z.string().optional(),
  coverImage: z.string().optional(),
  chapters: z.array(Id),
  createdAt: Time,
  updatedAt: Time,
});

export const ProgressRecord = z.object({
  user: Id,
  course: Id,
  percentage: z.number(),
  lastProgressOn: Time,
});

export const BadgeRecord = z.object({
  _id: Id,
  creator: Id,
  name: z.string(),
  description: z.string().optional(),
  imageUrl: z.string().optional(),
  enableAutomation: z.boolean().optional(),
  pointsThreshold: z.number().optional(),
  pointCategoryForAutomation: z.string().optional(),
  automationEnabledMangoes: z.array(Id).optional(),
  createdAt: Time.optional(),
  updatedAt: Time.optional(),
});

export const CertificateRecordDef = z.object({ _id: Id, creator: Id, mango: Id, title: z.string() });

export const AwardRecord = z.object({
  _id: Id,
  certificate: Id,
  mango: Id,
  user: Id,
  status: z.enum(['pending', 'generated']),
  requestedAt: Time,
  certificateReceivedOn: Time.optional(),
});

export const FeedPostRecord = z.object({
  _id: Id,
  creator: Id,
  title: z.string(),
  caption: z.string(),
  contentUrl: z.string(),
  contentType: z.enum(['video', 'image', 'pdf', 'xls', 'doc', 'text', 'carousal', 'poll']),
  isPinned: z.boolean(),
  mangoes: z.array(Id),
  likes: z.array(Id),
  commentCount: z.number(),
  replyCount: z.number(),
  views: z.number(),
  poll: z
    .object({
      question: z.string(),
      options: z.array(z.string()),
      votes: z.array(z.object({ user: Id, option: z.number() })),
    })
    .optional(),
  postRef: Id.optional(),
  tags: z.array(z.string()),
  /** Set by a create through the API (createFeedPost): hidden from the feed until this instant. */
  scheduleTime: Time.optional(),
  excludeMangoes: z.array(Id).optional(),
  thumbnail: z.string().optional(),
  createdAt: Time,
  updatedAt: Time.optional(),
});

export const WebhookSubscriptionRecord = z.object({
  _id: Id,
  creator: Id,
  hookUrl: z.string(),
  event: WebhookEventName,
  mango: Id.optional(),
  course: Id.optional(),
  webinar: Id.optional(),
  page: Id.optional(),
  createdAt: Time,
});

export const Fixture = z.object({
  version: z.literal(1),
  /** The instant the fixture's times were written against. */
  anchor: Time,
  creators: z.array(CreatorRecord).min(1),
  users: z.array(UserRecord),
  mangoes: z.array(MangoRecord),
  coupons: z.array(CouponRecord),
  subscriptions: z.array(SubscriptionRecord),
  channelGroups: z.array(ChannelGroupRecord),
  channels: z.array(ChannelRecord),
  posts: z.array(PostRecord),
  videoCalls: z.array(VideoCallRecord),
  courses: z.array(CourseRecord),
  modules: z.array(ModuleRecord),
  progress: z.array(ProgressRecord),
  badges: z.array(BadgeRecord),
  certificates: z.array(CertificateRecordDef),
  awards: z.array(AwardRecord),
  feedPosts: z.array(FeedPostRecord),
  webhooks: z.array(WebhookSubscriptionRecord),
  /** Absent in older fixture files: read as none. */
  chapters: z.array(ChapterRecord).default([]),
  userAssets: z.array(UserAssetRecord).default([]),
  hostApps: z.array(HostAppRecord).default([]),
});
export type Fixture = z.infer<typeof Fixture>;
export type CreatorRecord = z.infer<typeof CreatorRecord>;
export type UserRecord = z.infer<typeof UserRecord>;
export type MangoRecord = z.infer<typeof MangoRecord>;
export type CouponRecord = z.infer<typeof CouponRecord>;
export type SubscriptionRecord = z.infer<typeof SubscriptionRecord>;
export type ExternalOrderRecord = z.infer<typeof ExternalOrderRecord>;
export type ChannelGroupRecord = z.infer<typeof ChannelGroupRecord>;
export type ChannelRecord = z.infer<typeof ChannelRecord>;
export type PostRecord = z.infer<typeof PostRecord>;
export type VideoCallRecord = z.infer<typeof VideoCallRecord>;
export type CourseRecord = z.infer<typeof CourseRecord>;
export type ModuleRecord = z.infer<typeof ModuleRecord>;
export type ProgressRecord = z.infer<typeof ProgressRecord>;
export type BadgeRecord = z.infer<typeof BadgeRecord>;
export type MediaRecord = z.infer<typeof MediaRecord>;
export type RecordingRecord = z.infer<typeof RecordingRecord>;
export type AwardRecord = z.infer<typeof AwardRecord>;
export type FeedPostRecord = z.infer<typeof FeedPostRecord>;
export type WebhookSubscriptionRecord = z.infer<typeof WebhookSubscriptionRecord>;
export type ChapterRecord = z.infer<typeof ChapterRecord>;
export type UserAssetRecord = z.infer<typeof UserAssetRecord>;
export type HostAppRecord = z.infer<typeof HostAppRecord>;
export type FixtureCollection = Exclude<keyof Fixture, 'version' | 'anchor'>;
