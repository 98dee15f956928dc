import { z } from 'zod';
import { IsoDateTime, NamedRefList, ObjectId, PageQuery, QueryBoolean, pagedList } from './common';
import { op, V1 } from './operation-row';

export const dripModes = ['none', 'date', 'enrollment', 'completion'] as const;
export const DripMode = z.enum(dripModes);
export type DripMode = z.infer<typeof DripMode>;

const DripModule = z.looseObject({
  module: ObjectId,
  releaseAt: IsoDateTime.nullable().optional(),
  afterDays: z.number().int().min(0).nullable().optional(),
});

/**
 * A course. `mangoes` is an array of `{_id, creator, title}` in the documented list and of bare ids in the
 * documented create/update answers: always read as `{_id, title?}` refs.
 */
export const Course = z.looseObject({
  _id: ObjectId.optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  coverImage: z.string().optional(),
  isPublished: z.boolean().optional(),
  mangoes: NamedRefList,
  modules: z.array(ObjectId).optional(),
  settings: z.looseObject({ enableDRM: z.boolean().optional() }).optional(),
  drip: z.looseObject({ mode: z.string().optional(), modules: z.array(DripModule).optional() }).optional(),
});
export type Course = z.infer<typeof Course>;

/** A course as the service answers it: the id is what every screen keys on. */
export const CourseAnswer = Course.extend({ _id: ObjectId });

export const ListCoursesQuery = PageQuery.extend({ isPublished: QueryBoolean.optional() });
export type ListCoursesQuery = z.infer<typeof ListCoursesQuery>;

export const CourseList = pagedList(CourseAnswer);
export type CourseList = z.infer<typeof CourseList>;

export const CourseReviewSummary = z.looseObject({
  averageRating: z.number().optional(),
  reviewCount: z.number().int().optional(),
  distribution: z
    .array(z.looseObject({ rating: z.number().optional(), count: z.number().optional() }))
    .optional(),
});
export type CourseReviewSummary = z.infer<typeof CourseReviewSummary>;

export const Module = z.looseObject({
  _id: ObjectId,
  creator: ObjectId.optional(),
  course: ObjectId.optional(),
  title: z.string().optional(),
  chapters: z.array(ObjectId).optional(),
  createdAt: IsoDateTime.optional(),
  updatedAt: IsoDateTime.optional(),
});
export type Module = z.infer<typeof Module>;

export const CreateModuleBody = z.object({
  title: z.string().trim().min(1),
  description: z.string().optional(),
  coverImage: z.string().optional(),
});
export type CreateModuleBody = z.infer<typeof CreateModuleBody>;

/**
 * Partial update. DRM is `settings.enableDRM` in the docs (the service cascades it to the video chapters);
 * the console's older top-level `drm` is accepted as the same request and sent as the documented
 * `settings.enableDRM` only (the spec names no field). `drip` is our assumed contract: for date and enrollment modes `modules` must list
 * every module of the course.
 */
export const UpdateCourseBody = z
  .object({
    title: z.string().trim().min(1).optional(),
    description: z.string().optional(),
    isPublished: z.boolean().optional(),
    drm: z.boolean().optional(),
    settings: z.object({ enableDRM: z.boolean().optional() }).optional(),
    drip: z
      .object({
        mode: DripMode,
        modules: z
          .array(
            z.object({
              module: ObjectId,
              releaseAt: IsoDateTime.optional(),
              afterDays: z.number().int().min(0).optional(),
            }),
          )
          .optional(),
      })
      .optional(),
  })
  .refine(
    (b) => b.drm === undefined || b.settings?.enableDRM === undefined || b.drm === b.settings.enableDRM,
    { message: 'drm and settings.enableDRM disagree: send one of them', path: ['settings', 'enableDRM'] },
  )
  .transform(({ drm, settings, ...rest }): typeof rest & { settings?: { enableDRM?: boolean } } => {
    const enableDRM = settings?.enableDRM ?? drm;
    if (enableDRM === undefined) return { ...rest, ...(settings ? { settings } : {}) };
    return { ...rest, settings: { ...settings, enableDRM } };
  });
export type UpdateCourseBody = z.output<typeof UpdateCourseBody>;

/**
 * courses/createCourse.json: title, description (HTML), mangoes (ids) and coverImage in the curl body; the
 * page stores no field table, so only the title is required here and the service judges the rest.
 */
export const CreateCourseBody = z.object({
  title: z.string().trim().min(1, 'Give the course a title'),
  description: z.string().optional(),
  mangoes: z.array(ObjectId).optional(),
  coverImage: z.string().optional(),
});
export type CreateCourseBody = z.infer<typeof CreateCourseBody>;

/** courses/updateCourseModule.json: only `title` in the field table; omitted fields are left unchanged. */
export const UpdateModuleBody = z.object({
  title: z.string().trim().min(1, 'A module title cannot be empty').optional(),
});
export type UpdateModuleBody = z.infer<typeof UpdateModuleBody>;

/** The chapter content types the docs name (`video` in the examples) plus the image they mention. */
export const chapterContentTypes = ['video', 'image', 'audio', 'pdf', 'text'] as const;

