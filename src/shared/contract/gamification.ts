import { z } from 'zod';
import { IsoDateTime, ObjectId, pagedOrBareList, queryList } from './common';

export const Badge = z.looseObject({
  _id: ObjectId,
  creator: ObjectId.optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  imageUrl: z.string().optional(),
  enableAutomation: z.boolean().optional(),
  pointsThreshold: z.number().optional(),
  pointCategoryForAutomation: z.string().optional(),
  automationEnabledMangoes: z.array(ObjectId).optional(),
  createdAt: IsoDateTime.optional(),
  updatedAt: IsoDateTime.optional(),
});
export type Badge = z.infer<typeof Badge>;

/** The spec's `{total, data}`, or the documented bare array of badges: read as `{total, data}`. */
export const BadgeList = pagedOrBareList(Badge);
export type BadgeList = z.infer<typeof BadgeList>;

/**
 * Create badge body. Points-threshold automation (`pointsThreshold`) and Mango-subscription automation
 * (`automationEnabledMangoes`) are exclusive (spec: States and transitions 3).
 */
export const CreateBadgeBody = z
  .object({
    name: z.string().trim().min(1),
    description: z.string().optional(),
    imageUrl: z.string().optional(),
    enableAutomation: z.boolean().optional(),
    pointsThreshold: z.number().min(0).optional(),
    pointCategoryForAutomation: z.enum(['lifetime', 'month', 'week']).optional(),
    automationEnabledMangoes: z.array(ObjectId).optional(),
  })
  .refine((b) => !(b.pointsThreshold !== undefined && (b.automationEnabledMangoes?.length ?? 0) > 0), {
    message: 'Only one automation type may be enabled at a time',
    path: ['automationEnabledMangoes'],
  });
export type CreateBadgeBody = z.infer<typeof CreateBadgeBody>;

export const systemPointTypes = [
  'dailyActive',
  'likeOnPost',
  'commentOnPost',
  'messageInRoom',
  'createPost',
  '10perCourseCompletion',
  '50perCourseCompletion',
  '100perCourseCompletion',
  'attendance',
  'signUpThroughAffiliate',
] as const;

/** The system point types in plain words, for screens and the exported file's column notes. */
export const pointTypeLabels: Readonly<Record<(typeof systemPointTypes)[number], string>> = {
  dailyActive: 'Daily active',
  likeOnPost: 'Likes on posts',
  commentOnPost: 'Comments on posts',
  messageInRoom: 'Messages in rooms',
  createPost: 'Posts created',
  '10perCourseCompletion': 'Course completion (10 points)',
  '50perCourseCompletion': 'Course completion (50 points)',
  '100perCourseCompletion': 'Course completion (100 points)',
  attendance: 'Attendance',
  signUpThroughAffiliate: 'Affiliate sign-ups',
};

/** A point type as people read it: the system ones in words, the creator's own types as they named them. */
export function pointTypeLabel(type: string): string {
  return Object.hasOwn(pointTypeLabels, type) ? pointTypeLabels[type as keyof typeof pointTypeLabels] : type;
}

export const CollectivePointsQuery = z.object({
  mangoes: queryList(ObjectId).optional(),
  users: queryList(ObjectId).optional(),
  /** System or custom point types. */
  types: queryList(z.string().min(1)).optional(),
});
export type CollectivePointsQuery = z.infer<typeof CollectivePointsQuery>;

export const CollectivePointsRecord = z.looseObject({
  _id: ObjectId,
  points: z.array(z.looseObject({ type: z.string().optional(), score: z.number().optional() })).optional(),
  totalScore: z.number().optional(),
});
export type CollectivePointsRecord = z.infer<typeof CollectivePointsRecord>;

export const CollectivePointsResponse = z.array(CollectivePointsRecord);
export type CollectivePointsResponse = z.infer<typeof CollectivePointsResponse>;
