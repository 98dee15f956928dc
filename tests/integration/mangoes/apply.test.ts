import { beforeEach, describe, expect, it } from 'vitest';
import type { ChannelInput } from '../../../src/shared/bridge';
import type { MangoDraft } from '../../../src/shared/areas/mangoes/domain/draft';
import { harnessPerFile } from '../../helpers/per-file';
import { COHORT, STARTER, WEBINAR, startAfresh, startHarness, type Harness } from './helpers';

let h: Harness;
harnessPerFile(startHarness, (started) => (h = started));
beforeEach(async () => {
  h.sandbox.faults.set({});
  await startAfresh(h);
  h.sandbox.sideEffects.clear();
});

const patches = () => h.sandbox.requestLog.list().filter((e) => e.method === 'PATCH');
const stored = (id: string) => h.sandbox.state.byId('mangoes', id);

async function draftOf(
  mangoId: string,
  changes: ChannelInput<'mangoes.saveDraft'>['changes'],
): Promise<MangoDraft> {
  const { draft, issues } = await h.call('mangoes.saveDraft', { mangoId, changes });
  expect(issues.filter((i) => i.severity === 'error')).toEqual([]);
  expect(draft.state).toBe('ready');
  return draft;
}

async function apply(draft: MangoDraft) {
  const { results } = await h.call('mangoes.applyDrafts', { draftIds: [draft.id] });
  return { result: results[0]!, draft: await h.call('mangoes.getDraft', { draftId: draft.id }) };
}

describe('Mangoes: cached list and detail', () => {
  it('caches the list with its refresh time and serves a detail from the cache when asked', async () => {
    const view = await h.call('mangoes.list', {});
    expect(view.refreshedAt).not.toBeNull();
    const titles = view.mangoes.map((m) => m.mango.title);
    expect(titles).toContain('Webinar Pass');
    expect(titles).not.toContain('Retired Workshop');
    expect(titles).not.toContain('Regular Account Course');
    const cached = await h.call('mangoes.get', { mangoId: WEBINAR, preferCache: true });
    expect(cached.source).toBe('cache');
    expect(h.sandbox.requestLog.list().filter((e) => e.operation === 'getMango')).toHaveLength(0);
  });
});

