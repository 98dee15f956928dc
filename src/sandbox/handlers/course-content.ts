import { ObjectId } from '../../shared/contract/common';
import {
  CreateChapterBody,
  CreateCourseBody,
  UpdateChapterBody,
  UpdateModuleBody,
} from '../../shared/contract/courses';
import type { Handler, RequestContext, SandboxCore } from '../context';
import { badRequest, forbidden, notFound } from '../errors';
import type { ChapterRecord, CourseRecord, ModuleRecord, UserAssetRecord } from '../fixture-schema';
import { chapterJson, courseJson, moduleJson } from '../serializers/courses';
import { ownedMango, parseOr400 } from './common';

/** A path id that is no object id is the generic 400 (as getMango answers it). */
function pathId(ctx: RequestContext, key: string): string {
  const id = ctx.params[key] ?? '';
  if (!ObjectId.safeParse(id).success) throw badRequest(`Invalid request: ${key} is not a valid id`);
  return id;
}

function liveCourse(core: SandboxCore, id: string): CourseRecord | undefined {
  const course = core.state.byId('courses', id);
  return course && !course.isDeleted ? course : undefined;
}

function ownedModule(core: SandboxCore, ctx: RequestContext): ModuleRecord {
  const module = core.state.byId('modules', pathId(ctx, 'moduleId'));
  if (!module || module.creator !== ctx.creator._id || !liveCourse(core, module.course)) {
    throw notFound('The module does not exist or does not belong to this creator.', 'MODULE_NOT_FOUND');
  }
  return module;
}

function ownedChapter(core: SandboxCore, ctx: RequestContext): ChapterRecord {
  const chapter = core.state.byId('chapters', pathId(ctx, 'chapterId'));
  if (!chapter || chapter.isDeleted || chapter.creator !== ctx.creator._id) {
    throw notFound('The chapter does not exist or does not belong to this creator.', 'CHAPTER_NOT_FOUND');
  }
  return chapter;
}

/** Chapter content must be a file the creator uploaded first (updateChapter page, 400). */
function uploadedAsset(core: SandboxCore, creator: string, url: string): UserAssetRecord {
  const asset = core.state.data.userAssets.find((a) => a.creator === creator && a.url === url);
  if (!asset) {
    throw badRequest(
      'The content URL must be a TagMango CDN URL with an existing userAsset record. Upload the file via the TagMango upload API first.',
      'CHAPTER_USER_ASSET_NOT_FOUND',
    );
  }
  return asset;
}

export const createCourse: Handler = (ctx, core) => {
  if (ctx.creator.onboardingIncomplete) {
    throw forbidden(
      'The user has not completed creator onboarding and cannot create courses.',
      'COURSE_USER_NOT_CREATOR',
    );
  }
  const body = parseOr400(CreateCourseBody, ctx.body);
  const mangoes = [...new Set(body.mangoes ?? [])];
  const foreign = mangoes.filter((id) => !ownedMango(core, ctx.creator._id, id));
  if (foreign.length) throw badRequest(`Invalid request: mangoes not found: ${foreign.join(', ')}`);
  const now = core.clock.nowIso();
  const course: CourseRecord = {
    _id: core.state.newId(),
    creator: ctx.creator._id,
    title: body.title,
    description: body.description ?? '',
    coverImage: body.coverImage ?? '',
    isPublished: false,
    isDeleted: false,
    drm: false,
    mangoes,
    modules: [],
    drip: { mode: 'none', modules: [] },
    reviews: [],
    createdAt: now,
    updatedAt: now,
  };
  core.state.insert('courses', course);
  return { body: courseJson(core, course) };
};

export const updateModule: Handler = (ctx, core) => {
  const module = ownedModule(core, ctx);
  const body = parseOr400(UpdateModuleBody, ctx.body);
  if (body.title !== undefined) {
    module.title = body.title;
    module.updatedAt = core.clock.nowIso();
    core.state.touch();
  }
  return { body: moduleJson(module) };
};

export const createChapter: Handler = (ctx, core) => {
  const module = ownedModule(core, ctx);
  const body = parseOr400(CreateChapterBody, ctx.body);
  if (body.content !== undefined) uploadedAsset(core, ctx.creator._id, body.content);
  const now = core.clock.nowIso();
  const chapter: ChapterRecord = {
    _id: core.state.newId(),
    creator: ctx.creator._id,
    course: module.course,
    module: module._id,
    title: body.title,
    description: body.description,
    content: body.content ?? null,
    contentType: body.contentType ?? null,
    isFree: body.isFree ?? false,
    additionalContents: body.additionalContents ?? [],
    createdAt: now,
    updatedAt: now,
  };
  core.state.insert('chapters', chapter);
  module.chapters.push(chapter._id);
  module.updatedAt = now;
  core.state.touch();
  return { body: chapterJson(core, chapter) };
};

export const updateChapter: Handler = (ctx, core) => {
  const chapter = ownedChapter(core, ctx);
  const body = parseOr400(UpdateChapterBody, ctx.body);
  if (body.content !== undefined) uploadedAsset(core, ctx.creator._id, body.content);
  if (body.title !== undefined) chapter.title = body.title;
  if (body.description !== undefined) chapter.description = body.description;
  if (body.content !== undefined) chapter.content = body.content;
  if (body.contentType !== undefined) chapter.contentType = body.contentType;
  if (body.isFree !== undefined) chapter.isFree = body.isFree;
  if (body.additionalContents !== undefined) chapter.additionalContents = body.additionalContents;
  chapter.updatedAt = core.clock.nowIso();
  core.state.touch();
  return { body: chapterJson(core, chapter) };
};

/**
 * "Empty" success: 204 with no body. The chapter leaves its module's list; the record stays, flagged,
 * so the state's id index never has to forget an entry (a second delete answers CHAPTER_NOT_FOUND).
 */
export const deleteChapter: Handler = (ctx, core) => {
  const chapter = ownedChapter(core, ctx);
  chapter.isDeleted = true;
  const module = core.state.byId('modules', chapter.module);
  if (module) {
    module.chapters = module.chapters.filter((id) => id !== chapter._id);
    module.updatedAt = core.clock.nowIso();
  }
  core.state.touch();
  core.recordEffect('chapter.deleted', { chapter: chapter._id, module: chapter.module });
  return { status: 204, body: undefined };
};
