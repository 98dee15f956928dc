import { z } from 'zod';
import { IsoDateTime, ObjectId, PageQuery, QueryIdList, pagedList } from './common';
import { op, V1 } from './operation-row';

const Currencies = z.looseObject({
  inr: z.number().optional(),
  usd: z.number().optional(),
  eur: z.number().optional(),
});

export const mangoTypes = ['onetime', 'recurring', 'free'] as const;
export const recurringTypes = ['monthly', 'quarterly', 'halfyearly', 'yearly'] as const;

export const Mango = z.looseObject({
  _id: ObjectId.optional(),
  creator: ObjectId.optional(),
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
  createdAt: IsoDateTime.optional(),
  updatedAt: IsoDateTime.optional(),
  coverContents: z.array(z.string()).optional(),
  introVideo: z.string().nullable().optional(),
  checkoutLink: z.string().optional(),
  shortLink: z.string().optional(),
  differentialPricing: Currencies.nullable().optional(),
  settings: z
    .looseObject({
      includeGST: z.boolean().optional(),
      priceIncludesGST: z.boolean().optional(),
      otpless: z.boolean().optional(),
      showTdsField: z.boolean().optional(),
    })
    .optional(),
  pricing: z.looseObject({ strikeThrough: Currencies.nullable().optional() }).optional(),
  access: z
    .looseObject({
      startsAt: IsoDateTime.nullable().optional(),
      validityDays: z.number().nullable().optional(),
      trialDays: z.number().nullable().optional(),
      maxBillingCycles: z.number().nullable().optional(),
      seatLimit: z.number().nullable().optional(),
      seatLabel: z.string().nullable().optional(),
      allowMultipleQuantity: z.boolean().optional(),
    })
    .optional(),
});
export type Mango = z.infer<typeof Mango>;

/**
 * A Mango as the service answers it (get, create, update, list): the id is required, and `recurringType`
 * is read in the lower case the console sends (the documented answers show `MONTHLY`).
 */
export const MangoAnswer = Mango.extend({
  _id: ObjectId,
  recurringType: z
    .string()
    .transform((value) => value.toLowerCase())
    .nullable()
    .optional(),
});
export type MangoAnswer = z.infer<typeof MangoAnswer>;

/** The update answer: `{code: 200, result: Mango, type: 'Success', message, statusMessage: 'OK', success: true}`. */
export const MangoEnvelope = z.looseObject({
  code: z.literal(200),
  result: Mango,
  type: z.literal('Success'),
  message: z.string(),
  statusMessage: z.literal('OK'),
  success: z.literal(true),
});
export type MangoEnvelope = z.infer<typeof MangoEnvelope>;

const NullablePrice = z.number().min(0).nullable();
const NullableCurrencies = z
  .object({ inr: NullablePrice.optional(), usd: NullablePrice.optional(), eur: NullablePrice.optional() })
  .nullable();

/** Most remote media items (cover contents) one update may carry (spec: Limits). */
export const MAX_REMOTE_MEDIA_ITEMS = 10;

/**
 * PATCH body, encoding spec rules 1 to 5: unknown fields (and `_id`, `createChatroom`) are stripped; null
 * clears only the fields of rule 3 and is refused for those of rule 4; at most one description form.
 * Immutability (rule 6) and whole-Mango validation (rule 7) need the stored Mango and live in the service.
 * The remote-media limit is checked by the service too (it has its own errorCode), so no `.max()` here.
 */
export const UpdateMangoBody = z
  .object({
    title: z.string().trim().min(1).optional(),
    description: z.string().optional(),
    descriptionHtml: z.string().optional(),
    type: z.enum(mangoTypes).optional(),
    recurringType: z.enum(recurringTypes).optional(),
    price: z.number().min(0).optional(),
    currency: z.string().min(1).optional(),
    inrAmount: NullablePrice.optional(),
    usdAmount: NullablePrice.optional(),
    eurAmount: NullablePrice.optional(),
    differentialPricing: NullableCurrencies.optional(),
    isHidden: z.boolean().optional(),
    isPublic: z.boolean().optional(),
    affiliateEnabled: z.boolean().optional(),
    coverContents: z.array(z.url()).optional(),
    introVideo: z.url().nullable().optional(),
    settings: z
      .object({
        includeGST: z.boolean().optional(),
        priceIncludesGST: z.boolean().optional(),
        otpless: z.boolean().optional(),
        showTdsField: z.boolean().optional(),
      })
      .optional(),
    pricing: z.object({ strikeThrough: NullableCurrencies.optional() }).optional(),
    access: z
      .object({
        startsAt: IsoDateTime.optional(),
        validityDays: z.number().int().min(1).nullable().optional(),
        trialDays: z.number().int().min(0).nullable().optional(),
        maxBillingCycles: z.number().int().min(1).nullable().optional(),
        seatLimit: z.number().int().min(1).nullable().optional(),
        seatLabel: z.string().nullable().optional(),
        allowMultipleQuantity: z.boolean().optional(),
      })
      .optional(),
  })
  .refine((b) => b.description === undefined || b.descriptionHtml === undefined, {
    message: 'Send at most one of description and descriptionHtml',
    path: ['descriptionHtml'],
  });
