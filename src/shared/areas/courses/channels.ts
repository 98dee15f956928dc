import { z } from 'zod';
import { ObjectId } from '../../contract/common';
import { Chapter, Course, CourseReviewSummary, DripMode, Module } from '../../contract/courses';
import { ProfileScoped } from '../../channels/common';
import {
  ChapterChanges,
  KnownChapter,
  ModuleTitleFields,
  NewChapterFields,
  UnconfirmedChapter,
  ChapterSettlement,
  NewCourseFields,
} from './content-channels';

/** One module of a course as the drip editor needs it. */
export const PlanModule = z.object({
  _id: ObjectId,
  /** Known for modules created from this console; the service offers no way to read a module's title. */
  title: z.string().optional(),
  releaseAt: z.string().optional(),
  afterDays: z.number().int().optional(),
  /** Listed in the course's drip schedule; false for a module added after the last drip update. */
  scheduled: z.boolean(),
});
export type PlanModule = z.infer<typeof PlanModule>;

export const CoursePlan = z.object({
  course: Course,
  /** `unknown` when the service did not return the course's drip settings. */
  mode: z.union([DripMode, z.literal('unknown')]),
  /** False when the service did not return the course's module list (only local modules are known). */
  modulesKnown: z.boolean(),
  modules: z.array(PlanModule),
  /** Date or enrollment drip with a module missing from the schedule: visible to learners at once. */
  needsDripUpdate: z.boolean(),
});
export type CoursePlan = z.infer<typeof CoursePlan>;

const CourseRef = ProfileScoped.extend({ courseId: ObjectId });
const CourseAnswerOut = Course.extend({ _id: ObjectId });

export const DripEntry = z
  .object({
    module: ObjectId,
    releaseAt: z.iso.datetime({ offset: true, message: 'Release time must be a date and time' }).optional(),
    afterDays: z.number().int().min(0, 'Days after enrollment cannot be negative').optional(),
  })
  .strict();
export type DripEntry = z.infer<typeof DripEntry>;

const HttpUrl = z.url({ protocol: /^https?$/, message: 'Use a full http(s):// address' });

/** A new module's fields: the channel input and the console's module form check them alike. */
export const NewModuleFields = z.object({
  title: z.string().trim().min(1, 'Give the module a clear title').max(300),
  description: z.string().trim().max(5000).optional(),
  coverImage: HttpUrl.optional(),
});

/** Bridge channels and events of this area; joined into the table by src/shared/bridge.ts. */
export const courseChannels = {
  'courses.list': {
    reads: true,
    input: ProfileScoped.extend({ isPublished: z.boolean().optional() }).strict(),
    output: z.object({ courses: z.array(Course), total: z.number() }),
  },
  'courses.reviewSummary': { reads: true, input: CourseRef.strict(), output: CourseReviewSummary },
  'courses.modules': { reads: true, input: CourseRef.strict(), output: CoursePlan },
  'courses.createModule': {
    input: CourseRef.extend(NewModuleFields.shape).strict(),
    output: z.object({ module: Module, plan: CoursePlan }),
  },
  /** For date and enrollment drip, `modules` must list every module of the course (existing plus new). */
  'courses.updateDrip': {
    input: CourseRef.extend({ mode: DripMode, modules: z.array(DripEntry).max(1000) }).strict(),
    output: CoursePlan,
  },
  'courses.create': {
    input: ProfileScoped.extend(NewCourseFields.shape).strict(),
    output: CourseAnswerOut,
  },
  /** Renames a module; the answer's chapter ids are what the service holds now. */
  'courses.updateModule': {
    input: CourseRef.extend({ moduleId: ObjectId, ...ModuleTitleFields.shape }).strict(),
    output: z.object({ module: Module, plan: CoursePlan }),
  },
  /** The chapters this console knows in a module, and its creates whose answer was lost (`unconfirmed`). */
  'courses.chapters': {
    reads: true,
    input: CourseRef.extend({ moduleId: ObjectId }).strict(),
    output: z.object({ chapters: z.array(KnownChapter), unconfirmed: z.array(UnconfirmedChapter) }),
  },
  'courses.createChapter': {
    input: z.object({ ...CourseRef.shape, moduleId: ObjectId, chapter: NewChapterFields }).strict(),
    output: z.object({ chapter: Chapter, known: KnownChapter }),
  },
  /**
   * Settles an unconfirmed create: `created` records the chapter under the id the person found (edit and
   * delete then work), `not_created` drops the entry so the chapter can be created again. Nothing is sent.
   */
  'courses.settleChapter': {
    input: z
      .object({ ...CourseRef.shape, moduleId: ObjectId, intentId: z.uuid(), settlement: ChapterSettlement })
      .strict(),
    output: z.object({ known: KnownChapter.optional() }),
  },
  /** Sends only the fields in `changes` (the screen diffs the form against the chapter). */
  'courses.updateChapter': {
    input: z.object({ ...CourseRef.shape, chapterId: ObjectId, changes: ChapterChanges }).strict(),
    output: z.object({ chapter: Chapter, known: KnownChapter }),
  },
  /** Deletes the chapter with its QnA, assignment and submissions (the service's words). */
  'courses.deleteChapter': {
    input: CourseRef.extend({ chapterId: ObjectId }).strict(),
    output: z.object({ deleted: z.literal(true), chapterId: ObjectId }),
  },
} as const;

export const courseEvents = {} as const;
