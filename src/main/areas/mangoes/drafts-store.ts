import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { DraftSummary } from '../../../shared/areas/mangoes/channels';
import { diffDraft, diffLineText, MangoDraft } from '../../../shared/areas/mangoes/domain/draft';
import { validateChanges } from '../../../shared/areas/mangoes/domain/rules';
import { appFailure } from '../../../shared/errors';
import { createLogger } from '../../platform/logging/logger';
import { createJsonDocument } from '../../platform/storage/json-document';
import { profileDir } from '../deps';

const log = createLogger('mangoes');

const DraftsFile = z.object({ schemaVersion: z.literal(1), drafts: z.array(MangoDraft) });
type DraftsFile = z.infer<typeof DraftsFile>;

/** A draft not applied yet: the one plan of changes a Mango may have per profile. */
export const isOpen = (draft: MangoDraft): boolean => draft.state !== 'applied';

/** The open drafts of one Mango, newest first (older versions could leave several). */
export function openDraftsOf(drafts: readonly MangoDraft[], mangoId: string): MangoDraft[] {
  return drafts
    .filter((d) => d.mangoId === mangoId && isOpen(d))
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/**
 * Drafts of one profile in one JSON file, written atomically, so they survive restarts and work with no
 * network. A Mango has at most one open draft per profile: `saveForMango` finds it and creates one only
 * when there is none, inside one serialized read-modify-write of the file, so two windows saving the same
 * Mango at once end with one draft (the second save updates the first's). Duplicates left by older
 * versions stay on disk until the person keeps one (`keepOnly`). The parsed file is kept in memory and
 * read again when the file on disk changed (its size or modification time), so a write by anything else
 * is never hidden.
 */
export function createDraftsStore(dataDir: string) {
  const docs = new Map<string, ReturnType<typeof docFor>>();
  const memo = new Map<string, { file: DraftsFile; stamp: string }>();
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
  const stampOf = async (profileId: string): Promise<string> => {
    try {
      const info = await stat(doc(profileId).path);
      return `${info.size}:${info.mtimeMs}`;
    } catch {
      return 'missing';
    }
  };

  async function all(profileId: string): Promise<MangoDraft[]> {
    const stamp = await stampOf(profileId);
    const known = memo.get(profileId);
    if (known && known.stamp === stamp) return known.file.drafts;
    const file = await doc(profileId).read();
    memo.set(profileId, { file, stamp });
    return file.drafts;
  }

  async function change(
    profileId: string,
    fn: (drafts: MangoDraft[]) => MangoDraft[],
  ): Promise<MangoDraft[]> {
    const file = await doc(profileId).update((current) => ({ schemaVersion: 1, drafts: fn(current.drafts) }));
    memo.set(profileId, { file, stamp: await stampOf(profileId) });
    return file.drafts;
  }

  return {
    all,
    async get(profileId: string, draftId: string): Promise<MangoDraft> {
      const draft = (await all(profileId)).find((d) => d.id === draftId);
      if (!draft) throw appFailure('not_found', 'That draft no longer exists: it may have been deleted.');
      return draft;
    },
    /**
     * The one open draft of a Mango, saved: `update` changes the newest open draft when there is one,
     * `create` makes it otherwise. Both run inside the file's serialized update, so a concurrent save
     * of the same Mango always finds the draft this one made. Either may throw to refuse.
     */
    async saveForMango(
      profileId: string,
      mangoId: string,
      create: () => Omit<MangoDraft, 'id'>,
      update: (existing: MangoDraft) => MangoDraft,
    ): Promise<{ draft: MangoDraft; created: boolean }> {
      let saved: MangoDraft | undefined;
      let created = false;
      await change(profileId, (drafts) => {
        const existing = openDraftsOf(drafts, mangoId)[0];
        if (existing) {
          const next = update(existing);
          saved = next;
          return drafts.map((d) => (d.id === existing.id ? next : d));
        }
        created = true;
        saved = { ...create(), id: randomUUID() };
        return [...drafts, saved];
      });
      return { draft: saved as MangoDraft, created };
    },
    /** Read-modify-write of one draft, with no other write in between. */
    async update(
      profileId: string,
      draftId: string,
      fn: (draft: MangoDraft, all: readonly MangoDraft[]) => MangoDraft,
    ): Promise<MangoDraft> {
      let updated: MangoDraft | undefined;
      await change(profileId, (drafts) =>
        drafts.map((d) => {
          if (d.id !== draftId) return d;
          updated = fn(d, drafts);
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
    /**
     * Keeps `draftId` as its Mango's one open draft and deletes the other open drafts of that Mango
     * (duplicates from older versions). Applied drafts stay: they are history. Returns the deleted ids.
     */
    async keepOnly(
      profileId: string,
      draftId: string,
      canDelete: (draft: MangoDraft) => boolean,
    ): Promise<string[]> {
      const removed: string[] = [];
      await change(profileId, (drafts) => {
        const kept = drafts.find((d) => d.id === draftId);
        if (!kept) throw appFailure('not_found', 'That draft no longer exists: it may have been deleted.');
        return drafts.filter((d) => {
          const duplicate = d.id !== draftId && d.mangoId === kept.mangoId && isOpen(d);
          if (!duplicate) return true;
          if (!canDelete(d))
            throw appFailure(
              'conflict',
              'Another draft of this Mango is being applied; wait for its answer, then keep one.',
            );
          removed.push(d.id);
          return false;
        });
      });
      return removed;
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
