import { z } from 'zod';
import { ObjectId } from '../../contract/common';
import { CountryCode, CreateSubscriptionBody, RefundAction } from '../../contract/subscriptions';
import { AuthenticatedUser } from '../../contract/users';
import { subscriptionOrigins } from './domain/subscription-actions';
import { ProfileScoped } from '../../channels/common';

/*
 * Bridge channels of the customer view: find a person, their subscriptions, and the subscription writes
 * (create with its retry-safe transactionId, grant, revoke, refund), removing them from a Mango
 * (revoke-user) and create-or-find user. Every input
 * is parsed here, in main, and by the screen's forms with the same messages.
 */

const Email = z
  .string()
  .trim()
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'That is not an email address');
/** Digits only, as the service stores them (the dial code separately). */
const PhoneDigits = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s()-]/g, ''))
  .pipe(z.string().regex(/^\d{4,15}$/, 'A phone number is 4 to 15 digits, without the country code'));

/** Find a person by email, phone or both (both must then be the same person). */
export const CustomerQuery = z
  .object({ email: Email.optional(), phone: PhoneDigits.optional() })
  .refine((q) => q.email !== undefined || q.phone !== undefined, {
    message: 'Type an email or a phone number',
  });

/** One subscription as the customer view lists it. */
export const SubscriptionRow = z.object({
  _id: ObjectId,
  mangoId: z.string().nullable(),
  mangoTitle: z.string().nullable(),
  status: z.string(),
  subscribedAt: z.string().nullable(),
  expiredAt: z.string().nullable(),
  /** 'external' for subscriptions made through the API; null when the answer does not say. */
  paymentProvider: z.string().nullable(),
  /** How it was made (originOf): says before trying whether revoke and refund can work. */
  origin: z.enum(subscriptionOrigins).optional(),
  /** When the service last changed it, when the answer says. */
  updatedAt: z.string().nullable().optional(),
});
export type SubscriptionRow = z.infer<typeof SubscriptionRow>;

/** What a write did, in the service's words. */
export const SubscriptionChange = SubscriptionRow.extend({
  orderStatus: z.string().nullable(),
  transactionId: z.string().nullable(),
  isReactivation: z.boolean(),
  /** createSubscription: the transactionId was already processed, nothing new was made. */
  alreadyProcessed: z.boolean(),
  /**
   * Nothing was sent: the subscription read just before already was as this write would leave it, because
   * an earlier attempt whose answer was lost did it (`lost_answer`), or someone else did (`elsewhere`).
   */
  alreadyDone: z.object({ by: z.enum(['lost_answer', 'elsewhere']), at: z.string().nullable() }).optional(),
});
export type SubscriptionChange = z.infer<typeof SubscriptionChange>;

/**
 * The "add a subscription" form: after the payment went through the business's own gateway. The
 * contract's body, with the amount held to what a form may send (the service answers INVALID_AMOUNT for
 * zero on a paid Mango, which the form cannot know). The transactionId is made once per form and kept
 * across retries: the service creates once per id.
 */
export const CreateSubscriptionInput = CreateSubscriptionBody.extend({
  amount: z
    .number({ error: 'Type the amount paid' })
    .finite()
    .min(0, 'The amount cannot be negative')
    .max(10_000_000, 'That amount is too large'),
});
export type CreateSubscriptionInput = z.infer<typeof CreateSubscriptionInput>;

/**
 * One subscription, and whose it is: with `userId` main reads the person's subscriptions just before the
 * write and sends nothing when the subscription already is as the write would leave it.
 */
const OneSubscription = z.object({ subscriptionId: ObjectId, userId: ObjectId.optional() });

/** "Add a person": an email or a phone (or both), a name and a two-letter country code. */
export const PersonInput = z.object({
  email: Email.optional(),
  phone: PhoneDigits.optional(),
  name: z.string().trim().min(1, 'Type a name').max(200, 'That name is too long').optional(),
  country: CountryCode.optional(),
});
export type PersonInput = z.infer<typeof PersonInput>;

/** A person as the screens name them: the service's name and email for a user id. */
export const UserName = z.object({
  _id: ObjectId,
  name: z.string().optional(),
  email: z.string().optional(),
});
export type UserName = z.infer<typeof UserName>;

export const customerChannels = {
  /** A user's name and email by id, so screens show people rather than ids. */
  'customers.getUser': {
    reads: true,
    input: ProfileScoped.extend({ userId: ObjectId }).strict(),
    output: UserName,
  },
  /** Exchanges a user's refreshToken once; the token is never stored or logged. */
  'customers.verifyToken': {
    reads: true,
    input: ProfileScoped.extend({
      token: z.string().trim().min(1, 'Paste the refreshToken').max(8192, 'That is too long for a token'),
    }).strict(),
    output: AuthenticatedUser,
  },

  /** A person by email or phone; `user: null` when the service knows nobody by it. */
  'customers.find': {
    reads: true,
    input: ProfileScoped.extend(CustomerQuery.shape)
      .strict()
      .refine((q) => q.email !== undefined || q.phone !== undefined, {
        message: 'Type an email or a phone number',
      }),
    output: z.object({ user: AuthenticatedUser.nullable() }),
  },
  /** A person by id (the customer page's address); `user: null` when unknown. */
  'customers.get': {
    reads: true,
    input: ProfileScoped.extend({ userId: ObjectId }).strict(),
    output: z.object({ user: AuthenticatedUser.nullable() }),
  },
  'customers.subscriptions': {
    reads: true,
    input: ProfileScoped.extend({ userId: ObjectId }).strict(),
    output: z.object({ subscriptions: z.array(SubscriptionRow) }),
  },
  'customers.createOrFind': {
    input: ProfileScoped.extend(PersonInput.shape)
      .strict()
      .refine((b) => b.email !== undefined || b.phone !== undefined, {
        message: 'Give an email or a phone number',
      }),
    output: z.object({ user: AuthenticatedUser, isNew: z.boolean() }),
  },
  'customers.createSubscription': {
    input: ProfileScoped.extend(CreateSubscriptionInput.shape).strict(),
    output: SubscriptionChange,
  },
  'customers.grantSubscription': {
    input: ProfileScoped.extend(OneSubscription.shape).strict(),
    output: SubscriptionChange,
  },
  /** Not undoable by revoke itself: grant gives access back, without payment. */
  'customers.revokeSubscription': {
    input: ProfileScoped.extend(OneSubscription.shape).strict(),
    output: SubscriptionChange,
  },
  /**
   * Removes the person from one Mango (revoke-user, API key family), as removing a customer on the
   * dashboard's customers page does: every active subscription of theirs to it ends at once. Not undoable;
   * adding them back is a migration. `mangoTitle` only names the Mango in the answer's words.
   */
  'customers.removeFromMango': {
    input: ProfileScoped.extend({
      userId: ObjectId,
      mangoId: ObjectId,
      mangoTitle: z.string().trim().max(300).optional(),
    }).strict(),
    output: z.object({ mangoId: ObjectId, result: z.string(), message: z.string() }),
  },
  /** 'initiate' halts the subscription and notifies the person; 'complete' once the gateway refunded. */
  'customers.refundSubscription': {
    input: ProfileScoped.extend({ ...OneSubscription.shape, action: RefundAction }).strict(),
    output: SubscriptionChange,
  },
} as const;

export const customerEvents = {} as const;
