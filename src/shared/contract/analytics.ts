import { z } from 'zod';
import { IsoDateTime, ObjectId, queryList } from './common';

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
