import { z } from 'zod';
import { IsoDateTime as Time, ObjectId as Id } from '../../shared/contract/common';

/*
 * Fixture records of courses, their modules and learners' progress (chapters are in content.ts). The
 * sandbox's own records, never the client's response schemas (see ../fixture-schema.ts).
 */

export const CourseRecord = z.object({
  _id: Id,
  creator: Id,
  title: z.string(),
  description: z.string(),
  coverImage: z.string(),
  isPublished: z.boolean(),
  isDeleted: z.boolean(),
  drm: z.boolean(),
  mangoes: z.array(Id),
  modules: z.array(Id),
  drip: z.object({
    mode: z.enum(['none', 'date', 'enrollment', 'completion']),
    modules: z.array(
      z.object({
        module: Id,
        releaseAt: Time.nullable().optional(),
        afterDays: z.number().nullable().optional(),
      }),
    ),
  }),
  reviews: z.array(z.object({ user: Id, rating: z.number().int().min(1).max(5) })),
  /** Optional in fixtures: the serializer falls back to the modules' times. */
  createdAt: Time.optional(),
  updatedAt: Time.optional(),
});

export const ModuleRecord = z.object({
  _id: Id,
  creator: Id,
  course: Id,
  title: z.string(),
  description: z.string().optional(),
  coverImage: z.string().optional(),
  chapters: z.array(Id),
  createdAt: Time,
  updatedAt: Time,
});

export const ProgressRecord = z.object({
  user: Id,
  course: Id,
  percentage: z.number(),
  lastProgressOn: Time,
});

export type CourseRecord = z.infer<typeof CourseRecord>;
export type ModuleRecord = z.infer<typeof ModuleRecord>;
export type ProgressRecord = z.infer<typeof ProgressRecord>;
