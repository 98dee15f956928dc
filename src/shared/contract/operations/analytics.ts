import { CommunityActivityQuery, CommunityActivityResponse } from '../analytics';
import { op, V1 } from './define';

/** Rows of `operations`: a person's activity in the community (analytics). */
export const analyticsRows = {
  communityActivity: op({
    name: 'communityActivity',
    method: 'GET',
    path: `${V1}/analytics/community/user/activity`,
    family: 'bearer',
    query: CommunityActivityQuery,
    response: CommunityActivityResponse,
  }),
} as const;
