import { DateTime, FixedOffsetZone } from 'luxon';
import { ListVideoCallsQuery, ParticipantPreviewQuery } from '../../shared/contract/video-calls';
import type { Handler } from '../context';
import { notFound } from '../errors';
import { activeMangoesOf, isActiveSubscription, paginate, parseOr400 } from './common';
import {
  participantPreviewJson,
  videoCallJson,
  videoCallListItemJson,
  videoCallListJson,
} from '../serializers/video-calls';
import { ownedCall } from './video-calls';

export const getVideoCall: Handler = (ctx, core) => ({
  body: videoCallJson(core, ownedCall(core, ctx.creator._id, ctx.params.videoCallId ?? '')),
});

export const getVideoCallSeries: Handler = (ctx, core) => {
  const groupId = ctx.params.groupId ?? '';
  const calls = core.state.data.videoCalls
    .filter((c) => c.groupId === groupId && c.creator === ctx.creator._id)
    .sort((a, b) => (a.occurrence ?? 0) - (b.occurrence ?? 0));
  if (calls.length === 0) throw notFound('Video call series not found', 'WORKSHOP_NOT_FOUND');
  return {
    body: { groupId, totalOccurrence: calls.length, occurrences: calls.map((c) => videoCallJson(core, c)) },
  };
};

export const listVideoCalls: Handler = (ctx, core) => {
  const q = parseOr400(ListVideoCallsQuery, ctx.query);
  // Days are grouped in the caller's zone, from x-timezone-offset.
  const zone = FixedOffsetZone.instance(ctx.timezoneOffset ?? 0);
  const bound = (value: string | undefined, end: boolean) => {
    if (!value) return undefined;
    const dt = value.length === 10 ? DateTime.fromISO(value, { zone }) : DateTime.fromISO(value);
    return (value.length === 10 && end ? dt.endOf('day') : dt).toMillis();
  };
  const from = bound(q.startDate, false);
  const to = bound(q.endDate, true);
  const userMangoes = q.user ? activeMangoesOf(core, q.user) : undefined;
  const calls = core.state.data.videoCalls
    .filter((c) => c.creator === ctx.creator._id)
    .filter((c) => from === undefined || Date.parse(c.toTime) >= from)
    .filter((c) => to === undefined || Date.parse(c.fromTime) <= to)
    .filter((c) => !q.mangoes || c.mango.some((m) => q.mangoes?.includes(m)))
    .filter((c) => !userMangoes || c.mango.some((m) => userMangoes.has(m)))
    .sort((a, b) => a.fromTime.localeCompare(b.fromTime));
  const page = paginate(calls, q.limit ?? 20, q.page ?? 1);
  const days = new Map<string, ReturnType<typeof videoCallListItemJson>[]>();
  for (const call of page) {
    const date = DateTime.fromISO(call.fromTime, { zone }).toFormat('yyyy-MM-dd');
    days.set(date, [...(days.get(date) ?? []), videoCallListItemJson(core, call)]);
  }
  return { body: videoCallListJson(calls.length, [...days]) };
};

/**
 * Subscribers of `mangoes` with an active subscription, less those whose only active subscriptions are to
 * `excludeMangoes`.
 */
export const participantPreview: Handler = (ctx, core) => {
  const q = parseOr400(ParticipantPreviewQuery, ctx.query);
  const now = core.clock.now();
  const wanted = new Set(q.mangoes);
  const excluded = new Set(q.excludeMangoes ?? []);
  const byFan = new Map<string, Set<string>>();
  for (const sub of core.state.data.subscriptions) {
    if (sub.creator !== ctx.creator._id || !isActiveSubscription(sub, now)) continue;
    const set = byFan.get(sub.fan) ?? new Set<string>();
    set.add(sub.mango);
    byFan.set(sub.fan, set);
  }
  let total = 0;
  for (const mangoes of byFan.values()) {
    const holdsWanted = [...mangoes].some((m) => wanted.has(m));
    const onlyExcluded = excluded.size > 0 && [...mangoes].every((m) => excluded.has(m));
    if (holdsWanted && !onlyExcluded) total += 1;
  }
  return { body: participantPreviewJson(total) };
};
