import type { ConflictChoice } from '../../../shared/areas/mangoes/domain/three-way';
import { resolveConflicts } from '../../../shared/areas/mangoes/domain/three-way';
import { diffDraft, type Changes, type MangoDraft } from '../../../shared/areas/mangoes/domain/draft';
import { buildPatchBody } from '../../../shared/areas/mangoes/domain/patch';
import { hasErrors, validateChanges, type RuleIssue } from '../../../shared/areas/mangoes/domain/rules';
import { appFailure } from '../../../shared/errors';
import type { Handlers } from '../../platform/handlers';
import type { ServiceDeps } from '../deps';
import { createApplyRunner } from './apply-runner';
import { createDraftsStore, openDraftsOf, summarize, type DraftsStore } from './drafts-store';
import { createHistoryLog } from './history-log';
import type { MangoCache } from './mango-cache';
import { resolveProfileId } from './profile-scope';
import { EARLIER_SANDBOX_DATA, isEarlierSandboxData, refuseEarlierSandboxDrafts } from './sandbox-generation';

/** Saving and settling drafts: pure rule checks on the stored base, nothing ever sent from here. */
function createDraftEditing(deps: {
  drafts: DraftsStore;
  cache: MangoCache;
  now: () => Date;
  changed: (profileId: string, draftIds: string[]) => void;
  /** The sandbox generation a profile's data belongs to (undefined for live profiles). */
  generationOf: (profileId: string) => Promise<string | undefined>;
}) {
  const iso = () => deps.now().toISOString();
  const stateFor = (issues: RuleIssue[]) => (hasErrors(issues) ? 'draft' : 'ready');

  /** Why a stored draft cannot take new changes now, or nothing. */
  function refuseEditing(current: MangoDraft, generation: string | undefined): void {
    if (isEarlierSandboxData(current, generation)) throw appFailure('conflict', EARLIER_SANDBOX_DATA);
    if (current.state === 'applying')
      throw appFailure('conflict', 'The draft is being applied; wait for the answer before editing it.');
    if (current.uncertain)
      throw appFailure(
        'conflict',
        'The last apply of this draft has an unknown outcome: apply it once more to let the console check the service first.',
      );
  }

  /** The draft with new changes; its state follows the rules (a conflict stays until resolved). */
  function withChanges(d: MangoDraft, changes: Changes, issues: RuleIssue[]): MangoDraft {
    const next: MangoDraft = {
      ...d,
      changes,
      state: d.state === 'conflict' ? 'conflict' : stateFor(issues),
      updatedAt: iso(),
    };
    // An edited applied draft is a new plan on the returned Mango.
    if (d.state === 'applied') delete next.applied;
    delete next.error;
    delete next.problems;
    return next;
  }

  /**
   * A save with no draft id: the Mango's open draft takes the changes when it has one (one draft per Mango
   * per profile; the changes are added to the ones it holds, so a save from a second window loses neither),
   * else a new draft starts from the cached Mango.
   */
  async function saveForMango(profileId: string, mangoId: string, changes: Changes) {
    const cached = await deps.cache.find(profileId, mangoId);
    const generation = await deps.generationOf(profileId);
    let issues: RuleIssue[] = [];
    const { draft } = await deps.drafts.saveForMango(
      profileId,
      mangoId,
      () => {
        if (!cached)
          throw appFailure(
            'not_found',
            'Open the Mango once while the service can be reached (so its current values are kept on this computer) before drafting changes to it.',
          );
        issues = validateChanges(cached.mango, changes);
        const at = iso();
        return {
          profileId,
          mangoId,
          title: cached.mango.title ?? mangoId,
          base: cached.mango,
          baseFetchedAt: cached.fetchedAt,
          changes,
          state: stateFor(issues),
          createdAt: at,
          updatedAt: at,
          ...(generation ? { sandboxGeneration: generation } : {}),
        };
      },
      (existing) => {
        refuseEditing(existing, generation);
        const merged = { ...existing.changes, ...changes };
        issues = validateChanges(existing.base, merged);
        return withChanges(existing, merged, issues);
      },
    );
    deps.changed(profileId, [draft.id]);
    return { draft, issues };
  }

  async function save(profileId: string, input: { draftId?: string; mangoId: string; changes: Changes }) {
    const changes = Object.fromEntries(
      Object.entries(input.changes).filter(([, v]) => v !== undefined),
    ) as Changes;
    if (!input.draftId) return saveForMango(profileId, input.mangoId, changes);
    const current = await deps.drafts.get(profileId, input.draftId);
    if (current.mangoId !== input.mangoId)
      throw appFailure('validation', 'That draft belongs to another Mango.');
    const generation = await deps.generationOf(profileId);
    refuseEditing(current, generation);
    const issues = validateChanges(current.base, changes);
    const draft = await deps.drafts.update(profileId, current.id, (d, all) => {
      refuseEditing(d, generation);
      // Editing an applied draft makes it a plan again: only when the Mango has no other open draft.
      if (d.state === 'applied' && openDraftsOf(all, d.mangoId).length > 0)
        throw appFailure(
          'conflict',
          'This Mango already has a draft that is not applied yet: open that one to change it.',
        );
      return withChanges(d, changes, issues);
    });
    deps.changed(profileId, [draft.id]);
    return { draft, issues };
  }

  /** Keeps one of a Mango's duplicate drafts (left by older versions) and deletes the others. */
  async function keepOne(profileId: string, draftId: string, isRunning: (id: string) => boolean) {
    const removed = await deps.drafts.keepOnly(
      profileId,
      draftId,
      (d) => d.state !== 'applying' && !isRunning(d.id),
    );
    deps.changed(profileId, [draftId, ...removed]);
    return { kept: draftId, deleted: removed };
  }

  async function resolve(profileId: string, draftId: string, choices: ConflictChoice[]) {
    const current = await deps.drafts.get(profileId, draftId);
    if (current.state !== 'conflict' || !current.conflicts || !current.server)
      throw appFailure('conflict', 'This draft has no conflicts to resolve.');
    let changes: Changes;
    try {
      changes = resolveConflicts(current.changes, current.conflicts, choices);
    } catch (error) {
      throw appFailure(
        'validation',
        error instanceof Error ? error.message : 'Choose a value for every conflict.',
      );
    }
    const server = current.server;
    const issues = validateChanges(server, changes);
    const draft = await deps.drafts.update(profileId, draftId, (d) => {
      const next: MangoDraft = {
        ...d,
        base: server,
        baseFetchedAt: iso(),
        changes,
        state: stateFor(issues),
        note: 'Conflicts resolved: the draft now starts from the service’s current values.',
        updatedAt: iso(),
      };
      delete next.conflicts;
      delete next.server;
      delete next.error;
      return next;
    });
    deps.changed(profileId, [draftId]);
    return { draft, issues };
  }

  /** The profile's drafts, newest first, those of earlier sandbox data marked. */
  async function list(profileId: string) {
    const all = await deps.drafts.all(profileId);
    const generation = await deps.generationOf(profileId);
    const summaries = all.map((d) =>
      isEarlierSandboxData(d, generation) ? { ...summarize(d), earlierSandboxData: true } : summarize(d),
    );
    return { drafts: summaries.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)) };
  }

  /** Deletes a draft, unless it is being applied. */
  async function remove(profileId: string, draftId: string, isRunning: boolean) {
    if (isRunning) throw appFailure('conflict', 'The draft is being applied; wait for the answer.');
    const deleted = await deps.drafts.remove(profileId, draftId);
    deps.changed(profileId, [draftId]);
    return { deleted };
  }

  /** The rules, the diff and the PATCH body of changes on the draft's base (else the kept Mango). */
  async function validate(profileId: string, input: { mangoId: string; draftId?: string; changes: Changes }) {
    const base = input.draftId
      ? (await deps.drafts.get(profileId, input.draftId)).base
      : (await deps.cache.find(profileId, input.mangoId))?.mango;
    if (!base)
      throw appFailure(
        'not_found',
        'That Mango is not kept on this computer yet: open it once while the service can be reached.',
      );
    return {
      issues: validateChanges(base, input.changes),
      diff: diffDraft(base, input.changes),
      body: buildPatchBody(base, input.changes),
    };
  }

  /** Refuses, before anything is sent, to apply drafts made on sandbox data a reset deleted. */
  async function refuseEarlierData(profileId: string, draftIds: readonly string[]) {
    const generation = await deps.generationOf(profileId);
    if (generation === undefined) return;
    const wanted = new Set(draftIds);
    refuseEarlierSandboxDrafts(
      (await deps.drafts.all(profileId)).filter((d) => wanted.has(d.id)),
      generation,
    );
  }

  return { save, resolve, keepOne, list, remove, validate, refuseEarlierData };
}

