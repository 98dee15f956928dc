import { z } from 'zod';
import { IdOrPerson, NamedRef, IsoDateTime, ObjectId, PageQuery, queryList } from './common';
import { Badge } from './gamification';
import { op, V1 } from './operation-row';

const PeriodsObject = z.looseObject({
  lifetime: z.number().optional(),
  month: z.number().optional(),
  week: z.number().optional(),
});

/**
 * Score and leaderboard rank: `{lifetime, month, week}` in the spec and most documented users; one docs
 * page (get user by id) shows a single number, read as the lifetime value.
 */
const Periods = z.union([
  z.number().transform((lifetime): z.output<typeof PeriodsObject> => ({ lifetime })),
  PeriodsObject,
]);

/** The spec's phone is a number; digits sent as text are read as that number. */
const Phone = z.union([
  z.number(),
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
]);

export const AuthenticatedUser = z.looseObject({
  _id: ObjectId,
  name: z.string().optional(),
  email: z.string().optional(),
  host: z.string().optional(),
  userSlug: z.string().optional(),
  phone: Phone.optional(),
  profilePicUrl: z.string().optional(),
  onboarding: z.string().optional(),
  isDeactivated: z.boolean().optional(),
  country: z.string().optional(),
  dialCode: z.string().optional(),
  currency: z.string().optional(),
  score: Periods.optional(),
  leaderboardRank: Periods.optional(),
  creator: ObjectId.optional(),
  badges: z.array(Badge).optional(),
  hasGamificationAccess: z.boolean().optional(),
});
export type AuthenticatedUser = z.infer<typeof AuthenticatedUser>;

export const VerifyTokenQuery = z.object({ token: z.string().min(1) });
export type VerifyTokenQuery = z.infer<typeof VerifyTokenQuery>;

/**
 * At least one of email and phone; both must then match the same user (public-contracts; the docs' page
 * says so although its curl sends neither). The docs type phone as a number: a number or digits as text.
 */
export const UserLookupQuery = z
  .object({
    email: z.string().trim().min(1).optional(),
    phone: z.union([z.string().trim().min(1), z.number().int().nonnegative().transform(String)]).optional(),
  })
  .refine((q) => q.email !== undefined || q.phone !== undefined, {
    message: 'Give an email or a phone number to look the user up',
  });
export type UserLookupQuery = z.infer<typeof UserLookupQuery>;

export const subscriptionStatuses = [
  'initiated',
  'authenticated',
  'active',
  'pending',
  'halted',
  'completed',
  'cancelled',
  'manualactive',
  'manualexpired',
  'expired',
] as const;
export const SubscriptionStatus = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/** Statuses that count as an active subscription (access, participant counts, seat limits). */
export const activeSubscriptionStatuses: readonly SubscriptionStatus[] = ['active', 'manualactive'];

export const UserSubscriptionsQuery = PageQuery.extend({
  statuses: queryList(SubscriptionStatus).optional(),
});
export type UserSubscriptionsQuery = z.infer<typeof UserSubscriptionsQuery>;

/** `mango`, `fan` and `creator` come as ids or as objects (the docs show whole user objects). */
export const Subscription = z.looseObject({
  _id: ObjectId,
  status: z.string().optional(),
  subscribedAt: IsoDateTime.optional(),
  expiredAt: IsoDateTime.nullable().optional(),
  mango: z.union([ObjectId, NamedRef]).optional(),
  fan: IdOrPerson.optional(),
  creator: IdOrPerson.optional(),
});
export type Subscription = z.infer<typeof Subscription>;

/** A user's subscriptions: a bare array. */
export const SubscriptionList = z.array(Subscription);
export type SubscriptionList = z.infer<typeof SubscriptionList>;

/**
 * Rows of `operations`: the signed-in user and a person's reads (the docs' authentication/ and account/
 * groups).
 */
export const userRows = {
  verifyToken: op({
    name: 'verifyToken',
    words: 'Check a user token',
    method: 'GET',
    path: `${V1}/auth/v2/verify-token`,
    family: 'bearer',
    query: VerifyTokenQuery,
    response: AuthenticatedUser,
  }),
  lookupUser: op({
    name: 'lookupUser',
    words: 'Look up a person',
    method: 'GET',
    path: `${V1}/users/lookup`,
    family: 'bearer',
    query: UserLookupQuery,
    response: AuthenticatedUser,
  }),
  /** account/getUserById.json: a user's basic information (score and rank as plain numbers there). */
  getUser: op({
    name: 'getUser',
    words: 'Read a person by id',
    method: 'GET',
    path: `${V1}/users/:userId`,
    family: 'bearer',
    response: AuthenticatedUser,
  }),
  listUserSubscriptions: op({
    name: 'listUserSubscriptions',
    words: "List a person's subscriptions",
    method: 'GET',
    path: `${V1}/subscriptions/:userId`,
    family: 'bearer',
    query: UserSubscriptionsQuery,
    response: SubscriptionList,
  }),
} as const;
