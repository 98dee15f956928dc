import type { MangoRecord } from '../fixture-schema';

/**
 * A Mango as the docs show it (mango/getMangoById.json, createMango.json: a bare object, no wrapper), plus
 * the fields the spec's Mango table requires that the docs example omits (descriptionHtml, type,
 * checkoutLink, shortLink, differentialPricing, settings, pricing, access; the update rules read them) and
 * introVideo when one is set (spec rule 8). Internal fields (gamificationEnabled, customFields,
 * chatroomSlug) never leave the sandbox.
 */
export function mangoJson(m: MangoRecord) {
  return {
    _id: m._id,
    creator: m.creator,
    title: m.title ?? '',
    price: m.price ?? 0,
    currency: m.currency ?? 'INR',
    inrAmount: m.inrAmount ?? null,
    usdAmount: m.usdAmount ?? null,
    eurAmount: m.eurAmount ?? null,
    description: m.description ?? '',
    isHidden: m.isHidden ?? false,
    isDeleted: m.isDeleted ?? false,
    recurringType: m.recurringType ?? null,
    isPublic: m.isPublic ?? true,
    isFree: m.isFree ?? false,
    affiliateEnabled: m.affiliateEnabled ?? false,
    zeroCostMango: m.zeroCostMango ?? false,
    createdAt: m.createdAt ?? '',
    updatedAt: m.updatedAt ?? m.createdAt ?? '',
    coverContents: m.coverContents ?? [],
    // Spec-only fields from here on.
    descriptionHtml: m.descriptionHtml ?? '',
    type: m.type ?? 'onetime',
    ...(m.introVideo !== undefined ? { introVideo: m.introVideo } : {}),
    checkoutLink: m.checkoutLink ?? '',
    shortLink: m.shortLink ?? '',
    differentialPricing: m.differentialPricing ?? null,
    settings: m.settings ?? {},
    pricing: m.pricing ?? { strikeThrough: null },
    access: m.access ?? {},
  };
}

/**
 * The ONE Mango a listed video call carries (workshop/listWorkshopVideoCalls.json: `mango` is a Mango
 * object with `noOfDays`, not an array of {_id, title}).
 */
export function videoCallMangoJson(m: MangoRecord) {
  return { ...mangoJson(m), noOfDays: m.access?.validityDays ?? 0 };
}

/** A Mango named inside a course list item (courses/listCoursesByCreator.json). */
export function mangoRefJson(m: MangoRecord) {
  return { _id: m._id, creator: m.creator, title: m.title ?? '' };
}
