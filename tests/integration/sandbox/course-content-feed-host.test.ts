import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../../src/main/platform/api/client';
import {
  ASSET_URLS,
  CHAPTER_IDS,
  COURSE_IDS,
  CREATOR_IDS,
  MANGO_IDS,
  MISSING_ID,
  MODULE_IDS,
} from '../../../src/sandbox/fixture/known-ids';
import type { Sandbox } from '../../../src/sandbox/server';
import { Chapter, CourseAnswer, Module } from '../../../src/shared/contract/courses';
import { CreatedFeedPost } from '../../../src/shared/contract/feed';
import { AppConfig } from '../../../src/shared/contract/host';
import { AppFailure } from '../../../src/shared/errors';
import { call, control, expectError, parsed, startSandbox } from './helpers';

const V1 = '/api/v1/external';
let sb: Sandbox;
let api: ApiClient;

beforeAll(async () => {
  sb = await startSandbox();
  const creds = sb.demoCredentials();
  api = createApiClient({
    profile: { id: 'sandbox', baseUrl: sb.url, whitelabelHost: creds.whitelabelHost },
    getSecrets: async () => ({ accessToken: creds.accessToken, apiKey: creds.apiKey }),
    retryPolicy: { baseDelayMs: 1, maxDelayMs: 2 },
  });
});
afterAll(async () => {
  await api.close();
  await sb.close();
});

/** The typed failure a call must end in (anything else fails the test). */
const failure = (promise: Promise<unknown>): Promise<AppFailure> =>
  promise.then(
    () => Promise.reject(new Error('expected a failure')),
    (error: unknown) => (error instanceof AppFailure ? error : Promise.reject(error)),
  );

describe('courses: create a course, update a module', () => {
  it('creates an unpublished course with the given Mangoes and lists it', async () => {
    const course = parsed(
      CourseAnswer,
      await call(sb, 'POST', `${V1}/courses`, {
        body: { title: 'Habits 101', description: '<p>Small steps</p>', mangoes: [MANGO_IDS.monthly] },
      }),
    );
    expect(course).toMatchObject({ title: 'Habits 101', isPublished: false, modules: [] });
    expect(course.mangoes).toEqual([{ _id: MANGO_IDS.monthly }]);
    const list = await api.listCourses({ query: { limit: 100 } });
    expect(list.data.map((c) => c._id)).toContain(course._id);
  });

  it('refuses an empty title, a foreign Mango and an unfinished onboarding', async () => {
    expectError(await call(sb, 'POST', `${V1}/courses`, { body: { title: ' ' } }), 400);
    expectError(
      await call(sb, 'POST', `${V1}/courses`, { body: { title: 'x', mangoes: [MANGO_IDS.foreign] } }),
      400,
      undefined,
      new RegExp(MANGO_IDS.foreign),
    );
    await control(sb, 'POST', 'patch', {
      collection: 'creators',
      id: CREATOR_IDS.whitelabel,
      set: { onboardingIncomplete: true },
    });
    try {
      const refused = await failure(api.createCourse({ body: { title: 'Not yet' } }));
      expect(refused.error).toMatchObject({
        kind: 'http',
        status: 403,
        errorCode: 'COURSE_USER_NOT_CREATOR',
      });
    } finally {
      await control(sb, 'POST', 'patch', {
        collection: 'creators',
        id: CREATOR_IDS.whitelabel,
        set: { onboardingIncomplete: false },
      });
    }
  });

  it('renames a module (only given fields change) and answers MODULE_NOT_FOUND for another id', async () => {
    const before = parsed(
      Module,
      await call(sb, 'PATCH', `${V1}/modules/${MODULE_IDS.foundations2}`, { body: {} }),
    );
    const after = await api.updateModule({
      params: { moduleId: MODULE_IDS.foundations2 },
      body: { title: 'Getting started' },
    });
    expect(after).toMatchObject({
      _id: MODULE_IDS.foundations2,
      title: 'Getting started',
      course: COURSE_IDS.foundations,
    });
    expect(after.chapters).toEqual(before.chapters);
    expectError(
      await call(sb, 'PATCH', `${V1}/modules/${MISSING_ID}`, { body: { title: 'x' } }),
      404,
      'MODULE_NOT_FOUND',
      'The module does not exist or does not belong to this creator.',
    );
  });
});

