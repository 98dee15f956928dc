import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_URLS, MANGO_IDS, MODULE_IDS } from '../../../src/sandbox/fixture/known-ids';
import { COURSE_NONE, startHarness, type Harness } from '../community/helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const sentTo = (path: string) =>
  h.sandbox.requestLog
    .list()
    .filter((e) => e.path.startsWith(path))
    .map((e) => e.method);

describe('courses.create', () => {
  it('creates the course with its Mangoes and an HTML description, then lists it', async () => {
    const course = await h.call('courses.create', {
      title: 'Habits 101',
      description: 'Small steps <daily>\n\nSecond part',
      mangoes: [MANGO_IDS.monthly],
    });
    expect(course).toMatchObject({ title: 'Habits 101', isPublished: false });
    expect(h.sandbox.state.byId('courses', course._id)?.description).toBe(
      '<p>Small steps &lt;daily&gt;</p><p>Second part</p>',
    );
    const { courses } = await h.call('courses.list', {});
    expect(courses.map((c) => c._id)).toContain(course._id);
  });

  it('refuses a blank title before sending, and names a foreign Mango from the service', async () => {
    const before = sentTo('/api/v1/external/courses').length;
    const blank = await h.fail('courses.create', { title: '   ' });
    expect(blank.kind).toBe('validation');
    expect(sentTo('/api/v1/external/courses').length).toBe(before);
    const foreign = await h.fail('courses.create', { title: 'x', mangoes: [MANGO_IDS.foreign] });
    expect(foreign).toMatchObject({ kind: 'http', status: 400 });
    expect(foreign.message).toContain(MANGO_IDS.foreign);
  });
});

describe('courses.updateModule', () => {
  it('renames the module, remembers the title and answers the course plan', async () => {
    const { module, plan } = await h.call('courses.updateModule', {
      courseId: COURSE_NONE,
      moduleId: MODULE_IDS.foundations1,
      title: 'Orientation',
    });
    expect(module).toMatchObject({ _id: MODULE_IDS.foundations1, title: 'Orientation' });
    expect(plan.modules.find((m) => m._id === MODULE_IDS.foundations1)?.title).toBe('Orientation');
  });

  it('explains MODULE_NOT_FOUND', async () => {
    const error = await h.fail('courses.updateModule', {
      courseId: COURSE_NONE,
      moduleId: '0123456789abcdef01234567',
      title: 'x',
    });
    expect(error).toMatchObject({ status: 404, errorCode: 'MODULE_NOT_FOUND' });
    expect(error.message).toMatch(/module was not found/);
  });
});

describe('chapters of a module', () => {
  const ref = { courseId: COURSE_NONE, moduleId: MODULE_IDS.foundations2 };

  it('adds, lists, edits (only the changed fields) and deletes a chapter', async () => {
    const { chapter, known } = await h.call('courses.createChapter', {
      ...ref,
      chapter: {
        title: 'Warm-up',
        description: 'Five minutes',
        contentType: 'video',
        content: ASSET_URLS.video,
      },
    });
    expect(known).toMatchObject({ _id: chapter._id, title: 'Warm-up', contentType: 'video' });
    expect((await h.call('courses.chapters', ref)).chapters.map((c) => c.title)).toEqual(['Warm-up']);

    const { known: edited } = await h.call('courses.updateChapter', {
      courseId: COURSE_NONE,
      chapterId: chapter._id,
      changes: { title: 'Warm-up, revised' },
    });
    expect(edited).toMatchObject({
      title: 'Warm-up, revised',
      description: 'Five minutes',
      contentType: 'video',
    });
    const patch = h.sandbox.requestLog
      .list()
      .filter((e) => e.method === 'PATCH' && e.path.endsWith(chapter._id))
      .at(-1);
    expect(patch?.body).toEqual({ title: 'Warm-up, revised' });

    await expect(
      h.call('courses.deleteChapter', { courseId: COURSE_NONE, chapterId: chapter._id }),
    ).resolves.toEqual({ deleted: true, chapterId: chapter._id });
    expect((await h.call('courses.chapters', ref)).chapters).toEqual([]);
    expect(h.sandbox.state.byId('modules', MODULE_IDS.foundations2)?.chapters).not.toContain(chapter._id);
    // The activity log records the DELETE like any call (the log may lag the answer by a write).
    await expect
      .poll(async () => (await h.call('activity.list', { operation: 'deleteChapter' })).entries)
      .toEqual([
        expect.objectContaining({
          method: 'DELETE',
          status: 204,
          path: `/api/v1/external/chapters/${chapter._id}`,
        }),
      ]);
  });

  it('refuses an empty change and content without its type before sending', async () => {
    const empty = await h.fail('courses.updateChapter', {
      courseId: COURSE_NONE,
      chapterId: '0123456789abcdef01234567',
      changes: {},
    });
    expect(empty.message).toMatch(/Nothing to change/);
    const half = await h.fail('courses.createChapter', {
      ...ref,
      chapter: { title: 'x', description: 'y', content: ASSET_URLS.pdf },
    });
    expect(half.kind).toBe('validation');
    expect(JSON.stringify(half.details)).toMatch(/together/);
  });

  it('explains content that was not uploaded first', async () => {
    const error = await h.fail('courses.createChapter', {
      ...ref,
      chapter: { title: 'x', description: 'y', contentType: 'video', content: 'https://example.com/v.mp4' },
    });
    expect(error).toMatchObject({ status: 400, errorCode: 'CHAPTER_USER_ASSET_NOT_FOUND' });
    expect(error.message).toMatch(/Upload the file first/);
  });

  it('a chapter deleted elsewhere leaves the local list, with CHAPTER_NOT_FOUND shown', async () => {
    const { chapter } = await h.call('courses.createChapter', {
      ...ref,
      chapter: { title: 'Gone soon', description: 'x' },
    });
    h.sandbox.state.byId('chapters', chapter._id)!.isDeleted = true;
    const error = await h.fail('courses.deleteChapter', { courseId: COURSE_NONE, chapterId: chapter._id });
    expect(error).toMatchObject({ status: 404, errorCode: 'CHAPTER_NOT_FOUND' });
    expect((await h.call('courses.chapters', ref)).chapters.map((c) => c._id)).not.toContain(chapter._id);
  });
});
