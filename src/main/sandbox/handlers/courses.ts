import {
  CreateModuleBody,
  ListCoursesQuery,
  UpdateCourseBody,
  type Course,
} from '../../../shared/contract/courses';
import type { Handler, SandboxCore } from '../context';
import { badRequest, forbidden, notFound, SandboxHttpError } from '../errors';
import type { CourseRecord, ModuleRecord } from '../fixture-schema';
import { namedRef, paginate, parseOr400 } from './common';

function ownedCourse(core: SandboxCore, creator: string, id: string): CourseRecord {
  const course = core.state.byId('courses', id);
  if (!course || course.creator !== creator || course.isDeleted)
    throw notFound('Course not found', 'COURSE_NOT_FOUND');
  return course;
}

function courseView(core: SandboxCore, c: CourseRecord): Course {
  return {
    _id: c._id,
    title: c.title,
    description: c.description,
    coverImage: c.coverImage,
    isPublished: c.isPublished,
    mangoes: c.mangoes.map((id) => namedRef(core, id)),
    modules: c.modules,
    drip: c.drip,
  };
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
      data: paginate(own, q.limit ?? 20, q.page ?? 1).map((c) => courseView(core, c)),
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
  const { description: _d, coverImage: _c, ...view } = module;
  return { body: view };
};

export const updateCourse: Handler = (ctx, core) => {
  const course = ownedCourse(core, ctx.creator._id, ctx.params.courseId ?? '');
  const body = parseOr400(UpdateCourseBody, ctx.body);
  if (body.drm && !ctx.creator.features.drm) {
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
  if (body.drm !== undefined) course.drm = body.drm;
  core.state.touch();
  return { body: courseView(core, course) };
};
