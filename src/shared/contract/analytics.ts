import { z } from 'zod';
import { IsoDateTime, ObjectId, queryList } from './common';
import { op, V1 } from './operation-row';

/** Both bounds are inclusive UTC instants; days are grouped by IST (spec: Analytics). */
export const CommunityActivityQuery = z.object({
  channels: queryList(ObjectId).optional(),
  startDate: IsoDateTime,
  endDate: IsoDateTime,
});
export type CommunityActivityQuery = z.infer<typeof CommunityActivityQuery>;

export const CommunityActivityRow = z.looseObject({
  date: IsoDateTime.optional(),
  totalPost: z.number().optional(),
  totalComment: z.number().optional(),
  totalLike: z.number().optional(),
});
export type CommunityActivityRow = z.infer<typeof CommunityActivityRow>;

export const CommunityActivityResponse = z.looseObject({ data: z.array(CommunityActivityRow) });
export type CommunityActivityResponse = z.infer<typeof CommunityActivityResponse>;

/** Rows of `operations`: a person's activity in the community (analytics). */
export const analyticsRows = {
  communityActivity: op({
    name: 'communityActivity',
    words: 'Community activity',
    method: 'GET',
    path: `${V1}/analytics/community/user/activity`,
    family: 'bearer',
    query: CommunityActivityQuery,
    response: CommunityActivityResponse,
  }),
} as const;
