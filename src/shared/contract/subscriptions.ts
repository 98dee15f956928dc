import { z } from 'zod';
import { IdOrPerson, IsoDateTime, NamedRef, ObjectId } from './common';
import { op, V1 } from './operation-row';

/*
 * Subscription writes and create-or-find user (tests/fixtures/service-docs/subscription/*.json,
 * account/createOrFindUser.json). Read tolerantly: the docs' samples contradict their own descriptions
 * (revoke's sample says 'active' although the page says the status becomes 'halted'), so statuses are
 * plain strings and every field past `_id` is optional.
 */

/** The docs' phone is a JSON number; digits typed as text are sent as that number. */
const PhoneNumber = z.union([
  z.number().int().nonnegative(),
  z
    .string()
    .trim()
    .regex(/^\d{4,15}$/, 'A phone number is 4 to 15 digits, without the country code')
    .transform(Number),
]);

/** A two-letter country code, as people type it (in, IN): kept upper case. */
export const CountryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code such as IN')
  .transform((c) => c.toUpperCase());

/** account/createOrFindUser.json: at least one of email or phone; country an ISO alpha-2 code ('IN'). */
export const CreateOrFindUserBody = z
  .object({
    email: z
      .string()
      .trim()
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'That is not an email address')
      .optional(),
    phone: PhoneNumber.optional(),
    name: z.string().trim().min(1).max(200).optional(),
    country: CountryCode.optional(),
  })
  .refine((b) => b.email !== undefined || b.phone !== undefined, {
    message: 'Give an email or a phone number',
  });
export type CreateOrFindUserBody = z.infer<typeof CreateOrFindUserBody>;

/** The success body: a bare partial user with `isNew` (country comes back as a name: 'India'). */
export const CreateOrFindUserResponse = z.looseObject({
  _id: ObjectId,
  name: z.string().optional(),
  email: z.string().optional(),
  /** A number in the docs; digits sent as text are read as that number. */
  phone: z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,15}$/)
        .transform(Number),
    ])
    .optional(),
  country: z.string().optional(),
  dialCode: z.string().optional(),
  currency: z.string().optional(),
  isNew: z.boolean().optional(),
});
export type CreateOrFindUserResponse = z.infer<typeof CreateOrFindUserResponse>;

/** subscription/createSubscription.json: transactionId is the idempotency key (the same id creates once). */
export const CreateSubscriptionBody = z.object({
  userId: ObjectId,
  mangoId: ObjectId,
  amount: z.number().finite(),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'Use a three-letter currency code such as INR')
    .transform((c) => c.toUpperCase()),
  transactionId: z
    .string()
    .trim()
    .min(1, 'The payment gateway transaction id is required')
    .max(200, 'That transaction id is too long'),
});
export type CreateSubscriptionBody = z.infer<typeof CreateSubscriptionBody>;

/** A subscription by its id, OR a person and a Mango (both): how grant, revoke and refund name one. */
const TargetFields = {
  subscriptionId: ObjectId.optional(),
  userId: ObjectId.optional(),
  mangoId: ObjectId.optional(),
};
type TargetValues = { subscriptionId?: string; userId?: string; mangoId?: string };
const namesOneSubscription = (b: TargetValues) =>
  (b.subscriptionId !== undefined && b.userId === undefined && b.mangoId === undefined) ||
  (b.subscriptionId === undefined && b.userId !== undefined && b.mangoId !== undefined);
const ONE_SUBSCRIPTION = { message: 'Give either subscriptionId, or userId and mangoId' };

export const SubscriptionTarget = z.object(TargetFields).refine(namesOneSubscription, ONE_SUBSCRIPTION);
export type SubscriptionTarget = z.infer<typeof SubscriptionTarget>;

export const GrantSubscriptionBody = SubscriptionTarget;
export const RevokeSubscriptionBody = SubscriptionTarget;

export const refundActions = ['initiate', 'complete'] as const;
export const RefundAction = z.enum(refundActions);
export type RefundAction = z.infer<typeof RefundAction>;

