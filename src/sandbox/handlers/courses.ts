import { CreateModuleBody, ListCoursesQuery, UpdateCourseBody } from '../../shared/contract/courses';
import type { Handler, SandboxCore } from '../context';
import { badRequest, forbidden, notFound, SandboxHttpError } from '../errors';
import type { CourseRecord, ModuleRecord } from '../fixture-schema';
import { courseJson, courseListItemJson, moduleJson } from '../serializers/courses';
import { paginate, parseOr400 } from './common';

function ownedCourse(core: SandboxCore, creator: string, id: string): CourseRecord {
  const course = core.state.byId('courses', id);
  if (!course || course.creator !== creator || course.isDeleted)
    throw notFound('Course not found', 'COURSE_NOT_FOUND');
  return course;
}

export const listCourses: Handler = (ctx, core) => {
  const q = parseOr400(ListCoursesQuery, ctx.query);
  const own = core.state.data.courses.filter(
    (c) =>
      c.creator === ctx.creator._id &&
      !c.isDeleted &&
      (q.isPublished === undefined || c.isPublished === q.isPublished),
  );
  return {
    body: {
      total: own.length,
      data: paginate(own, q.limit ?? 20, q.page ?? 1).map((c) => courseListItemJson(core, c)),
    },
  };
};

export const courseReviewSummary: Handler = (ctx, core) => {
  const course = ownedCourse(core, ctx.creator._id, ctx.params.courseId ?? '');
  const count = course.reviews.length;
  const sum = course.reviews.reduce((s, r) => s + r.rating, 0);
  return {
    body: {
      averageRating: count ? Math.round((sum / count) * 100) / 100 : 0,
      reviewCount: count,
      distribution: [5, 4, 3, 2, 1].map((rating) => ({
        rating,
        count: course.reviews.filter((r) => r.rating === rating).length,
      })),
    },
  };
};

/**
 * A module added to a course that drips by date or enrollment has no schedule (unlocked) until a drip
 * update lists every module; the sandbox shows that by leaving it out of drip.modules.
 */
export const createModule: Handler = (ctx, core) => {
  const course = ownedCourse(core, ctx.creator._id, ctx.params.courseId ?? '');
  const body = parseOr400(CreateModuleBody, ctx.body);
  const now = core.clock.nowIso();
  const module: ModuleRecord = {
    _id: core.state.newId(),
    creator: ctx.creator._id,
    course: course._id,
    title: body.title,
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.coverImage !== undefined ? { coverImage: body.coverImage } : {}),
    chapters: [],
    createdAt: now,
    updatedAt: now,
  };
  core.state.insert('modules', module);
  course.modules.push(module._id);
  return { body: moduleJson(module) };
};

/** DRM as the docs ask for it: `settings.enableDRM` (the request schema also reads an older top-level `drm` into it). */
function drmOf(raw: unknown): boolean | undefined {
  const settings =
    raw !== null && typeof raw === 'object' ? (raw as { settings?: unknown }).settings : undefined;
  const value =
    settings !== null && typeof settings === 'object'
      ? (settings as { enableDRM?: unknown }).enableDRM
      : undefined;
  return typeof value === 'boolean' ? value : undefined;
}

export const updateCourse: Handler = (ctx, core) => {
  const course = ownedCourse(core, ctx.creator._id, ctx.params.courseId ?? '');
  const body = parseOr400(UpdateCourseBody, ctx.body);
  const drm = body.settings?.enableDRM ?? drmOf(ctx.body);
  if (drm && !ctx.creator.features.drm) {
    throw forbidden('DRM is not available on your plan', 'COURSE_DRM_NOT_ALLOWED');
  }
  if (body.drip) {
    const listed = new Set((body.drip.modules ?? []).map((m) => m.module));
    const unknown = [...listed].filter((id) => !course.modules.includes(id));
    if (unknown.length)
      throw badRequest(`Invalid request: modules not in this course: ${unknown.join(', ')}`);
    if (
      (body.drip.mode === 'date' || body.drip.mode === 'enrollment') &&
      course.modules.some((id) => !listed.has(id))
    ) {
      throw new SandboxHttpError(
        400,
        'Invalid request: a date or enrollment drip must list every module of the course',
      );
    }
    course.drip = { mode: body.drip.mode, modules: body.drip.modules ?? [] };
  }
  if (body.title !== undefined) course.title = body.title;
  if (body.description !== undefined) course.description = body.description;
  if (body.isPublished !== undefined) course.isPublished = body.isPublished;
  if (drm !== undefined) course.drm = drm;
  course.updatedAt = core.clock.nowIso();
  core.state.touch();
  return { body: courseJson(core, course) };
};
