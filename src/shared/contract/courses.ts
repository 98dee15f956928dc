import { z } from 'zod';
import { IsoDateTime, NamedRef, ObjectId, PageQuery, QueryBoolean, pagedList } from './common';

export const dripModes = ['none', 'date', 'enrollment', 'completion'] as const;
export const DripMode = z.enum(dripModes);
export type DripMode = z.infer<typeof DripMode>;

const DripModule = z.looseObject({
  module: ObjectId,
  releaseAt: IsoDateTime.nullable().optional(),
  afterDays: z.number().int().min(0).nullable().optional(),
});

export const Course = z.looseObject({
  _id: ObjectId.optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  coverImage: z.string().optional(),
  isPublished: z.boolean().optional(),
  mangoes: z.array(NamedRef).optional(),
  modules: z.array(ObjectId).optional(),
  drip: z.looseObject({ mode: z.string().optional(), modules: z.array(DripModule).optional() }).optional(),
});
export type Course = z.infer<typeof Course>;

export const ListCoursesQuery = PageQuery.extend({ isPublished: QueryBoolean.optional() });
export type ListCoursesQuery = z.infer<typeof ListCoursesQuery>;

export const CourseList = pagedList(Course);
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
  _id: ObjectId.optional(),
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

/** Assumed contract: for date and enrollment modes `modules` must list every module of the course. */
export const UpdateCourseBody = z.object({
  title: z.string().trim().min(1).optional(),
  description: z.string().optional(),
  isPublished: z.boolean().optional(),
  drm: z.boolean().optional(),
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
});
export type UpdateCourseBody = z.infer<typeof UpdateCourseBody>;