/**
 * The drafts of Mango changes: listing, saving, checking and applying them, their conflicts and history.
 * The Mango cache is the reads' one (mango-reads.ts): a draft starts from the kept Mango.
 */
export function draftHandlers(
  deps: ServiceDeps,
  cache: MangoCache,
): Pick<
  Handlers,
  | 'mangoes.drafts'
  | 'mangoes.getDraft'
  | 'mangoes.saveDraft'
  | 'mangoes.deleteDraft'
  | 'mangoes.keepOneDraft'
  | 'mangoes.validateDraft'
  | 'mangoes.applyDrafts'
  | 'mangoes.resolveConflict'
  | 'mangoes.draftHistory'
> {
  const drafts = createDraftsStore(deps.dataDir);
  const history = createHistoryLog(deps.dataDir);
  const changed = (profileId: string, draftIds: string[]) =>
    deps.emit('mangoes.draftsChanged', { profileId, draftIds });
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
    'mangoes.drafts': async ({ profileId }) => editing.list(await profileOf(profileId)),
    'mangoes.getDraft': async ({ profileId, draftId }) => drafts.get(await profileOf(profileId), draftId),
    'mangoes.saveDraft': async ({ profileId, ...input }) => editing.save(await profileOf(profileId), input),
    'mangoes.deleteDraft': async ({ profileId, draftId }) => {
      const id = await profileOf(profileId);
      return editing.remove(id, draftId, runner.isRunning(id, draftId));
    },
    'mangoes.keepOneDraft': async ({ profileId, draftId }) => {
      const id = await profileOf(profileId);
      return editing.keepOne(id, draftId, (other) => runner.isRunning(id, other));
    },
    'mangoes.validateDraft': async ({ profileId, ...input }) =>
      editing.validate(await profileOf(profileId), input),
    'mangoes.applyDrafts': async ({ profileId, draftIds }) => {
      const id = await profileOf(profileId);
      await editing.refuseEarlierData(id, draftIds);
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
