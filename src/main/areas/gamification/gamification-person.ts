import type { ApiClient } from '../../platform/api/client';
import { withSignal, type CallOptions } from '../../platform/api/types';
import type { Handlers } from '../../platform/handlers';
import type { ChannelArgs, ChannelOutput } from '../../../shared/bridge';
import type { PersonQuery, PointTotal } from '../../../shared/areas/gamification/person-channels';
import {
  canonicalPointType,
  systemPointTypes,
  type Badge,
  type UpdateBadgeBody,
} from '../../../shared/contract/gamification';
import { AppFailure, appFailure } from '../../../shared/errors';
import type { ServiceDeps } from '../deps';
import { badgeBody } from './gamification';

/** The update body: the form's whole state, so a cleared description or image is cleared on the service. */
export function updateBadgeBody(input: ChannelArgs<'gamification.updateBadge'>): UpdateBadgeBody {
  const body: UpdateBadgeBody = {
    ...badgeBody(input),
    description: input.description ?? '',
    imageUrl: input.imageUrl ?? '',
  };
  // Points automation replaces any Mango automation the badge had (one kind at a time).
  return input.automation.kind === 'points' ? { ...body, automationEnabledMangoes: [] } : body;
}

/** v1 totals per type, the course-completion keys named as elsewhere, system types first, then custom ones. */
export function pointTotals(answer: Readonly<Record<string, number>>): PointTotal[] {
  const totals = new Map<string, number>();
  for (const [key, score] of Object.entries(answer)) {
    const type = canonicalPointType(key);
    totals.set(type, (totals.get(type) ?? 0) + score);
  }
  const system = systemPointTypes.filter((t) => totals.has(t));
  const custom = [...totals.keys()]
    .filter((t) => !(systemPointTypes as readonly string[]).includes(t))
    .sort();
  return [...system, ...custom].map((type) => ({ type, score: totals.get(type) ?? 0 }));
}

const isNotFound = (caught: unknown) => caught instanceof AppFailure && caught.error.status === 404;

function describe(query: PersonQuery): string {
  if ('userId' in query) return `user id ${query.userId}`;
  if ('email' in query) return `email ${query.email}`;
  return `phone ${query.phone}`;
}

interface Person {
  person: ChannelOutput<'gamification.userPoints'>['person'];
  badges: Badge[] | null;
}

/**
 * Who the person is. By email or phone: the documented lookup, which also lists their badges. By id: get
 * user by id (no badges there), then the lookup by the email it gave for the badges.
 */
async function findPerson(client: ApiClient, query: PersonQuery, options: CallOptions): Promise<Person> {
  try {
    if ('userId' in query) {
      const user = await client.getUser({ params: { userId: query.userId } }, options);
      const email = user.email;
      const full = email ? await client.lookupUser({ query: { email } }, options) : undefined;
      return {
        person: summary({ ...user, ...(full ?? {}) }),
        badges: full?.badges ?? null,
      };
    }
    const user = await client.lookupUser({ query }, options);
    return { person: summary(user), badges: user.badges ?? [] };
  } catch (caught) {
    if (isNotFound(caught)) {
      throw appFailure('not_found', `No member of this business has the ${describe(query)}.`, {
        status: 404,
      });
    }
    throw caught;
  }
}

function summary(user: { _id: string; name?: string; email?: string; phone?: unknown }) {
  return {
    _id: user._id,
    ...(user.name?.trim() ? { name: user.name.trim() } : {}),
    ...(user.email ? { email: user.email } : {}),
    ...(typeof user.phone === 'string' || typeof user.phone === 'number'
      ? { phone: String(user.phone) }
      : {}),
  };
}

/** Badge edits and assignments, points assignments, a person's ledger and v1 collective points. */
export function personGamificationHandlers(
  deps: ServiceDeps,
): Pick<
  Handlers,
  | 'gamification.updateBadge'
  | 'gamification.assignBadges'
  | 'gamification.assignPoints'
  | 'gamification.ledger'
  | 'gamification.userPoints'
> {
  return {
    'gamification.updateBadge': async (input, { signal }) => {
      const client = await deps.clients.forId(input.profileId);
      return client.updateBadge(
        { params: { badgeId: input.badgeId }, body: updateBadgeBody(input) },
        withSignal(signal),
      );
    },

    'gamification.assignBadges': async (input, { signal }) => {
      const client = await deps.clients.forId(input.profileId);
      const badgeIds = [...new Set(input.badgeIds)];
      const ack = await client.assignBadges(
        { params: { userId: input.userId }, body: { badges: badgeIds } },
        withSignal(signal),
      );
      return { userId: input.userId, badgeIds, message: ack.message ?? 'Badges assigned' };
    },

    'gamification.assignPoints': async (input, { signal }) => {
      const client = await deps.clients.forId(input.profileId);
      const answer = await client.assignPoints(
        { body: { fanIds: input.userIds, score: input.score } },
        withSignal(signal),
      );
      const assigned = input.userIds.flatMap((userId) => {
        const pointsId = answer[userId];
        return pointsId ? [{ userId, pointsId }] : [];
      });
      const unconfirmed = input.userIds.filter((userId) => !answer[userId]);
      return { score: input.score, assigned, unconfirmed };
    },

    'gamification.ledger': async (input, { signal }) => {
      const client = await deps.clients.forId(input.profileId);
      const page = input.page ?? 1;
      const limit = input.limit ?? 50;
      const answer = await client.pointsLedger(
        {
          params: { userId: input.userId },
          query: {
            page,
            limit,
            ...(input.types?.length ? { types: input.types } : {}),
            ...(input.sortOrder ? { sortOrder: input.sortOrder } : {}),
          },
        },
        withSignal(signal),
      );
      const total = answer.total ?? answer.data.length;
      return {
        entries: answer.data,
        total,
        page: answer.page ?? page,
        limit: answer.limit ?? limit,
        hasNext: answer.hasNext ?? page * limit < total,
      };
    },

    'gamification.userPoints': async (input, { signal }) => {
      const client = await deps.clients.forId(input.profileId);
      const { person, badges } = await findPerson(client, input.person, withSignal(signal));
      const answer = await client.userCollectivePoints(
        { params: { userId: person._id }, query: input.types?.length ? { types: input.types } : undefined },
        withSignal(signal),
      );
      const points = pointTotals(answer);
      return { person, badges, points, totalScore: points.reduce((s, p) => s + p.score, 0) };
    },
  };
}