export type UpdateMangoBody = z.infer<typeof UpdateMangoBody>;

export const ListMangoesQuery = PageQuery;
export type ListMangoesQuery = z.infer<typeof ListMangoesQuery>;

export const MangoList = pagedList(MangoAnswer);
export type MangoList = z.infer<typeof MangoList>;

/**
 * Create body (public-contracts and the docs): recurring needs recurringType, onetime must not send it, free
 * sends no price, differential pricing or GST. A price is optional for paid types: the docs' own example
 * creates a one-time Mango with none.
 */
export const CreateMangoBody = z
  .object({
    title: z.string().trim().min(1),
    description: z.string().optional(),
    type: z.enum(mangoTypes),
    recurringType: z
      .string()
      .transform((v) => v.toLowerCase())
      .pipe(z.enum(recurringTypes))
      .optional(),
    price: z.number().min(0).optional(),
    currency: z.string().min(1).optional(),
    inrAmount: z.number().min(50).optional(),
    usdAmount: z.number().min(0).optional(),
    eurAmount: z.number().min(0).optional(),
    differentialPricing: z
      .object({ inr: z.number().optional(), usd: z.number().optional(), eur: z.number().optional() })
      .optional(),
    settings: z
      .object({ includeGST: z.boolean().optional(), priceIncludesGST: z.boolean().optional() })
      .optional(),
    isHidden: z.boolean().optional(),
    coverContents: z.array(z.url()).optional(),
    access: z
      .object({
        validityDays: z.number().int().min(1).optional(),
        seatLimit: z.number().int().min(1).optional(),
      })
      .optional(),
    createChatroom: z.boolean().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.type === 'recurring' && !b.recurringType)
      ctx.addIssue({
        code: 'custom',
        path: ['recurringType'],
        message: 'A recurring Mango needs recurringType',
      });
    if (b.type === 'onetime' && b.recurringType)
      ctx.addIssue({
        code: 'custom',
        path: ['recurringType'],
        message: 'A one-time Mango takes no recurringType',
      });
    if (
      b.type === 'free' &&
      (b.price !== undefined || b.differentialPricing || b.settings?.includeGST !== undefined)
    )
      ctx.addIssue({
        code: 'custom',
        path: ['price'],
        message: 'A free Mango takes no price, differential pricing or GST',
      });
  });
export type CreateMangoBody = z.infer<typeof CreateMangoBody>;

/** `mangoes` is optional in the docs: without it every Mango of the creator is counted. */
export const SubscriberCountsQuery = z.object({ mangoes: QueryIdList.default([]) });
export type SubscriberCountsQuery = z.infer<typeof SubscriberCountsQuery>;

export const SubscriberCounts = z.looseObject({
  subscriptions: z.array(
    z.looseObject({
      mangoId: ObjectId,
      mangoTitle: z.string().optional(),
      count: z.number().optional(),
    }),
  ),
  totalSubscriptions: z.number().optional(),
});
export type SubscriberCounts = z.infer<typeof SubscriberCounts>;

/** Rows of `operations`: Mangoes and their subscriber counts (the docs' mango/ group). */
export const mangoRows = {
  listMangoes: op({
    name: 'listMangoes',
    words: 'List Mangoes',
    method: 'GET',
    path: `${V1}/mangos`,
    family: 'bearer',
    query: ListMangoesQuery,
    response: MangoList,
  }),
  createMango: op({
    name: 'createMango',
    words: 'Create a Mango',
    method: 'POST',
    path: `${V1}/mangos`,
    family: 'bearer',
    body: CreateMangoBody,
    response: MangoAnswer,
  }),
  mangoSubscriberCounts: op({
    name: 'mangoSubscriberCounts',
    words: 'Count Mango subscribers',
    method: 'GET',
    path: `${V1}/mangos/subscriptions/count`,
    family: 'bearer',
    query: SubscriberCountsQuery,
    response: SubscriberCounts,
  }),
  getMango: op({
    name: 'getMango',
    words: 'Read a Mango',
    method: 'GET',
    path: `${V1}/mangos/:mangoId`,
    family: 'bearer',
    response: MangoAnswer,
  }),
  /** Answers the Mango envelope; `response` is the unwrapped Mango. */
  updateMango: op({
    name: 'updateMango',
    words: 'Update a Mango',
    method: 'PATCH',
    path: `${V1}/mangos/:mangoId`,
    family: 'bearer',
    body: UpdateMangoBody,
    response: MangoAnswer,
  }),
} as const;