describe('chapters: add, edit, delete', () => {
  it('adds a chapter with uploaded content, edits it, deletes it', async () => {
    const created = await api.createChapter({
      params: { moduleId: MODULE_IDS.foundations2 },
      body: {
        title: 'Warm-up',
        description: 'Five minutes to start',
        contentType: 'video',
        content: ASSET_URLS.video,
      },
    });
    expect(Chapter.parse(created)).toMatchObject({
      title: 'Warm-up',
      module: MODULE_IDS.foundations2,
      course: COURSE_IDS.foundations,
      contentFileName: 'welcome.mp4',
    });
    const module = sb.state.byId('modules', MODULE_IDS.foundations2)!;
    expect(module.chapters).toContain(created._id);

    const edited = await api.updateChapter({
      params: { chapterId: created._id },
      body: { title: 'Warm-up (new)', additionalContents: [] },
    });
    expect(edited).toMatchObject({
      title: 'Warm-up (new)',
      description: 'Five minutes to start',
      additionalContents: [],
    });

    await expect(api.deleteChapter({ params: { chapterId: created._id } })).resolves.toBeUndefined();
    expect(module.chapters).not.toContain(created._id);
    const again = await failure(api.deleteChapter({ params: { chapterId: created._id } }));
    expect(again.error).toMatchObject({ status: 404, errorCode: 'CHAPTER_NOT_FOUND' });
  });

  it('answers the documented errors', async () => {
    expectError(
      await call(sb, 'POST', `${V1}/modules/${MODULE_IDS.foundations1}/chapters`, {
        body: { title: 'x', description: 'y', contentType: 'video', content: 'https://example.com/v.mp4' },
      }),
      400,
      'CHAPTER_USER_ASSET_NOT_FOUND',
      /Upload the file via the TagMango upload API first/,
    );
    expectError(
      await call(sb, 'POST', `${V1}/modules/${MODULE_IDS.foundations1}/chapters`, { body: { title: 'x' } }),
      400,
    );
    expectError(
      await call(sb, 'PATCH', `${V1}/chapters/${CHAPTER_IDS.welcome}`, { body: { content: ASSET_URLS.pdf } }),
      400,
      undefined,
      /content and contentType must be given together/,
    );
    expectError(await call(sb, 'DELETE', `${V1}/chapters/${MISSING_ID}`), 404, 'CHAPTER_NOT_FOUND');
    expectError(await call(sb, 'DELETE', `${V1}/chapters/not-an-id`), 400);
    // The client refuses an id it would put in the path before sending anything.
    expect((await failure(api.deleteChapter({ params: { chapterId: 'nope' } }))).error.kind).toBe(
      'validation',
    );
  });

  it('a DELETE whose first answer is lost is resent, and its 404 read as done', async () => {
    const created = await api.createChapter({
      params: { moduleId: MODULE_IDS.foundations2 },
      body: {
        title: 'Temp',
        description: 'To delete',
      },
    });
    await control(sb, 'PUT', 'faults', { routes: { deleteChapter: { dropAfterHandlingRate: 1 } } });
    const sent = () => sb.requestLog.list(0).filter((e) => e.path.includes(created._id)).length;
    try {
      // The first attempt is handled and its socket reset; the resend finds nothing left (404): done.
      await expect(api.deleteChapter({ params: { chapterId: created._id } })).resolves.toBeUndefined();
    } finally {
      await control(sb, 'DELETE', 'faults');
    }
    expect(sent()).toBe(2);
    expect(sb.state.byId('chapters', created._id)?.isDeleted).toBe(true);
  });
});

