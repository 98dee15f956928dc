import { z } from 'zod';
import { IsoDateTime, ObjectId } from './common';

/** Integration operations use `x-api-key` instead of the bearer header and x-whitelabel-host. */
export const API_KEY_HEADER = 'x-api-key';

/**
 * migrate-user body (spec + public-contracts): phone is a JSON number in every example (digits as a string
 * are accepted too); validUntil is `DD/MM/YYYY` or `DD-MM-YYYY` and wins over validityDays; dialCode like
 * `+91` overrides country (ISO alpha-2) for the phone's dial code.
 */
export const MigrateUserBody = z.object({
  name: z.string().trim().min(1),
  email: z.email(),
  phone: z.union([z.number().int().positive(), z.string().regex(/^\d{4,15}$/)]),
  mangoId: ObjectId,
  validityDays: z.number().int().min(1).optional(),
  validUntil: z
    .string()
    .regex(/^\d{2}[/-]\d{2}[/-]\d{4}$/, 'Use DD/MM/YYYY or DD-MM-YYYY')
    .optional(),
  dialCode: z
    .string()
    .regex(/^\+\d{1,4}$/, 'Use a dial code like +91')
    .optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Use an ISO alpha-2 country code like IN')
    .optional(),
  coupon: z.string().optional(),
});
export type MigrateUserBody = z.infer<typeof MigrateUserBody>;

export const MigrateUserResult = z.looseObject({
  name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  country: z.string().optional(),
  status: z.string().optional(),
  orderId: z.string().optional(),
  subscriptionId: z.string().optional(),
  userId: z.string().optional(),
  errorMessage: z.string().optional(),
});
export type MigrateUserResult = z.infer<typeof MigrateUserResult>;

/** `{code: 0, type: 'OK', message, result}` on success. */
export const MigrateUserEnvelope = z.looseObject({
  code: z.literal(0),
  type: z.string(),
  message: z.string().optional(),
  result: MigrateUserResult,
});
export type MigrateUserEnvelope = z.infer<typeof MigrateUserEnvelope>;

export const webhookEvents = ['order.recurring.created', 'course.progress', 'course.completed'] as const;
export const WebhookEvent = z.enum(webhookEvents);
export type WebhookEvent = z.infer<typeof WebhookEvent>;

export const WebhookSubscriptionBody = z
  .object({
    hookUrl: z.url(),
    event: WebhookEvent,
    mango: ObjectId.optional(),
    course: ObjectId.optional(),
  })
  .refine((b) => !(b.mango && b.event !== 'order.recurring.created'), {
    message: 'mango applies to order events only',
    path: ['mango'],
  })
  .refine((b) => !(b.course && b.event === 'order.recurring.created'), {
    message: 'course applies to course events only',
    path: ['course'],
  });
export type WebhookSubscriptionBody = z.infer<typeof WebhookSubscriptionBody>;

/** Not shown by any source: the sandbox answers `{_id, hookUrl, event, mango?, course?, success}`. */
export const WebhookSubscriptionResponse = z.looseObject({
  _id: ObjectId.optional(),
  hookUrl: z.string().optional(),
  event: z.string().optional(),
  success: z.boolean().optional(),
});
export type WebhookSubscriptionResponse = z.infer<typeof WebhookSubscriptionResponse>;

/** Flat payload; the Mango's custom fields arrive as extra keys, hence loose. */
export const OrderRecurringCreatedPayload = z.looseObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  orderId: z.string(),
  coupon: z.string(),
  country: z.string(),
  mangoName: z.string(),
  status: z.string(),
  dialCode: z.string(),
  subscriberId: z.string(),
  recurringType: z.string(),
  currency: z.string(),
  affiliateId: z.string(),
  affiliateName: z.string(),
  affiliateEmail: z.string(),
  phone: z.number(),
  affiliatePhone: z.number(),
  orderTime: IsoDateTime,
  amount: z.number(),
  gst: z.number(),
  discount: z.number(),
  amountPayable: z.number(),
  quantity: z.number(),
});
export type OrderRecurringCreatedPayload = z.infer<typeof OrderRecurringCreatedPayload>;

const courseEventFields = {
  name: z.string(),
  email: z.string(),
  course: z.string(),
  courseId: z.string(),
  phone: z.number(),
  lastProgressOn: z.string(),
};

export const CourseProgressPayload = z.looseObject({
  ...courseEventFields,
  completionPercentage: z.number(),
});
export type CourseProgressPayload = z.infer<typeof CourseProgressPayload>;

export const CourseCompletedPayload = z.looseObject(courseEventFields);
export type CourseCompletedPayload = z.infer<typeof CourseCompletedPayload>;
