import type { ChannelArgs, ChannelOutput } from '../../../shared/bridge';
import { sortPointsRows } from '../../../shared/areas/gamification/channels';
import type { CreateBadgeBody } from '../../../shared/contract/gamification';
import { appFailure } from '../../../shared/errors';
import { withSignal } from '../../platform/api/types';
import type { Handlers } from '../../platform/handlers';
import type { ServiceDeps } from '../deps';
import { createPointsQuota } from './points-quota';
import { orderedTypes, pointColumnsNote, pointsCsv, toPointsRows } from './points-table';
import { formatExportTime } from '../../../shared/format';

/** The create body for the chosen automation: exactly one kind, or none (spec: States and transitions 3). */
export function badgeBody(input: ChannelArgs<'gamification.createBadge'>): CreateBadgeBody {
  const base: CreateBadgeBody = {
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    ...(input.imageUrl ? { imageUrl: input.imageUrl } : {}),
  };
  const a = input.automation;
  if (a.kind === 'points') {
    return {
      ...base,
      enableAutomation: true,
      pointsThreshold: a.threshold,
      pointCategoryForAutomation: a.category,
    };
  }
  if (a.kind === 'mangoes') return { ...base, enableAutomation: true, automationEnabledMangoes: a.mangoes };
  return { ...base, enableAutomation: false };
}

function fileStamp(date: Date): string {
  return date.toISOString().slice(0, 16).replace(/[:T]/g, '-');
}

/** The creator's badges and collective points (a person's badges, points and ledger: gamification-person.ts). */
export function gamificationHandlers(
  deps: ServiceDeps,
): Pick<
  Handlers,
  | 'gamification.badges'
  | 'gamification.createBadge'
  | 'gamification.points'
  | 'gamification.pointsQuota'
  | 'gamification.pointsExportCsv'
> {
  const quota = createPointsQuota(deps.now);
  /** The last result per profile, so an export never spends one of the 10 calls a minute. */
  const lastResult = new Map<string, { result: ChannelOutput<'gamification.points'>; filter: string }>();

  const quotaKey = async (profileId?: string): Promise<{ id: string; key: string }> => {
    const profile = profileId ? await deps.profiles.get(profileId) : await deps.profiles.active();
    return { id: profile.id, key: new URL(profile.baseUrl).origin };
  };

  return {
    'gamification.badges': async (input, { signal }) => {
      const client = await deps.clients.forId(input.profileId);
      const list = await client.listBadges({}, withSignal(signal));
      return { badges: list.data, total: list.total ?? list.data.length };
    },

    'gamification.createBadge': async (input, { signal }) => {
      const client = await deps.clients.forId(input.profileId);
      return client.createBadge({ body: badgeBody(input) }, withSignal(signal));
    },

    'gamification.pointsQuota': async (input) => {
      return quota.describe((await quotaKey(input.profileId)).key);
    },

    'gamification.points': async (input, { signal }) => {
      const { id, key } = await quotaKey(input.profileId);
      const client = await deps.clients.forId(id);
      quota.claim(key);
      const records = await client.collectivePoints(
        {
          query: {
            ...(input.mangoes?.length ? { mangoes: input.mangoes } : {}),
            ...(input.users?.length ? { users: input.users } : {}),
            ...(input.types?.length ? { types: input.types } : {}),
          },
        },
        withSignal(signal),
      );
      const rows = toPointsRows(records);
      const result = {
        rows,
        types: orderedTypes(rows, input.types ?? []),
        fetchedAt: deps.now().toISOString(),
        quota: quota.describe(key),
      };
      const filter = [
        input.mangoes?.length ? `Mangoes ${input.mangoes.join(' ')}` : 'all Mangoes',
        input.users?.length ? `users ${input.users.join(' ')}` : 'all users',
        input.types?.length ? `types ${input.types.join(' ')}` : 'all point types',
      ].join('; ');
      lastResult.set(id, { result, filter });
      return result;
    },

    'gamification.pointsExportCsv': async (input) => {
      const { id } = await quotaKey(input.profileId);
      const last = lastResult.get(id);
      if (!last) {
        throw appFailure('validation', 'Load the points first: the export writes the result on screen.');
      }
      const rows = sortPointsRows(last.result.rows, input.sortBy, input.descending ?? true);
      const csv = pointsCsv(rows, last.result.types);
      const notes = [
        `Collective points fetched ${formatExportTime(last.result.fetchedAt)}`,
        `Filter: ${last.filter}`,
        pointColumnsNote(last.result.types),
      ];
      return {
        fileName: `collective-points-${fileStamp(new Date(last.result.fetchedAt))}.csv`,
        csv,
        notes,
        rows: rows.length,
      };
    },
  };
}