/**
 * subscription/refundSubscription.json: the page shows only `action`; which subscription is refunded is
 * named the same way as grant and revoke (subscriptionId, or userId and mangoId).
 */
export const RefundSubscriptionBody = z
  .object({ action: RefundAction, ...TargetFields })
  .refine(namesOneSubscription, ONE_SUBSCRIPTION);
export type RefundSubscriptionBody = z.infer<typeof RefundSubscriptionBody>;

/** The order nested in create and refund answers. */
export const SubscriptionOrder = z.looseObject({
  _id: ObjectId,
  amount: z.number().optional(),
  subscriberCurrency: z.string().optional(),
  status: z.string().optional(),
  externalTransactionId: z.string().optional(),
  createdAt: IsoDateTime.optional(),
  updatedAt: IsoDateTime.optional(),
});
export type SubscriptionOrder = z.infer<typeof SubscriptionOrder>;

/** The bare Subscription of the write answers: fan, creator and mango as ids (objects tolerated). */
export const SubscriptionWriteAnswer = z.looseObject({
  _id: ObjectId,
  fan: IdOrPerson.optional(),
  creator: IdOrPerson.optional(),
  mango: z.union([ObjectId, NamedRef]).optional(),
  status: z.string().optional(),
  subscribedAt: IsoDateTime.optional(),
  latestSubscriptionDate: IsoDateTime.optional(),
  expiredAt: IsoDateTime.nullable().optional(),
  paymentProvider: z.string().optional(),
  orders: z.array(z.union([ObjectId, SubscriptionOrder])).optional(),
  acquisitionType: z.string().optional(),
  isFree: z.boolean().optional(),
  amount: z.number().optional(),
  isLifetime: z.boolean().optional(),
  order: SubscriptionOrder.optional(),
  isReactivation: z.boolean().optional(),
  alreadyProcessed: z.boolean().optional(),
});
export type SubscriptionWriteAnswer = z.infer<typeof SubscriptionWriteAnswer>;

/**
 * Rows of `operations`: writes that add a person or change their access (account/createOrFindUser,
 * subscription/).
 */
export const subscriptionRows = {
  /** account/createOrFindUser.json: creates the person on the host or returns the one with that email/phone. */
  createOrFindUser: op({
    name: 'createOrFindUser',
    words: 'Add or find a person',
    method: 'POST',
    path: `${V1}/users`,
    family: 'bearer',
    body: CreateOrFindUserBody,
    response: CreateOrFindUserResponse,
  }),
  /** subscription/createSubscription.json: after an external payment; transactionId makes it retry-safe. */
  createSubscription: op({
    name: 'createSubscription',
    words: 'Add a paid subscription',
    method: 'POST',
    path: `${V1}/subscriptions`,
    family: 'bearer',
    body: CreateSubscriptionBody,
    response: SubscriptionWriteAnswer,
  }),
  /** subscription/grantSubscriptionAccess.json: (re)activates without payment; 404 unknown, 409 already active. */
  grantSubscription: op({
    name: 'grantSubscription',
    words: 'Grant a subscription',
    method: 'POST',
    path: `${V1}/subscriptions/grant`,
    family: 'bearer',
    body: GrantSubscriptionBody,
    response: SubscriptionWriteAnswer,
  }),
  /** subscription/revokeSubscriptionAccess.json: external subscriptions only; the status becomes 'halted'. */
  revokeSubscription: op({
    name: 'revokeSubscription',
    words: 'Revoke a subscription',
    method: 'POST',
    path: `${V1}/subscriptions/revoke`,
    family: 'bearer',
    body: RevokeSubscriptionBody,
    response: SubscriptionWriteAnswer,
  }),
  /** subscription/refundSubscription.json: 'initiate' halts the subscription, 'complete' after the gateway refund. */
  refundSubscription: op({
    name: 'refundSubscription',
    words: 'Refund a subscription',
    method: 'POST',
    path: `${V1}/subscriptions/refund`,
    family: 'bearer',
    body: RefundSubscriptionBody,
    response: SubscriptionWriteAnswer,
  }),
} as const;
