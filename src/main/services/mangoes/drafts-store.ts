import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import type { DraftSummary } from '../../../shared/channels/mangoes';
import { diffDraft, diffLineText, MangoDraft } from '../../../shared/domain/mango/draft';
import { validateChanges } from '../../../shared/domain/mango/rules';
import { appFailure } from '../../../shared/errors';
import { createLogger } from '../../logging/logger';
import { createJsonDocument } from '../../storage/json-document';
import { profileDir } from '../deps';

const log = createLogger('mangoes');

const DraftsFile = z.object({ schemaVersion: z.literal(1), drafts: z.array(MangoDraft) });
type DraftsFile = z.infer<typeof DraftsFile>;

/**
 * Drafts of one profile in one JSON file, written atomically, so they survive restarts and work with no
 * network. The parsed file is kept in memory after the first read (this process is the only writer), so
 * opening the Drafts view does not re-parse hundreds of snapshots.
 */
export function createDraftsStore(dataDir: string) {
  const docs = new Map<string, ReturnType<typeof docFor>>();
  const memo = new Map<string, DraftsFile>();
  function docFor(profileId: string) {
    return createJsonDocument(
      join(profileDir(dataDir, profileId), 'mango-drafts.json'),
      DraftsFile,
      (): DraftsFile => ({ schemaVersion: 1, drafts: [] }),
      (movedTo, reason) => log.error('the drafts file was damaged and moved aside', { movedTo, reason }),
    );
  }
  const doc = (profileId: string) => {
    let found = docs.get(profileId);
    if (!found) docs.set(profileId, (found = docFor(profileId)));
    return found;
  };

  async function all(profileId: string): Promise<MangoDraft[]> {
    let file = memo.get(profileId);
    if (!file) {
      file = await doc(profileId).read();
      memo.set(profileId, file);
    }
    return file.drafts;
  }

  async function change(
    profileId: string,
    fn: (drafts: MangoDraft[]) => MangoDraft[],
  ): Promise<MangoDraft[]> {
    const file = await doc(profileId).update((current) => ({ schemaVersion: 1, drafts: fn(current.drafts) }));
    memo.set(profileId, file);
    return file.drafts;
  }

  return {
    all,
    async get(profileId: string, draftId: string): Promise<MangoDraft> {
      const draft = (await all(profileId)).find((d) => d.id === draftId);
      if (!draft) throw appFailure('not_found', 'That draft no longer exists: it may have been deleted.');
      return draft;
    },
    async insert(draft: Omit<MangoDraft, 'id'>): Promise<MangoDraft> {
      const created: MangoDraft = { ...draft, id: randomUUID() };
      await change(draft.profileId, (drafts) => [...drafts, created]);
      return created;
    },
    /** Read-modify-write of one draft, with no other write in between. */
    async update(
      profileId: string,
      draftId: string,
      fn: (draft: MangoDraft) => MangoDraft,
    ): Promise<MangoDraft> {
      let updated: MangoDraft | undefined;
      await change(profileId, (drafts) =>
        drafts.map((d) => {
          if (d.id !== draftId) return d;
          updated = fn(d);
          return updated;
        }),
      );
      if (!updated) throw appFailure('not_found', 'That draft no longer exists: it may have been deleted.');
      return updated;
    },
    async remove(profileId: string, draftId: string): Promise<boolean> {
      let found = false;
      await change(profileId, (drafts) =>
        drafts.filter((d) => {
          if (d.id === draftId) found = true;
          return d.id !== draftId;
        }),
      );
      return found;
    },
  };
}
export type DraftsStore = ReturnType<typeof createDraftsStore>;

const SUMMARY_LINES = 5;
/** Summaries by draft object: the store keeps a draft's object until it changes, so this stays true. */
const summaries = new WeakMap<MangoDraft, DraftSummary>();

export function summarize(draft: MangoDraft): DraftSummary {
  const known = summaries.get(draft);
  if (known) return known;
  const diff = diffDraft(draft.base, draft.changes);
  const ordered = [...diff.filter((l) => l.weighty), ...diff.filter((l) => !l.weighty)];
  const blocking =
    draft.state === 'draft'
      ? validateChanges(draft.base, draft.changes).find((i) => i.severity === 'error')
      : undefined;
  // An applied draft's base is the returned Mango, so its lines are the ones kept at apply time.
  const lines = draft.applied ? draft.applied.lines : ordered.map(diffLineText);
  const summary: DraftSummary = {
    id: draft.id,
    mangoId: draft.mangoId,
    title: draft.title,
    state: draft.state,
    createdAt: draft.createdAt,
    updatedAt: draft.updatedAt,
    lines: lines.slice(0, SUMMARY_LINES),
    changeCount: lines.length,
    weighty: diff.filter((line) => line.weighty).length,
    ...(draft.error ? { errorMessage: draft.error.message } : {}),
    ...(blocking ? { blockedBy: blocking.message } : {}),
    conflicts: draft.conflicts?.length ?? 0,
    ...(draft.note ? { note: draft.note } : {}),
    ...(draft.uncertain ? { uncertain: true } : {}),
    ...(draft.applied ? { appliedAt: draft.applied.at } : {}),
  };
  summaries.set(draft, summary);
  return summary;
}
