import type { mangoChannels } from '../../../shared/areas/mangoes/channels';
import { diffDraft } from '../../../shared/areas/mangoes/domain/draft';
import { buildPatchBody } from '../../../shared/areas/mangoes/domain/patch';
import { validateChanges } from '../../../shared/areas/mangoes/domain/rules';
import type { Handlers } from '../../platform/handlers';
import { appFailure } from '../../../shared/errors';
import type { ServiceDeps } from '../deps';
import { createApplyRunner } from './apply-runner';
import { createDraftEditing } from './draft-editing';
import { createDraftsStore, summarize } from './drafts-store';
import { createHistoryLog } from './history-log';
import { createMangoCache } from './mango-cache';
import { createMangoReads } from './mango-reads';
import { resolveProfileId } from './profile-scope';
import { isEarlierSandboxData, refuseEarlierSandboxDrafts } from './sandbox-generation';

export function mangoHandlers(deps: ServiceDeps): Pick<Handlers, keyof typeof mangoChannels> {
  const cache = createMangoCache(deps.dataDir);
  const drafts = createDraftsStore(deps.dataDir);
  const history = createHistoryLog(deps.dataDir);
  const changed = (profileId: string, draftIds: string[]) =>
    deps.emit('mangoes.draftsChanged', { profileId, draftIds });
  const reads = createMangoReads(deps, cache);
  const generationOf = async (profileId: string) => (await deps.sandboxGeneration(profileId))?.id;
  const editing = createDraftEditing({ drafts, cache, now: deps.now, changed, generationOf });
  const runner = createApplyRunner({
    drafts,
    cache,
    history,
    activityLog: deps.activityLog,
    now: deps.now,
    changed,
  });
  const profileOf = (profileId?: string) => resolveProfileId(deps, profileId);

  return {
    'mangoes.list': async ({ profileId }) => reads.list(await profileOf(profileId)),
    'mangoes.refresh': async ({ profileId }, { signal }) => reads.refresh(await profileOf(profileId), signal),
    'mangoes.get': async ({ profileId, mangoId, preferCache }, { signal }) =>
      reads.get(await profileOf(profileId), mangoId, preferCache, signal),
    'mangoes.drafts': async ({ profileId }) => {
      const id = await profileOf(profileId);
      const all = await drafts.all(id);
      const generation = await generationOf(id);
      const summaries = all.map((d) =>
        isEarlierSandboxData(d, generation) ? { ...summarize(d), earlierSandboxData: true } : summarize(d),
      );
      return { drafts: summaries.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)) };
    },
    'mangoes.getDraft': async ({ profileId, draftId }) => drafts.get(await profileOf(profileId), draftId),
    'mangoes.saveDraft': async ({ profileId, ...input }) => editing.save(await profileOf(profileId), input),
    'mangoes.deleteDraft': async ({ profileId, draftId }) => {
      const id = await profileOf(profileId);
      if (runner.isRunning(id, draftId))
        throw appFailure('conflict', 'The draft is being applied; wait for the answer.');
      const deleted = await drafts.remove(id, draftId);
      changed(id, [draftId]);
      return { deleted };
    },
    'mangoes.keepOneDraft': async ({ profileId, draftId }) => {
      const id = await profileOf(profileId);
      return editing.keepOne(id, draftId, (other) => runner.isRunning(id, other));
    },
    'mangoes.validateDraft': async ({ profileId, mangoId, draftId, changes }) => {
      const id = await profileOf(profileId);
      const base = draftId ? (await drafts.get(id, draftId)).base : (await cache.find(id, mangoId))?.mango;
      if (!base)
        throw appFailure(
          'not_found',
          'That Mango is not kept on this computer yet: open it once while the service can be reached.',
        );
      return {
        issues: validateChanges(base, changes),
        diff: diffDraft(base, changes),
        body: buildPatchBody(base, changes),
      };
    },
    'mangoes.applyDrafts': async ({ profileId, draftIds }) => {
      const id = await profileOf(profileId);
      const generation = await generationOf(id);
      if (generation !== undefined) {
        const wanted = new Set(draftIds);
        refuseEarlierSandboxDrafts(
          (await drafts.all(id)).filter((d) => wanted.has(d.id)),
          generation,
        );
      }
      const client = await deps.clients.forId(id);
      return { results: await runner.apply(client, id, draftIds) };
    },
    'mangoes.resolveConflict': async ({ profileId, draftId, choices }) =>
      editing.resolve(await profileOf(profileId), draftId, choices),
    'mangoes.draftHistory': async ({ profileId, mangoId, limit }) => ({
      entries: await history.read(await profileOf(profileId), { mangoId, limit }),
    }),
  };
}
