import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDraftsStore } from '../../../src/main/areas/mangoes/drafts-store';
import { profileDir } from '../../../src/main/areas/deps';
import type { MangoDraft } from '../../../src/shared/areas/mangoes/domain/draft';
import { harnessPerFile } from '../../helpers/per-file';
import { STARTER, WEBINAR, startAfresh, startHarness, type Harness } from './helpers';

let h: Harness;
harnessPerFile(startHarness, (started) => (h = started));
beforeEach(() => startAfresh(h));

const listed = async () => (await h.call('mangoes.drafts', {})).drafts;
const patches = () => h.sandbox.requestLog.list().filter((e) => e.method === 'PATCH');
const draftsFile = (profileId: string) => join(profileDir(h.dataDir, profileId), 'mango-drafts.json');

describe('one draft per Mango per profile', () => {
  it('a second save of the same Mango updates its draft, keeping the changes of both', async () => {
    const first = await h.call('mangoes.saveDraft', { mangoId: WEBINAR, changes: { price: 349 } });
    const second = await h.call('mangoes.saveDraft', { mangoId: WEBINAR, changes: { isHidden: true } });
    expect(second.draft.id).toBe(first.draft.id);
    expect(second.draft.changes).toEqual({ price: 349, isHidden: true });
    expect((await listed()).map((d) => d.mangoId)).toEqual([WEBINAR]);
  });

  it('two windows saving the same Mango at the same moment end with one draft', async () => {
    const saves = await Promise.all([
      h.call('mangoes.saveDraft', { mangoId: WEBINAR, changes: { price: 349 } }),
      h.call('mangoes.saveDraft', { mangoId: WEBINAR, changes: { 'access.seatLimit': 80 } }),
      h.call('mangoes.saveDraft', { mangoId: STARTER, changes: { isHidden: true } }),
    ]);
    expect(new Set(saves.slice(0, 2).map((s) => s.draft.id)).size).toBe(1);
    const drafts = await listed();
    expect(drafts.filter((d) => d.mangoId === WEBINAR)).toHaveLength(1);
    expect(drafts).toHaveLength(2);
    const webinar = await h.call('mangoes.getDraft', { draftId: saves[0].draft.id });
    expect(webinar.changes).toEqual({ price: 349, 'access.seatLimit': 80 });
  });

  it('sees a draft another process wrote to the file, and saves into it instead of making a second', async () => {
    const { draft } = await h.call('mangoes.saveDraft', { mangoId: STARTER, changes: { isHidden: true } });
    const other = createDraftsStore(h.dataDir);
    const { draft: written, created } = await other.saveForMango(
      draft.profileId,
      WEBINAR,
      () => ({ ...draft, mangoId: WEBINAR, title: 'Webinar Pass', changes: { price: 100 } }),
      (d) => d,
    );
    expect(created).toBe(true);
    expect((await listed()).map((d) => d.id)).toContain(written.id);
    const saved = await h.call('mangoes.saveDraft', { mangoId: WEBINAR, changes: { isPublic: false } });
    expect(saved.draft.id).toBe(written.id);
    expect(saved.draft.changes).toEqual({ price: 100, isPublic: false });
  });

  it('shows duplicate drafts an older version left, refuses to apply them, and keeps the one chosen', async () => {
    const { draft } = await h.call('mangoes.saveDraft', { mangoId: WEBINAR, changes: { price: 349 } });
    // An older version made a second draft of the same Mango: both are on disk.
    const path = draftsFile(draft.profileId);
    const file = JSON.parse(await readFile(path, 'utf8')) as { drafts: MangoDraft[] };
    const older: MangoDraft = {
      ...draft,
      id: 'older-duplicate',
      changes: { price: 399 },
      updatedAt: '2020-01-01T00:00:00.000Z',
    };
    await writeFile(path, JSON.stringify({ ...file, drafts: [...file.drafts, older] }));

    const both = (await listed()).filter((d) => d.mangoId === WEBINAR);
    expect(both.map((d) => d.id).sort()).toEqual([draft.id, 'older-duplicate'].sort());

    const { results } = await h.call('mangoes.applyDrafts', { draftIds: [draft.id, 'older-duplicate'] });
    expect(results.map((r) => r.message)).toEqual([
      expect.stringMatching(/has 2 drafts.*Keep one of them first/),
      expect.stringMatching(/has 2 drafts.*Keep one of them first/),
    ]);
    expect(patches()).toHaveLength(0);

    const kept = await h.call('mangoes.keepOneDraft', { draftId: 'older-duplicate' });
    expect(kept).toEqual({ kept: 'older-duplicate', deleted: [draft.id] });
    expect((await listed()).map((d) => d.id)).toEqual(['older-duplicate']);
    const applied = await h.call('mangoes.applyDrafts', { draftIds: ['older-duplicate'] });
    expect(applied.results[0]?.state).toBe('applied');
    expect(h.sandbox.state.byId('mangoes', WEBINAR)?.price).toBe(399);
  });

  it('an applied draft stays as history: the next edit of the Mango starts a new draft', async () => {
    const { draft } = await h.call('mangoes.saveDraft', { mangoId: WEBINAR, changes: { price: 349 } });
    await h.call('mangoes.applyDrafts', { draftIds: [draft.id] });
    const next = await h.call('mangoes.saveDraft', { mangoId: WEBINAR, changes: { price: 359 } });
    expect(next.draft.id).not.toBe(draft.id);
    expect(next.draft.base.price).toBe(349);
    // Editing the applied one now would make two open drafts: refused, with the way out.
    const refused = await h.fail('mangoes.saveDraft', {
      draftId: draft.id,
      mangoId: WEBINAR,
      changes: { price: 1 },
    });
    expect(refused.message).toMatch(/already has a draft that is not applied yet/);
  });
});
