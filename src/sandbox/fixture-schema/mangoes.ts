import { z } from 'zod';
import { IsoDateTime as Time, ObjectId as Id } from '../../shared/contract/common';

/*
 * Fixture records of Mangoes, their coupons and subscriptions (with the orders of external ones). The
 * sandbox's own records, never the client's response schemas (see ../fixture-schema.ts).
 */

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

export type MangoRecord = z.infer<typeof MangoRecord>;
export type CouponRecord = z.infer<typeof CouponRecord>;
export type ExternalOrderRecord = z.infer<typeof ExternalOrderRecord>;
export type SubscriptionRecord = z.infer<typeof SubscriptionRecord>;
