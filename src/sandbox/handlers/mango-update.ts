import { MAX_REMOTE_MEDIA_ITEMS, UpdateMangoBody } from '../../shared/contract/mangoes';
import type { Handler, SandboxCore } from '../context';
import { badRequest, conflict, notFound } from '../errors';
import type { MangoRecord } from '../fixture-schema';
import { mergeMangoPatch } from '../../shared/areas/mangoes/domain/patch';
import { mangoJson } from '../serializers/mangoes';
import { isActiveSubscription, ownedMango, parseOr400 } from './common';

type Path = readonly [string, ...string[]];
const ALWAYS_IMMUTABLE: Path[] = [['type'], ['access', 'startsAt']];
const RECURRING_IMMUTABLE: Path[] = [
  ['recurringType'],
  ['price'],
  ['inrAmount'],
  ['usdAmount'],
  ['eurAmount'],
  ['currency'],
  ['settings', 'includeGST'],
  ['settings', 'priceIncludesGST'],
];
const VIDEO_URL = /\.(mp4|mov|m4v|webm|m3u8|mkv)(\?|$)/i;

function at(value: unknown, path: readonly string[]): unknown {
  let cur = value;
  for (const key of path)
    cur = cur !== null && typeof cur === 'object' ? (cur as Record<string, unknown>)[key] : undefined;
  return cur;
}

const htmlToText = (html: string) => html.replace(/<[^>]*>/g, '').trim();
const textToHtml = (text: string) =>
  `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`;

function liveActiveSubscribers(core: SandboxCore, mangoId: string): number {
  const now = core.clock.now();
  return core.state.data.subscriptions.filter((s) => s.mango === mangoId && isActiveSubscription(s, now))
    .length;
}

/** The nine rules of the spec's PATCH /mangos/{mangoId}; nothing changes and nothing is recorded on refusal. */
export const updateMango: Handler = (ctx, core) => {
  const mangoId = ctx.params.mangoId ?? '';
  const stored = ownedMango(core, ctx.creator._id, mangoId);
  if (!stored) throw notFound('Mango not found', 'MANGO_NOT_FOUND');
  const raw = ctx.body;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw badRequest('Invalid request: body must be an object');
  const covers = (raw as Record<string, unknown>).coverContents;
  if (Array.isArray(covers) && covers.length > MAX_REMOTE_MEDIA_ITEMS) {
    throw badRequest(
      `At most ${MAX_REMOTE_MEDIA_ITEMS} remote media items per request`,
      'REMOTE_MEDIA_TOO_MANY_ITEMS',
    );
  }
  const body = parseOr400(UpdateMangoBody, raw);

  // Rule 6: immutable fields may be sent only with their current value.
  const immutable =
    stored.type === 'recurring' ? [...ALWAYS_IMMUTABLE, ...RECURRING_IMMUTABLE] : ALWAYS_IMMUTABLE;
  for (const path of immutable) {
    const sent = at(body, path);
    if (sent !== undefined && JSON.stringify(sent) !== JSON.stringify(at(stored, path) ?? null)) {
      throw badRequest(`Invalid request: ${path.join('.')} cannot be changed`);
    }
  }

  const patch: Record<string, unknown> = { ...body };
  if (body.description !== undefined) patch.descriptionHtml = textToHtml(body.description);
  if (body.descriptionHtml !== undefined) patch.description = htmlToText(body.descriptionHtml);
  // Rule 2, leaf by leaf at any depth: `pricing.strikeThrough.inr` alone keeps the usd and eur prices.
  const next = mergeMangoPatch(stored, patch);

  // Rule 7: validate the resulting Mango before touching anything.
  const seatLimit = next.access?.seatLimit;
  if (typeof seatLimit === 'number' && seatLimit !== stored.access?.seatLimit) {
    const live = liveActiveSubscribers(core, mangoId);
    if (seatLimit < live)
      throw badRequest(`Invalid request: seat limit ${seatLimit} is below the ${live} active subscribers`);
  }
  if (next.type === 'free' && (next.price ?? 0) > 0)
    throw badRequest('Invalid request: a free Mango has no price');
  const price = next.price ?? 0;
  if (price !== (stored.price ?? 0)) {
    const impacted = core.state.data.coupons.filter(
      (c) =>
        c.creator === ctx.creator._id &&
        c.isActive &&
        (c.mangoes.length === 0 || c.mangoes.includes(mangoId)) &&
        c.discountType === 'flat' &&
        c.value > price,
    );
    if (impacted.length > 0) {
      throw conflict(
        `Active coupons exceed the new price: ${impacted.map((c) => c.code).join(', ')}`,
        'IMPACTED_COUPONS_FOUND',
      );
    }
  }

  const changed = (key: keyof MangoRecord) =>
    JSON.stringify(next[key] ?? null) !== JSON.stringify(stored[key] ?? null);
  const changedKeys = (Object.keys(next) as (keyof MangoRecord)[]).filter(
    (k) => k !== 'updatedAt' && changed(k),
  );
  if (changedKeys.length > 0) {
    // Rule 8: effects follow actual changes only.
    if (changed('title')) {
      const slug = (next.title ?? '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      next.chatroomSlug = slug;
      core.recordEffect('room.titleUpdated', { mangoId, title: next.title, slug });
    }
    if (changed('introVideo') && next.introVideo)
      core.recordEffect('mango.introThumbnailQueued', { mangoId, introVideo: next.introVideo });
    if (body.price !== undefined && changed('price') && next.type === 'onetime') {
      core.recordEffect('funnel.priceNotified', { mangoId, price: next.price });
    }
    const before = new Set(stored.coverContents ?? []);
    for (const url of next.coverContents ?? []) {
      if (!before.has(url) && VIDEO_URL.test(url))
        core.recordEffect('media.transcodeSubmitted', { mangoId, url });
    }
    next.updatedAt = core.clock.nowIso();
    Object.assign(stored, next);
    for (const key of Object.keys(stored) as (keyof MangoRecord)[]) if (!(key in next)) delete stored[key];
    core.state.touch();
    core.recordEffect('badges.cacheInvalidated', { mangoId, fields: changedKeys });
  }
  // The spec's update envelope (the docs show no example for this operation).
  return {
    body: {
      code: 200,
      result: mangoJson(stored),
      type: 'Success',
      message: 'Mango updated',
      statusMessage: 'OK',
      success: true,
    },
  };
};
