import { DateTime, FixedOffsetZone } from 'luxon';
import { CommunityActivityQuery } from '../../shared/contract/analytics';
import type { Handler } from '../context';
import { badRequest } from '../errors';
import { parseOr400 } from './common';

/** The service groups days at India Standard Time boundaries whatever the caller's zone. */
export const IST = FixedOffsetZone.instance(330);
/** The sandbox's own ceiling (the spec shows none): a longer range is refused rather than cut short. */
const MAX_DAYS = 1_100;

/** The IST calendar day of an instant, as the UTC instant of that day's IST midnight. */
export function istDayStart(iso: string): string {
  return DateTime.fromISO(iso, { zone: IST }).startOf('day').toUTC().toISO() ?? iso;
}

export const communityActivity: Handler = (ctx, core) => {
  if (!ctx.creator.features.community) throw badRequest('Community feature is not enabled');
  const q = parseOr400(CommunityActivityQuery, ctx.query);
  const start = Date.parse(q.startDate);
  const end = Date.parse(q.endDate);
  if (end < start) throw badRequest('Invalid request: endDate is before startDate');

  // Foreign or unknown channel ids contribute nothing and cause no error; omitted means every non-archived one.
  const own = core.state.data.channels.filter((c) => c.creator === ctx.creator._id);
  const wanted = q.channels && q.channels.length > 0 ? new Set(q.channels) : undefined;
  const channels = new Set(own.filter((c) => (wanted ? wanted.has(c._id) : !c.isArchived)).map((c) => c._id));

  const rows = new Map<string, { totalPost: number; totalComment: number; totalLike: number }>();
  let day = DateTime.fromMillis(start, { zone: IST }).startOf('day');
  const lastDay = DateTime.fromMillis(end, { zone: IST }).startOf('day');
  if (lastDay.diff(day, 'days').days + 1 > MAX_DAYS)
    throw badRequest(`Invalid request: a range covers at most ${MAX_DAYS} days`);
  while (day.toMillis() <= end) {
    rows.set(day.toUTC().toISO() ?? '', { totalPost: 0, totalComment: 0, totalLike: 0 });
    day = day.plus({ days: 1 });
  }
  const inRange = (iso: string) => {
    const t = Date.parse(iso);
    return t >= start && t <= end;
  };
  const bump = (iso: string, key: 'totalPost' | 'totalComment' | 'totalLike') => {
    const row = rows.get(istDayStart(iso));
    if (row) row[key] += 1;
  };
  for (const post of core.state.data.posts) {
    if (!channels.has(post.channel) || post.postedBy !== ctx.creator._id || post.isDeleted) continue;
    if (inRange(post.createdAt)) bump(post.createdAt, 'totalPost');
    for (const c of post.comments) if (inRange(c.at)) bump(c.at, 'totalComment');
    for (const l of post.likes) if (inRange(l.at)) bump(l.at, 'totalLike');
  }
  // No docs example: the spec's {data: [{date, totalPost, totalComment, totalLike}]}.
  return { body: { data: [...rows].map(([date, counts]) => ({ date, ...counts })) } };
};
