import { z } from 'zod';
import { IsoDateTime, NamedRef, ObjectId, PageQuery, queryList } from './common';
import { Badge } from './gamification';

const Periods = z.looseObject({
  lifetime: z.number().optional(),
  month: z.number().optional(),
  week: z.number().optional(),
});

export const AuthenticatedUser = z.looseObject({
  _id: ObjectId.optional(),
  name: z.string().optional(),
  email: z.string().optional(),
  host: z.string().optional(),
  userSlug: z.string().optional(),
  phone: z.number().optional(),
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

/** At least one of email and phone; both must then match the same user (public-contracts). */
export const UserLookupQuery = z
  .object({ email: z.string().trim().min(1).optional(), phone: z.string().trim().min(1).optional() })
  .refine((q) => q.email !== undefined || q.phone !== undefined, { message: 'Give email or phone' });
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

export const Subscription = z.looseObject({
  _id: ObjectId.optional(),
  status: z.string().optional(),
  subscribedAt: IsoDateTime.optional(),
  expiredAt: IsoDateTime.nullable().optional(),
  mango: z.union([ObjectId, NamedRef]).optional(),
  fan: z.union([ObjectId, z.looseObject({ _id: ObjectId })]).optional(),
});
export type Subscription = z.infer<typeof Subscription>;

/** A user's subscriptions: a bare array. */
export const SubscriptionList = z.array(Subscription);
export type SubscriptionList = z.infer<typeof SubscriptionList>;
