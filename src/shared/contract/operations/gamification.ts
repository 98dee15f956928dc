import {
  AssignBadgesBody,
  AssignPointsBody,
  AssignPointsResponse,
  Badge,
  BadgeList,
  CollectivePointsQuery,
  CollectivePointsResponse,
  CreateBadgeBody,
  OperationAck,
  PointsLedger,
  PointsLedgerQuery,
  UpdateBadgeBody,
  UserCollectivePoints,
  UserCollectivePointsQuery,
} from '../gamification';
import { op, V1 } from './define';

/** Rows of `operations`: badges and points (the docs' gamification/ group). */
export const gamificationRows = {
  listBadges: op({
    name: 'listBadges',
    method: 'GET',
    path: `${V1}/gamification/badges`,
    family: 'bearer',
    response: BadgeList,
  }),
  createBadge: op({
    name: 'createBadge',
    method: 'POST',
    path: `${V1}/gamification/badges`,
    family: 'bearer',
    body: CreateBadgeBody,
    response: Badge,
  }),
  collectivePoints: op({
    name: 'collectivePoints',
    method: 'GET',
    path: '/api/v2/external/gamification/points/collective',
    family: 'bearer',
    query: CollectivePointsQuery,
    response: CollectivePointsResponse,
    deprecated: true,
  }),
  /** gamification/updateBadge.json: the bare badge back. */
  updateBadge: op({
    name: 'updateBadge',
    method: 'PATCH',
    path: `${V1}/gamification/badges/:badgeId`,
    family: 'bearer',
    body: UpdateBadgeBody,
    response: Badge,
  }),
  /** gamification/assignBadgesToUser.json: adds badges, never revokes. */
  assignBadges: op({
    name: 'assignBadges',
    method: 'PATCH',
    path: `${V1}/gamification/badges/:userId/assign`,
    family: 'bearer',
    body: AssignBadgesBody,
    response: OperationAck,
  }),
  /** gamification/assignPointsToUsers.json: a negative score takes points away. */
  assignPoints: op({
    name: 'assignPoints',
    method: 'PATCH',
    path: `${V1}/gamification/points/assign`,
    family: 'bearer',
    body: AssignPointsBody,
    response: AssignPointsResponse,
  }),
  pointsLedger: op({
    name: 'pointsLedger',
    method: 'GET',
    path: `${V1}/gamification/points/ledger/:userId`,
    family: 'bearer',
    query: PointsLedgerQuery,
    response: PointsLedger,
  }),
  /** v1, per person: the documented alternative to the deprecated v2 `collectivePoints`. */
  userCollectivePoints: op({
    name: 'userCollectivePoints',
    method: 'GET',
    path: `${V1}/gamification/points/collective/:userId`,
    family: 'bearer',
    query: UserCollectivePointsQuery,
    response: UserCollectivePoints,
  }),
} as const;
