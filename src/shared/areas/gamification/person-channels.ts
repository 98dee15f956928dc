import { z } from 'zod';
import { ObjectId } from '../../contract/common';
import { ProfileScoped } from '../../channels/common';
import { Badge, PointsLedgerEntry } from '../../contract/gamification';

/**
 * Schemas of the per-person gamification channels (engagement.ts names the channels): who a person is
 * (looked up by id, email or phone), their v1 collective points, their points ledger, and what the
 * badge and points assignments answer.
 */

/** A point type goes into a comma-separated query value, so it must be one word (system or custom). */
export const PointType = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.-]+$/, 'A point type is one word of letters, digits, dot, dash or underscore');

/** How a screen names a person: by user id, or by the email or phone the service looks them up by. */
export const PersonQuery = z.union([
  z.object({ userId: ObjectId }).strict(),
  z.object({ email: z.email('Give a full email address').max(320) }).strict(),
  z
    .object({
      phone: z
        .string()
        .trim()
        .regex(/^\+?\d{6,15}$/, 'Give the phone number as digits, 6 to 15 of them'),
    })
    .strict(),
]);
export type PersonQuery = z.infer<typeof PersonQuery>;

/**
 * Reads what a person typed into one "email, phone or user id" box: a 24-character hex id, an email (has
 * "@"), or a phone number (digits, spaces and dashes, an optional leading +). Returns the message to show
 * when it is none of them.
 */
export function parsePersonQuery(text: string): { query: PersonQuery } | { error: string } {
  const value = text.trim();
  if (!value) return { error: 'Give an email, a phone number or a user id' };
  const candidate = /^[0-9a-f]{24}$/i.test(value)
    ? { userId: value }
    : value.includes('@')
      ? { email: value }
      : { phone: value.replace(/[\s-]/g, '') };
  const parsed = PersonQuery.safeParse(candidate);
  if (parsed.success) return { query: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? 'Give an email, a phone number or a user id' };
}

export const PersonSummary = z.object({
  _id: ObjectId,
  name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
});
export type PersonSummary = z.infer<typeof PersonSummary>;

/** A point type and its total, the type named as the system names it (`10perCourseCompletion`, ...). */
export const PointTotal = z.object({ type: z.string(), score: z.number() });
export type PointTotal = z.infer<typeof PointTotal>;

export const UserPointsResult = z.object({
  person: PersonSummary,
  /** The badges the person holds; null when the service would not say (no email to look them up by). */
  badges: z.array(Badge).nullable(),
  /** v1 collective points, one row per type, system types first. */
  points: z.array(PointTotal),
  totalScore: z.number(),
});
export type UserPointsResult = z.infer<typeof UserPointsResult>;

export const LedgerPage = z.object({
  entries: z.array(PointsLedgerEntry),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  hasNext: z.boolean(),
});
export type LedgerPage = z.infer<typeof LedgerPage>;

/** Points to give (positive) or take away (negative): a whole number, never 0. */
export const PointsScore = z
  .number({ message: 'Give a number of points' })
  .int('Use a whole number of points')
  .min(-1_000_000, 'Take away at most 1,000,000 points at once')
  .max(1_000_000, 'Give at most 1,000,000 points at once')
  .refine((v) => v !== 0, 'Give a number of points other than 0 (negative takes points away)');

export const AssignPointsUsers = z
  .array(ObjectId)
  .min(1, 'Name at least one person')
  .max(200, 'Give points to at most 200 people at once')
  // Ids are hexadecimal: the service reads "AB…" and "ab…" as one person, so they are compared that way.
  .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, 'A person is named twice');

export const AssignPointsResult = z.object({
  score: z.number(),
  /** Per person, the id of the points record the service made. */
  assigned: z.array(z.object({ userId: ObjectId, pointsId: z.string() })),
  /** People the service's answer did not name (the write was accepted: check their ledger). */
  unconfirmed: z.array(ObjectId),
});
export type AssignPointsResult = z.infer<typeof AssignPointsResult>;

export const AssignBadgesResult = z.object({
  userId: ObjectId,
  badgeIds: z.array(ObjectId),
  message: z.string(),
});
export type AssignBadgesResult = z.infer<typeof AssignBadgesResult>;

/** One page of a person's points ledger. */
export const LedgerInput = ProfileScoped.extend({
  userId: ObjectId,
  page: z.number().int().min(1).optional(),
  limit: z.number().int().min(1).max(200, 'The service returns at most 200 entries a page').optional(),
  types: z.array(PointType).max(50).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
}).strict();

/** A person by id, email or phone, optionally only some point types. */
export const UserPointsInput = ProfileScoped.extend({
  person: PersonQuery,
  types: z.array(PointType).max(50).optional(),
}).strict();
