import { z } from 'zod';
import { ObjectId } from '../../contract/common';
import { Badge } from '../../contract/gamification';
import { CsvFile, MangoIds, ProfileScoped } from '../../channels/common';
import {
  AssignBadgesResult,
  AssignPointsResult,
  AssignPointsUsers,
  LedgerInput,
  LedgerPage,
  PointsScore,
  PointType,
  UserPointsInput,
  UserPointsResult,
} from './person-channels';

const UserIds = z.array(ObjectId).max(200, 'Give at most 200 user ids');

export { PointType } from './person-channels';

const NoAutomation = z.object({ kind: z.literal('none') });
const PointsThreshold = z
  .number()
  .int('Use a whole number of points')
  .min(1, 'The threshold must be at least 1')
  .max(1e9);
const PointsAutomation = z.object({
  kind: z.literal('points'),
  threshold: PointsThreshold,
  category: z.enum(['lifetime', 'month', 'week']),
});
const MangoesAutomation = z.object({
  kind: z.literal('mangoes'),
  mangoes: z.array(ObjectId).min(1, 'Pick at least one Mango').max(100),
});

/** Badge automation as the screen offers it: one kind at a time, never both (spec: States 3). */
export const BadgeAutomation = z.discriminatedUnion('kind', [
  NoAutomation.strict(),
  PointsAutomation.strict(),
  MangoesAutomation.strict(),
]);
export type BadgeAutomation = z.infer<typeof BadgeAutomation>;

const OptionalHttpUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'Use a full http(s):// address')
  .optional();

/** A badge's own fields, as `gamification.createBadge` takes them. */
export const BadgeFields = z.object({
  name: z.string().trim().min(1, 'Give the badge a name').max(100, 'Keep the name under 100 characters'),
  description: z.string().trim().max(1000).optional(),
  imageUrl: OptionalHttpUrl,
});

/**
 * The "New badge" form, checked by the same rules as `gamification.createBadge`: the form keeps every
 * automation kind's fields while the user switches kinds (only the chosen kind's are read), and a cleared
 * number field counts as 0, as it would be sent.
 */
export const BadgeDraft = BadgeFields.extend({
  automation: z.discriminatedUnion('kind', [
    NoAutomation,
    PointsAutomation.extend({
      threshold: z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), PointsThreshold),
    }),
    MangoesAutomation,
  ]),
});

/** Which members' collective points to read; the points form checks its filters with it. */
export const PointsFilter = z.object({
  mangoes: MangoIds.optional(),
  users: UserIds.optional(),
  types: z.array(PointType).max(50).optional(),
});
export type PointsFilter = z.infer<typeof PointsFilter>;

/** Collective points: 10 calls per minute; main counts the calls it made and says when the next may go. */
export const PointsQuota = z.object({
  limit: z.number().int(),
  windowMs: z.number().int(),
  used: z.number().int(),
  /** ISO time when the next call is allowed; null when one is allowed now. */
  nextAllowedAt: z.string().nullable(),
  lastCalls: z.array(z.string()),
});
export type PointsQuota = z.infer<typeof PointsQuota>;

export const PointsRow = z.object({
  userId: z.string(),
  scores: z.record(z.string(), z.number()),
  totalScore: z.number(),
});
export type PointsRow = z.infer<typeof PointsRow>;

export const PointsResult = z.object({
  rows: z.array(PointsRow),
  /** Every point type seen, system types first in the spec's order, then custom ones. */
  types: z.array(z.string()),
  fetchedAt: z.string(),
  quota: PointsQuota,
});
export type PointsResult = z.infer<typeof PointsResult>;

/**
 * Bridge channels of the engagement screens: badges and points and the token check here; certificates, feed
 * and webhooks in their own files (`certificates.ts`, `feed.ts`, `webhooks.ts`), joined into this area's table.
 */
export const gamificationChannels = {
  'gamification.badges': {
    reads: true,
    input: ProfileScoped.strict(),
    output: z.object({ badges: z.array(Badge), total: z.number() }),
  },
  'gamification.createBadge': {
    input: ProfileScoped.extend({ ...BadgeFields.shape, automation: BadgeAutomation }).strict(),
    output: Badge,
  },
  /** Deprecated by the service; at most 10 calls a minute. */
  'gamification.points': {
    reads: true,
    input: ProfileScoped.extend(PointsFilter.shape).strict(),
    output: PointsResult,
  },
  'gamification.pointsQuota': { reads: true, input: ProfileScoped.strict(), output: PointsQuota },
  /** The last result main holds for the profile, as CSV (no new call: the operation is rate limited). */
  'gamification.pointsExportCsv': {
    reads: true,
    input: ProfileScoped.extend({
      sortBy: z.string().max(100).optional(),
      descending: z.boolean().optional(),
    }).strict(),
    output: CsvFile,
  },
  /** Replaces a badge's name, description, image and automation (one kind at a time). */
  'gamification.updateBadge': {
    input: ProfileScoped.extend({
      badgeId: ObjectId,
      ...BadgeFields.shape,
      automation: BadgeAutomation,
    }).strict(),
    output: Badge,
  },
  /** Adds badges to one person; the service never takes a badge away here. */
  'gamification.assignBadges': {
    input: ProfileScoped.extend({
      userId: ObjectId,
      badgeIds: z.array(ObjectId).min(1, 'Pick at least one badge').max(50, 'Pick at most 50 badges at once'),
    }).strict(),
    output: AssignBadgesResult,
  },
  /** The same points for everyone named; a negative score takes points away. Never re-sent. */
  'gamification.assignPoints': {
    input: ProfileScoped.extend({ userIds: AssignPointsUsers, score: PointsScore }).strict(),
    output: AssignPointsResult,
  },
  /** One page of a person's points ledger. */
  'gamification.ledger': { reads: true, input: LedgerInput, output: LedgerPage },
  /** A person (by id, email or phone) with their badges and v1 collective points. */
  'gamification.userPoints': { reads: true, input: UserPointsInput, output: UserPointsResult },
} as const;

export const gamificationEvents = {} as const;

/**
 * Orders points rows by `userId`, `totalScore` or a point type (a missing score counts as 0), ties by user.
 * Shared so the table on screen and the CSV export sort the same way.
 */
export function sortPointsRows(
  rows: readonly PointsRow[],
  sortBy = 'totalScore',
  descending = true,
): PointsRow[] {
  const value = (row: PointsRow): number | string =>
    sortBy === 'userId' ? row.userId : sortBy === 'totalScore' ? row.totalScore : (row.scores[sortBy] ?? 0);
  const sorted = [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    const cmp = typeof x === 'string' || typeof y === 'string' ? String(x).localeCompare(String(y)) : x - y;
    return cmp !== 0 ? cmp : a.userId.localeCompare(b.userId);
  });
  return descending ? sorted.reverse() : sorted;
}
