import { z } from 'zod';
import { IsoDateTime, ObjectId, PageQuery, pagedOrBareList, queryList } from './common';
import { op, V1 } from './operation-row';

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

/** A badge's fields as create and update send them. */
const BadgeBodyFields = z.object({
  name: z.string().trim().min(1),
  description: z.string().optional(),
  imageUrl: z.string().optional(),
  enableAutomation: z.boolean().optional(),
  pointsThreshold: z.number().min(0).optional(),
  pointCategoryForAutomation: z.enum(['lifetime', 'month', 'week']).optional(),
  automationEnabledMangoes: z.array(ObjectId).optional(),
});

/**
 * Points-threshold automation (`pointsThreshold`) and Mango-subscription automation
 * (`automationEnabledMangoes`) are exclusive (spec: States and transitions 3).
 */
function oneAutomationKind(b: { pointsThreshold?: number; automationEnabledMangoes?: string[] }): boolean {
  return !(b.pointsThreshold !== undefined && (b.automationEnabledMangoes?.length ?? 0) > 0);
}
const ONE_AUTOMATION_KIND = {
  message: 'Only one automation type may be enabled at a time',
  path: ['automationEnabledMangoes'],
};

/** Create badge body: a name, the rest optional. */
export const CreateBadgeBody = BadgeBodyFields.refine(oneAutomationKind, ONE_AUTOMATION_KIND);
export type CreateBadgeBody = z.infer<typeof CreateBadgeBody>;

/**
 * Update badge body (gamification/updateBadge.json): the page shows no field table and an empty curl body, so
 * every create field is optional and `{}` is a valid (no-op) update. The two automation kinds stay exclusive.
 */
export const UpdateBadgeBody = BadgeBodyFields.partial().refine(oneAutomationKind, ONE_AUTOMATION_KIND);
export type UpdateBadgeBody = z.infer<typeof UpdateBadgeBody>;

/** gamification/assignBadgesToUser.json: badge ids to add to the person (the operation never revokes). */
export const AssignBadgesBody = z.object({ badges: z.array(ObjectId).min(1) });
export type AssignBadgesBody = z.infer<typeof AssignBadgesBody>;

/** `{message, success: true}` with no result. */
export const OperationAck = z.looseObject({
  message: z.string().optional(),
  success: z.boolean().optional(),
});
export type OperationAck = z.infer<typeof OperationAck>;

/** gamification/assignPointsToUsers.json: the same score for every fan; a negative score takes points away. */
export const AssignPointsBody = z.object({
  fanIds: z.array(ObjectId).min(1),
  score: z.number().finite(),
});
export type AssignPointsBody = z.infer<typeof AssignPointsBody>;

/** A map fan id -> the id of the points record made for them. */
export const AssignPointsResponse = z.record(z.string(), z.string());
export type AssignPointsResponse = z.infer<typeof AssignPointsResponse>;

/**
 * gamification/getPointsLedgerByUser.json query: `limit` (default 50; the service returns at most 200 per
 * request), `page`, `types`, `sortOrder` (default desc).
 */
export const PointsLedgerQuery = PageQuery.extend({
  types: queryList(z.string().min(1)).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
});
export type PointsLedgerQuery = z.infer<typeof PointsLedgerQuery>;

export const PointsLedgerEntry = z.looseObject({
  _id: ObjectId,
  creator: ObjectId.optional(),
  fan: ObjectId.optional(),
  description: z.string().optional(),
  extraData: z.looseObject({ date: z.string().optional() }).optional(),
  score: z.number().optional(),
  type: z.string().optional(),
  date: z.string().optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type PointsLedgerEntry = z.infer<typeof PointsLedgerEntry>;

/** `{total, data, page, limit, hasNext}` (the page fields read as optional). */
export const PointsLedger = z.looseObject({
  total: z.number().optional(),
  data: z.array(PointsLedgerEntry),
  page: z.number().optional(),
  limit: z.number().optional(),
  hasNext: z.boolean().optional(),
});
export type PointsLedger = z.infer<typeof PointsLedger>;

export const UserCollectivePointsQuery = z.object({ types: queryList(z.string().min(1)).optional() });
export type UserCollectivePointsQuery = z.infer<typeof UserCollectivePointsQuery>;

/**
 * gamification/getCollectivePointsByUser.json: a flat map point type -> score. The course-completion types
 * come back as `tenPercentCourseCompletion` etc. (not `10perCourseCompletion`): see `canonicalPointType`.
 * Values that are not numbers are dropped rather than failing the whole answer.
 */
export const UserCollectivePoints = z.preprocess(
  (value) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'number'))
      : value,
  z.record(z.string(), z.number()),
);
export type UserCollectivePoints = z.infer<typeof UserCollectivePoints>;

/** The v1 per-user answer's spelling of the course-completion types, mapped to the names used elsewhere. */
const V1_POINT_TYPE_ALIASES: Readonly<Record<string, string>> = {
  tenPercentCourseCompletion: '10perCourseCompletion',
  fiftyPercentCourseCompletion: '50perCourseCompletion',
  hundredPercentCourseCompletion: '100perCourseCompletion',
};

/** A point type key of any documented answer, as the system names it (`10perCourseCompletion`, ...). */
export function canonicalPointType(key: string): string {
  return V1_POINT_TYPE_ALIASES[key] ?? key;
}

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

/** Rows of `operations`: badges and points (the docs' gamification/ group). */
export const gamificationRows = {
  listBadges: op({
    name: 'listBadges',
    words: 'List badges',
    method: 'GET',
    path: `${V1}/gamification/badges`,
    family: 'bearer',
    response: BadgeList,
  }),
  createBadge: op({
    name: 'createBadge',
    words: 'Create a badge',
    method: 'POST',
    path: `${V1}/gamification/badges`,
    family: 'bearer',
    body: CreateBadgeBody,
    response: Badge,
  }),
  collectivePoints: op({
    name: 'collectivePoints',
    words: 'Read collective points',
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
    words: 'Update a badge',
    method: 'PATCH',
    path: `${V1}/gamification/badges/:badgeId`,
    family: 'bearer',
    body: UpdateBadgeBody,
    response: Badge,
  }),
  /** gamification/assignBadgesToUser.json: adds badges, never revokes. */
  assignBadges: op({
    name: 'assignBadges',
    words: 'Assign badges to a person',
    method: 'PATCH',
    path: `${V1}/gamification/badges/:userId/assign`,
    family: 'bearer',
    body: AssignBadgesBody,
    response: OperationAck,
  }),
  /** gamification/assignPointsToUsers.json: a negative score takes points away. */
  assignPoints: op({
    name: 'assignPoints',
    words: 'Assign or take away points',
    method: 'PATCH',
    path: `${V1}/gamification/points/assign`,
    family: 'bearer',
    body: AssignPointsBody,
    response: AssignPointsResponse,
  }),
  pointsLedger: op({
    name: 'pointsLedger',
    words: "Read a person's points ledger",
    method: 'GET',
    path: `${V1}/gamification/points/ledger/:userId`,
    family: 'bearer',
    query: PointsLedgerQuery,
    response: PointsLedger,
  }),
  /** v1, per person: the documented alternative to the deprecated v2 `collectivePoints`. */
  userCollectivePoints: op({
    name: 'userCollectivePoints',
    words: "Read a person's collective points",
    method: 'GET',
    path: `${V1}/gamification/points/collective/:userId`,
    family: 'bearer',
    query: UserCollectivePointsQuery,
    response: UserCollectivePoints,
  }),
} as const;
