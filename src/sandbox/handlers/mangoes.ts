import { CreateMangoBody, ListMangoesQuery, SubscriberCountsQuery } from '../../shared/contract/mangoes';
import type { Handler } from '../context';
import { badRequest, notFound, SandboxHttpError } from '../errors';
import type { MangoRecord } from '../fixture-schema';
import { isActiveSubscription, ownedMango, paginate, parseOr400 } from './common';
import { mangoJson } from '../serializers/mangoes';

export const getMango: Handler = (ctx, core) => {
  const mango = ownedMango(core, ctx.creator._id, ctx.params.mangoId ?? '');
  if (!mango) throw notFound('Mango not found', 'MANGO_NOT_FOUND');
  return { body: mangoJson(mango) };
};

export const listMangoes: Handler = (ctx, core) => {
  const q = parseOr400(ListMangoesQuery, ctx.query);
  const own = core.state.data.mangoes.filter((m) => m.creator === ctx.creator._id && !m.isDeleted);
  // No docs example for list: the spec's {total, data} shape, items as getMango answers them.
  return { body: { total: own.length, data: paginate(own, q.limit ?? 20, q.page ?? 1).map(mangoJson) } };
};

const stripHtml = (text: string) => text.replace(/<[^>]*>/g, '').trim();

export const createMango: Handler = (ctx, core) => {
  const body = parseOr400(CreateMangoBody, ctx.body);
  const title = stripHtml(body.title);
  if (title.toLowerCase() === 'public')
    throw new SandboxHttpError(400, 'The title "public" is reserved', 'MANGO_TITLE_RESERVED');
  if (!title) throw badRequest('Invalid request: title is empty');
  const now = core.clock.nowIso();
  const id = core.state.newId();
  const description = stripHtml(body.description ?? '');
  const record: MangoRecord = {
    _id: id,
    creator: ctx.creator._id,
    title,
    description,
    descriptionHtml: description ? `<p>${description}</p>` : '',
    type: body.type,
    recurringType: body.type === 'recurring' ? (body.recurringType ?? null) : null,
    price: body.type === 'free' ? 0 : (body.price ?? 0),
    currency: body.currency ?? ctx.creator.currency,
    inrAmount: body.inrAmount ?? null,
    usdAmount: body.usdAmount ?? null,
    eurAmount: body.eurAmount ?? null,
    isDeleted: false,
    isHidden: body.isHidden ?? false,
    isPublic: true,
    isFree: body.type === 'free',
    zeroCostMango: body.type === 'free',
    affiliateEnabled: false,
    createdAt: now,
    updatedAt: now,
    coverContents: body.coverContents ?? [],
    checkoutLink: `https://${ctx.creator.host}/checkout/${id}`,
    shortLink: `https://${ctx.creator.host}/l/${id.slice(-6)}`,
    differentialPricing: body.differentialPricing ?? null,
    settings: {
      includeGST: false,
      priceIncludesGST: false,
      otpless: false,
      showTdsField: false,
      ...body.settings,
    },
    pricing: { strikeThrough: null },
    access: {
      startsAt: now,
      validityDays: body.access?.validityDays ?? null,
      trialDays: null,
      maxBillingCycles: null,
      seatLimit: body.access?.seatLimit ?? null,
      seatLabel: null,
      allowMultipleQuantity: false,
    },
  };
  core.state.insert('mangoes', record);
  core.recordEffect('mango.created', { mangoId: id, createChatroom: body.createChatroom ?? false });
  return { body: mangoJson(record) };
};

export const mangoSubscriberCounts: Handler = (ctx, core) => {
  const q = parseOr400(SubscriberCountsQuery, ctx.query);
  const now = core.clock.now();
  // Without `mangoes` the docs count every Mango of the creator (mango/getMangoSubscriberCount.json).
  const ids =
    q.mangoes.length > 0
      ? q.mangoes
      : core.state.data.mangoes
          .filter((m) => m.creator === ctx.creator._id && !m.isDeleted)
          .map((m) => m._id);
  const subscriptions = ids.flatMap((id) => {
    const mango = ownedMango(core, ctx.creator._id, id);
    if (!mango) return [];
    const count = core.state.data.subscriptions.filter(
      (s) => s.mango === id && isActiveSubscription(s, now),
    ).length;
    return [{ mangoId: id, mangoTitle: mango.title ?? '', count }];
  });
  return { body: { subscriptions, totalSubscriptions: subscriptions.reduce((sum, s) => sum + s.count, 0) } };
};
