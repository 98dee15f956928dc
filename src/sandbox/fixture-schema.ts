import { z } from 'zod';
import { IsoDateTime as Time } from '../shared/contract/common';
import { CreatorRecord, UserRecord } from './fixture-schema/accounts';
import { ChannelGroupRecord, ChannelRecord, PostRecord } from './fixture-schema/community';
import { ChapterRecord, HostAppRecord, UserAssetRecord } from './fixture-schema/content';
import { CourseRecord, ModuleRecord, ProgressRecord } from './fixture-schema/courses';
import {
  AwardRecord,
  BadgeRecord,
  CertificateRecordDef,
  FeedPostRecord,
  WebhookSubscriptionRecord,
} from './fixture-schema/engagement';
import { CouponRecord, MangoRecord, SubscriptionRecord } from './fixture-schema/mangoes';
import { VideoCallRecord } from './fixture-schema/video-calls';

export * from './fixture-schema/accounts';
export * from './fixture-schema/community';
export * from './fixture-schema/content';
export * from './fixture-schema/courses';
export * from './fixture-schema/engagement';
export * from './fixture-schema/mangoes';
export * from './fixture-schema/video-calls';

/**
 * The fixture file: the sandbox's whole state as JSON. The records are the sandbox's own (what the service
 * stores, one file per entity family in ./fixture-schema/), never the client's response schemas; what goes on
 * the wire is decided by ./serializers. Every ISO date-time in it is shifted on load by (clock now - anchor),
 * so relative situations (a call ongoing, a subscription about to expire) hold whenever it is loaded. See
 * docs/sandbox.md.
 */
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
export type FixtureCollection = Exclude<keyof Fixture, 'version' | 'anchor'>;
