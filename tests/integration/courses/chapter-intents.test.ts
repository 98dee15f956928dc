import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COURSE_IDS, MODULE_IDS } from '../../../src/sandbox/fixture/known-ids';
import { startConsoleHarness, type ConsoleHarness } from '../../helpers/console-harness';

let h: ConsoleHarness;
beforeAll(async () => {
  h = await startConsoleHarness({ name: 'chapter-intents' });
});
afterAll(async () => {
  await h.close();
});
beforeEach(() => {
  h.sandbox.faults.set({});
});

const courseId = COURSE_IDS.foundations;
const moduleId = MODULE_IDS.foundations1;
const ref = { courseId, moduleId };

/** The chapters the service holds in the module, by title: what the tests count. */
const onService = (title?: string) =>
  (h.sandbox.state.byId('modules', moduleId)?.chapters ?? [])
    .map((id) => h.sandbox.state.byId('chapters', id))
    .filter((c) => c && !c.isDeleted && (title === undefined || c.title === title));

const create = (title: string, description = 'About it') =>
  h.app.dispatch('courses.createChapter', { ...ref, chapter: { title, description } });

describe('a chapter create whose answer was lost', () => {
  it('is listed as unconfirmed, refuses a second create of the same title, and settles with the id found', async () => {
    h.sandbox.faults.set({ routes: { createChapter: { dropAfterHandlingRate: 1 } } });
    const lost = await create('Lost answer');
    expect(lost).toMatchObject({ ok: false, error: { outcome: 'unknown' } });
    if (lost.ok) return;
    expect(lost.error.message).toMatch(/listed in its module as not confirmed/);
    expect(onService('Lost answer')).toHaveLength(1);

    const listed = await h.call('courses.chapters', ref);
    expect(listed.chapters.map((c) => c.title)).not.toContain('Lost answer');
    expect(listed.unconfirmed).toEqual([
      expect.objectContaining({ title: 'Lost answer', description: 'About it', module: moduleId }),
    ]);

    h.sandbox.faults.set({});
    const count = onService().length;
    // Same title in another letter case and spacing: refused before anything is sent.
    const again = await h.fail('courses.createChapter', {
      ...ref,
      chapter: { title: '  lost   ANSWER ', description: 'About it' },
    });
    expect(again.kind).toBe('conflict');
    expect(again.message).toMatch(/Settle that entry/);
    expect(onService()).toHaveLength(count);

    // Survives a restart: the record is on disk.
    await h.restart();
    const [entry] = (await h.call('courses.chapters', ref)).unconfirmed;
    expect(entry?.title).toBe('Lost answer');

    const chapterId = onService('Lost answer')[0]!._id;
    const settled = await h.call('courses.settleChapter', {
      ...ref,
      intentId: entry!.intentId,
      settlement: { outcome: 'created', chapterId },
    });
    expect(settled.known).toMatchObject({ _id: chapterId, title: 'Lost answer' });
    const after = await h.call('courses.chapters', ref);
    expect(after.unconfirmed).toEqual([]);
    expect(after.chapters.map((c) => c._id)).toContain(chapterId);
    // The chapter can now be edited and deleted from the console.
    await h.call('courses.updateChapter', { courseId, chapterId, changes: { title: 'Found again' } });
    expect(h.sandbox.state.byId('chapters', chapterId)?.title).toBe('Found again');
  });

  it('settled as not created, the chapter is created again exactly once', async () => {
    h.sandbox.faults.set({ routes: { createChapter: { errorRate: 1 } } });
    const failed = await create('Server error');
    expect(failed).toMatchObject({ ok: false, error: { status: 500 } });
    expect(onService('Server error')).toHaveLength(0);
    const [entry] = (await h.call('courses.chapters', ref)).unconfirmed;
    expect(entry?.title).toBe('Server error');

    h.sandbox.faults.set({});
    await h.call('courses.settleChapter', {
      ...ref,
      intentId: entry!.intentId,
      settlement: { outcome: 'not_created' },
    });
    expect((await h.call('courses.chapters', ref)).unconfirmed).toEqual([]);
    expect((await create('Server error')).ok).toBe(true);
    expect(onService('Server error')).toHaveLength(1);
  });

  it('a refusal (4xx) leaves no entry: the service created nothing', async () => {
    const refused = await h.app.dispatch('courses.createChapter', {
      ...ref,
      chapter: {
        title: 'Not uploaded',
        description: 'x',
        contentType: 'video',
        content: 'https://example.com/v.mp4',
      },
    });
    expect(refused).toMatchObject({ ok: false, error: { status: 400 } });
    expect((await h.call('courses.chapters', ref)).unconfirmed).toEqual([]);
  });

  it('refuses an id that is already another chapter in the list, and a settled entry twice', async () => {
    h.sandbox.faults.set({ routes: { createChapter: { dropAfterHandlingRate: 1 } } });
    await create('Twice settled');
    h.sandbox.faults.set({});
    const { chapter: other } = await h.call('courses.createChapter', {
      ...ref,
      chapter: { title: 'Known one', description: 'x' },
    });
    const [entry] = (await h.call('courses.chapters', ref)).unconfirmed;
    const taken = await h.fail('courses.settleChapter', {
      ...ref,
      intentId: entry!.intentId,
      settlement: { outcome: 'created', chapterId: other._id },
    });
    expect(taken.message).toMatch(/already the chapter “Known one”/);
    const input = { ...ref, intentId: entry!.intentId, settlement: { outcome: 'not_created' as const } };
    await h.call('courses.settleChapter', input);
    expect((await h.fail('courses.settleChapter', input)).message).toMatch(/already settled/);
  });
});

describe('two creates at once', () => {
  it('the same chapter twice (a double click) makes one chapter, both callers get it', async () => {
    h.sandbox.faults.set({ routes: { createChapter: { latencyMs: 150 } } });
    const [a, b] = await Promise.all([create('Double click'), create('Double click')]);
    expect(a).toEqual(b);
    expect(onService('Double click')).toHaveLength(1);
  });

  it('the same title with other fields: one is created, the other is refused as in progress', async () => {
    h.sandbox.faults.set({ routes: { createChapter: { latencyMs: 150 } } });
    const [a, b] = await Promise.all([create('Same title', 'First'), create('Same title', 'Second')]);
    expect(a.ok).toBe(true);
    expect(b).toMatchObject({ ok: false, error: { kind: 'conflict' } });
    if (!b.ok) expect(b.error.message).toMatch(/being created in this module right now/);
    expect(onService('Same title')).toHaveLength(1);
  });

  it('different chapters of one course are created one after another, in the order asked', async () => {
    h.sandbox.faults.set({ routes: { createChapter: { latencyMs: 100 } } });
    const results = await Promise.all([create('Order one'), create('Order two'), create('Order three')]);
    expect(results.every((r) => r.ok)).toBe(true);
    const titles = onService().map((c) => c!.title);
    const order = ['Order one', 'Order two', 'Order three'].map((t) => titles.indexOf(t));
    expect(order).toEqual([...order].sort((x, y) => x - y));
    expect(order.every((i) => i >= 0)).toBe(true);
  });
});