describe('Mangoes: applying drafts against the sandbox', () => {
  it('saves without sending, then applies only the drafted paths and records history', async () => {
    const draft = await draftOf(WEBINAR, {
      price: 349,
      'access.seatLimit': 100,
      'pricing.strikeThrough.inr': 499,
      title: '  Webinar Pass Plus  ',
    });
    expect(patches()).toHaveLength(0);
    const { result, draft: after } = await apply(draft);
    expect(result.state).toBe('applied');
    expect(patches()).toHaveLength(1);
    expect(patches()[0]!.body).toEqual({
      title: 'Webinar Pass Plus',
      price: 349,
      pricing: { strikeThrough: { inr: 499 } },
      access: { seatLimit: 100 },
    });
    expect(stored(WEBINAR)).toMatchObject({
      price: 349,
      title: 'Webinar Pass Plus',
      access: { seatLimit: 100, seatLabel: null },
    });
    // The client trims the title: the returned value differs from what was asked, and the draft says so.
    expect(after.applied?.normalised).toEqual([
      { path: 'title', asked: '  Webinar Pass Plus  ', returned: 'Webinar Pass Plus' },
    ]);
    expect(after.base.price).toBe(349);
    const { entries } = await h.call('mangoes.draftHistory', { mangoId: WEBINAR });
    expect(entries[0]?.lines.map((l) => l.label)).toEqual([
      'Title',
      'Base price',
      'Strike-through INR',
      'Seat limit',
    ]);
    expect(entries[0]?.lines.find((l) => l.path === 'price')).toMatchObject({
      before: 299,
      after: 349,
      weighty: true,
    });
    expect(entries[0]?.activity).toMatchObject({ operation: 'updateMango', method: 'PATCH', status: 200 });
  });

  it('stops on a field changed meanwhile, sends nothing until resolved, then keeps the colleague’s other edits', async () => {
    const draft = await draftOf(WEBINAR, { price: 349, isHidden: true });
    await h.patchOnServer(WEBINAR, { price: 399, title: 'Renamed by a colleague' });
    const first = await apply(draft);
    expect(first.result.state).toBe('conflict');
    expect(first.draft.conflicts).toEqual([{ path: 'price', base: 299, theirs: 399, mine: 349 }]);
    expect(patches()).toHaveLength(0);
    expect((await h.fail('mangoes.resolveConflict', { draftId: draft.id, choices: [] })).kind).toBe(
      'validation',
    );

    const resolved = await h.call('mangoes.resolveConflict', {
      draftId: draft.id,
      choices: [{ path: 'price', choice: 'mine' }],
    });
    expect(resolved.draft.state).toBe('ready');
    expect(resolved.draft.base.price).toBe(399);
    const second = await apply(draft);
    expect(second.result.state).toBe('applied');
    expect(patches()[0]!.body).toEqual({ price: 349, isHidden: true });
    expect(stored(WEBINAR)).toMatchObject({ price: 349, isHidden: true, title: 'Renamed by a colleague' });
  });

  it('drops my change when I take theirs', async () => {
    const draft = await draftOf(WEBINAR, { price: 349, affiliateEnabled: false });
    await h.patchOnServer(WEBINAR, { price: 399 });
    await apply(draft);
    await h.call('mangoes.resolveConflict', {
      draftId: draft.id,
      choices: [{ path: 'price', choice: 'theirs' }],
    });
    const { result } = await apply(draft);
    expect(result.state).toBe('applied');
    expect(patches()[0]!.body).toEqual({ affiliateEnabled: false });
    expect(stored(WEBINAR)?.price).toBe(399);
  });

  it('fails a draft whose Mango was deleted meanwhile, without sending it', async () => {
    const draft = await draftOf(STARTER, { price: 450 });
    await h.patchOnServer(STARTER, { isDeleted: true });
    const { result, draft: after } = await apply(draft);
    expect(result.state).toBe('failed');
    expect(after.error?.errorCode).toBe('MANGO_NOT_FOUND');
    expect(result.message).toMatch(/deleted/);
    expect(patches()).toHaveLength(0);
    const cached = (await h.call('mangoes.list', {})).mangoes.find((m) => m.mango._id === STARTER);
    expect(cached?.gone).toBe(true);
  });

  it('puts a coupon conflict (409 IMPACTED_COUPONS_FOUND) on the price field and changes nothing', async () => {
    const draft = await draftOf(STARTER, { price: 250 });
    const { result, draft: after } = await apply(draft);
    expect(result.state).toBe('failed');
    expect(after.error).toMatchObject({ status: 409, errorCode: 'IMPACTED_COUPONS_FOUND' });
    expect(after.problems).toEqual([
      expect.objectContaining({ path: 'price', errorCode: 'IMPACTED_COUPONS_FOUND' }),
    ]);
    expect(stored(STARTER)?.price).toBe(499);
  });

  it('puts a seat-limit refusal on the seat limit field', async () => {
    const draft = await draftOf(COHORT, { 'access.seatLimit': 30 });
    const { result, draft: after } = await apply(draft);
    expect(result.state).toBe('failed');
    expect(after.problems?.[0]?.path).toBe('access.seatLimit');
  });

  it('marks a draft applied by re-reading when the connection drops after the server applied it', async () => {
    const draft = await draftOf(WEBINAR, { title: 'Webinar Pass 2025' });
    h.sandbox.faults.set({ routes: { updateMango: { dropAfterHandlingRate: 1 } } });
    const { result, draft: after } = await apply(draft);
    expect(result.state).toBe('applied');
    expect(after.applied?.verifiedByReRead).toBe(true);
    expect(after.uncertain).toBeUndefined();
    expect(result.message).toMatch(/not sent again/);
    expect(patches()).toHaveLength(1);
    expect(h.sandbox.sideEffects.list().filter((e) => e.kind === 'room.titleUpdated')).toHaveLength(1);
    const { entries } = await h.call('mangoes.draftHistory', { mangoId: WEBINAR });
    expect(entries[0]).toMatchObject({ verifiedByReRead: true, activity: { outcome: 'unknown' } });
  });

  it('returns the draft to ready, resending nothing, when the dropped update was not applied', async () => {
    const draft = await draftOf(WEBINAR, { title: 'Never arrives' });
    h.sandbox.faults.set({ routes: { updateMango: { dropRate: 1 } } });
    const { result, draft: after } = await apply(draft);
    expect(result.state).toBe('ready');
    expect(after.note).toMatch(/Title is "Webinar Pass" \(drafted "Never arrives"\)/);
    expect(after.note).toMatch(/sending an update twice can repeat/);
    expect(after.note).not.toMatch(/rule \d/i);
    expect(patches()).toHaveLength(1);
    expect(h.sandbox.sideEffects.list()).toEqual([]);
    expect(stored(WEBINAR)?.title).toBe('Webinar Pass');
  });

  it('keeps drafts across a restart and never applies a draft that breaks a rule', async () => {
    const { draft, issues } = await h.call('mangoes.saveDraft', {
      mangoId: STARTER,
      changes: { title: null, type: 'free' },
    });
    expect(draft.state).toBe('draft');
    expect(issues.filter((i) => i.severity === 'error').map((i) => i.rule)).toEqual(
      expect.arrayContaining([4, 6]),
    );
    await h.restart();
    const listed = (await h.call('mangoes.drafts', {})).drafts.find((d) => d.id === draft.id);
    expect(listed).toMatchObject({
      state: 'draft',
      lines: ['Title: Starter Course -> (cleared)', 'Type: onetime -> free'],
    });
    const { results } = await h.call('mangoes.applyDrafts', { draftIds: [draft.id] });
    expect(results[0]?.message).toMatch(/^Not sent: some changes cannot be saved/);
    expect(patches()).toHaveLength(0);
  });
});