/**
 * A chapter (courses/createChapter.json, updateChapter.json): the bare chapter; the stored pages cut it
 * after `additionalContents`, so every field is optional but the id.
 */
export const Chapter = z.looseObject({
  _id: ObjectId,
  title: z.string().optional(),
  description: z.string().optional(),
  content: z.string().nullable().optional(),
  contentType: z.string().nullable().optional(),
  contentFileName: z.string().nullable().optional(),
  contentSize: z.number().nullable().optional(),
  module: ObjectId.optional(),
  creator: ObjectId.optional(),
  course: ObjectId.optional(),
  totalDuration: z.number().nullable().optional(),
  isFree: z.boolean().optional(),
  additionalContents: z.array(z.string()).optional(),
  createdAt: IsoDateTime.optional(),
  updatedAt: IsoDateTime.optional(),
});
export type Chapter = z.infer<typeof Chapter>;

const chapterContent = {
  content: z.string().trim().min(1).optional(),
  contentType: z.string().trim().min(1).optional(),
};
const contentTogether = {
  check: (b: { content?: string; contentType?: string }) =>
    (b.content === undefined) === (b.contentType === undefined),
  message: { message: 'content and contentType must be given together', path: ['contentType'] },
};

/** Name and description are required (createChapter page); content with its contentType, or neither. */
export const CreateChapterBody = z
  .object({
    title: z.string().trim().min(1, 'Give the chapter a title'),
    description: z.string().trim().min(1, 'Give the chapter a description'),
    ...chapterContent,
    isFree: z.boolean().optional(),
    additionalContents: z.array(z.string()).optional(),
  })
  .refine(contentTogether.check, contentTogether.message);
export type CreateChapterBody = z.infer<typeof CreateChapterBody>;

/** Only given fields change; `additionalContents: []` clears them (updateChapter page). */
export const UpdateChapterBody = z
  .object({
    title: z.string().trim().min(1, 'A chapter title cannot be empty').optional(),
    description: z.string().trim().min(1, 'A chapter description cannot be empty').optional(),
    ...chapterContent,
    isFree: z.boolean().optional(),
    additionalContents: z.array(z.string()).optional(),
  })
  .refine(contentTogether.check, contentTogether.message);
export type UpdateChapterBody = z.infer<typeof UpdateChapterBody>;

/** courses/deleteChapter.json: "Empty" (no body, or JSON null). A `{message, success}` status is read too. */
export const DeleteChapterAnswer = z.union([
  z.undefined(),
  z.null(),
  z.looseObject({ message: z.string().optional(), success: z.boolean().optional() }),
]);
export type DeleteChapterAnswer = z.infer<typeof DeleteChapterAnswer>;

/** Rows of `operations`: courses, their modules and chapters (the docs' courses/ group). */
export const courseRows = {
  listCourses: op({
    name: 'listCourses',
    words: 'List courses',
    method: 'GET',
    path: `${V1}/courses`,
    family: 'bearer',
    query: ListCoursesQuery,
    response: CourseList,
  }),
  courseReviewSummary: op({
    name: 'courseReviewSummary',
    words: 'Read course reviews',
    method: 'GET',
    path: `${V1}/courses/:courseId/reviews/summary`,
    family: 'bearer',
    response: CourseReviewSummary,
  }),
  createModule: op({
    name: 'createModule',
    words: 'Add a course module',
    method: 'POST',
    path: `${V1}/courses/:courseId/modules`,
    family: 'bearer',
    body: CreateModuleBody,
    response: Module,
  }),
  updateCourse: op({
    name: 'updateCourse',
    words: 'Update a course',
    method: 'PATCH',
    path: `${V1}/courses/:courseId`,
    family: 'bearer',
    body: UpdateCourseBody,
    response: CourseAnswer,
    assumed: true,
  }),
  /** courses/createCourse.json: the bare course (mangoes and modules as ids). */
  createCourse: op({
    name: 'createCourse',
    words: 'Create a course',
    method: 'POST',
    path: `${V1}/courses`,
    family: 'bearer',
    body: CreateCourseBody,
    response: CourseAnswer,
  }),
  /** courses/updateCourseModule.json: not nested under the course. */
  updateModule: op({
    name: 'updateModule',
    words: 'Update a module',
    method: 'PATCH',
    path: `${V1}/modules/:moduleId`,
    family: 'bearer',
    body: UpdateModuleBody,
    response: Module,
  }),
  createChapter: op({
    name: 'createChapter',
    words: 'Add a chapter',
    method: 'POST',
    path: `${V1}/modules/:moduleId/chapters`,
    family: 'bearer',
    body: CreateChapterBody,
    response: Chapter,
  }),
  updateChapter: op({
    name: 'updateChapter',
    words: 'Update a chapter',
    method: 'PATCH',
    path: `${V1}/chapters/:chapterId`,
    family: 'bearer',
    body: UpdateChapterBody,
    response: Chapter,
  }),
  /** courses/deleteChapter.json: the chapter with its QnA and assignment; the answer is empty. */
  deleteChapter: op({
    name: 'deleteChapter',
    words: 'Delete a chapter',
    method: 'DELETE',
    path: `${V1}/chapters/:chapterId`,
    family: 'bearer',
    response: DeleteChapterAnswer,
  }),
} as const;