describe('feed: create a post', () => {
  it('publishes a text post and lists it; a scheduled one stays hidden until its time', async () => {
    const post = await api.createFeedPost({
      body: {
        mangoes: [MANGO_IDS.monthly],
        contentType: 'text',
        caption: 'Hello all',
      },
    });
    expect(CreatedFeedPost.parse(post)).toMatchObject({ caption: 'Hello all', contentType: 'text' });
    expect(post.mangoes?.[0]).toMatchObject({ _id: MANGO_IDS.monthly, title: 'Masterclass Monthly' });
    const later = await api.createFeedPost({
      body: {
        mangoes: [MANGO_IDS.monthly],
        contentType: 'image',
        contentUrl: ASSET_URLS.image,
        scheduleTime: new Date(sb.clock.now() + 3_600_000).toISOString(),
      },
    });
    const feed = await api.listFeedPosts({ query: { limit: 100 } });
    const ids = feed[0]!.data.map((p) => p._id);
    expect(ids).toContain(post._id);
    expect(ids).not.toContain(later._id);
  });

  it('refuses media that was not uploaded first (POST_USER_ASSET_NOT_FOUND)', async () => {
    const refused = await failure(
      api.createFeedPost({
        body: {
          mangoes: [MANGO_IDS.monthly],
          contentType: 'video',
          contentUrl: 'https://example.com/v.mp4',
        },
      }),
    );
    expect(refused.error).toMatchObject({ status: 400, errorCode: 'POST_USER_ASSET_NOT_FOUND' });
  });

  it('is never resent after its answer is lost: one post, the outcome reported as unknown', async () => {
    const before = sb.state.data.feedPosts.length;
    await control(sb, 'PUT', 'faults', { routes: { createFeedPost: { dropAfterHandlingRate: 1 } } });
    try {
      const lost = await failure(
        api.createFeedPost({
          body: { mangoes: [MANGO_IDS.monthly], contentType: 'text', caption: 'Once only' },
        }),
      );
      expect(lost.error).toMatchObject({ outcome: 'unknown', retryable: false });
    } finally {
      await control(sb, 'DELETE', 'faults');
    }
    expect(sb.state.data.feedPosts.length).toBe(before + 1);
  });
});

describe('host: app configurations', () => {
  it('reads an installed app, replaces its Mangoes, reads it back', async () => {
    const before = await api.getAppConfig({ query: { app: 'levelup' } });
    expect(before.key).toBe('levelup');
    expect(before.allowedMangoes?.map((m) => m._id)).toEqual([MANGO_IDS.monthly]);
    await expect(
      api.updateAppConfig({ body: { app: 'levelup', mangoes: [MANGO_IDS.monthly, MANGO_IDS.yearly] } }),
    ).resolves.toMatchObject({ success: true });
    const after = AppConfig.parse(await api.getAppConfig({ query: { app: 'levelup' } }));
    expect(after.allowedMangoes?.map((m) => m._id)).toEqual([MANGO_IDS.monthly, MANGO_IDS.yearly]);
    await api.updateAppConfig({ body: { app: 'levelup', mangoes: [] } });
    expect((await api.getAppConfig({ query: { app: 'levelup' } })).allowedMangoes).toEqual([]);
  });

  it('refuses an app not installed, an unsupported app and a foreign Mango', async () => {
    expectError(await call(sb, 'GET', `${V1}/host/apps?app=sparks`), 400, undefined, /not installed/);
    expectError(await call(sb, 'GET', `${V1}/host/apps?app=custom`), 400);
    expectError(
      await call(sb, 'PATCH', `${V1}/host/apps`, { body: { app: 'crm', mangoes: [MANGO_IDS.foreign] } }),
      400,
      undefined,
      new RegExp(MANGO_IDS.foreign),
    );
    expect((await failure(api.getAppConfig({ query: { app: 'custom' as 'crm' } }))).error.kind).toBe(
      'validation',
    );
  });
});
