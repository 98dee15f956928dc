import { z } from 'zod';
import { ObjectId } from '../contract/common';
import { Channel, ChannelGroup, ChannelPost, CreateChannelBody, PostSortBy } from '../contract/community';
import { Chapter, Course, CourseReviewSummary, DripMode, Module } from '../contract/courses';
import { ProfileScoped } from './common';
import {
  ChapterChanges,
  KnownChapter,
  ModuleTitleFields,
  NewChapterFields,
  UnconfirmedChapter,
  ChapterSettlement,
  NewCourseFields,
} from './course-content';

/** Page size of the channel posts operation: 1 to 100 (spec: Limits). */
export const POST_PAGE_SIZE = { min: 1, max: 100, default: 20 } as const;

/** Every filter of the channel posts operation; `userId` switches to the member's view. */
export const PostFilters = z.object({
  channelId: ObjectId,
  filterBy: z.enum(['posts_from_creator', 'posts_from_subscribers']).optional(),
  postedBy: z.array(ObjectId).max(200).optional(),
  excludePostedBy: z.array(ObjectId).max(200).optional(),
  isPinned: z.boolean().optional(),
  sortBy: PostSortBy.optional(),
  /** A member id: posts then carry isLiked and votedOption, and access is checked for that member. */
  userId: ObjectId.optional(),
});
export type PostFilters = z.infer<typeof PostFilters>;

const PageSize = z
  .number()
  .int()
  .min(POST_PAGE_SIZE.min, 'Page size is at least 1')
  .max(POST_PAGE_SIZE.max, 'Page size is at most 100');
const PageNumber = z.number().int().min(1, 'Pages start at 1');

export const PostPage = z.object({
  posts: z.array(ChannelPost),
  totalPosts: z.number(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type PostPage = z.infer<typeof PostPage>;

export const PostsCsv = z.object({
  csv: z.string(),
  fileName: z.string(),
  rows: z.number().int(),
  /** True when the result had more posts than the export cap. */
  truncated: z.boolean(),
});
export type PostsCsv = z.infer<typeof PostsCsv>;

/** A channel group this console created: the service has no operation that lists groups. */
export const KnownGroup = z.object({
  _id: ObjectId,
  name: z.string(),
  rank: z.number().optional(),
  createdAt: z.string(),
});
export type KnownGroup = z.infer<typeof KnownGroup>;

export const ChannelOverview = z.object({ channels: z.array(Channel), groups: z.array(KnownGroup) });
export type ChannelOverview = z.infer<typeof ChannelOverview>;

export const AccessOptions = z.object({
  mangoes: z.array(z.object({ _id: ObjectId, title: z.string() })),
  badges: z.array(z.object({ _id: ObjectId, name: z.string() })),
});
export type AccessOptions = z.infer<typeof AccessOptions>;

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

/** A new channel group's fields: the channel input and the console's group form check them alike. */
export const NewGroupFields = z.object({
  name: z.string().trim().min(1, 'Give the group a name (it cannot be empty)').max(200),
  hideFromNonChannelMember: z.boolean().optional(),
});

/** A new channel's fields: the channel input and the console's channel form check them alike. */
export const NewChannelFields = CreateChannelBody.extend({
  name: z.string().trim().min(1, 'Give the channel a name').max(200),
});

/** A new module's fields: the channel input and the console's module form check them alike. */
export const NewModuleFields = z.object({
  title: z.string().trim().min(1, 'Give the module a clear title').max(300),
  description: z.string().trim().max(5000).optional(),
  coverImage: HttpUrl.optional(),
});

export const communityChannels = {
  'community.channels': {
    input: ProfileScoped.extend({ includeArchived: z.boolean().optional() }).strict(),
    output: ChannelOverview,
  },
  'community.posts': {
    input: ProfileScoped.extend({
      ...PostFilters.shape,
      limit: PageSize.default(POST_PAGE_SIZE.default),
      page: PageNumber.default(1),
    }).strict(),
    output: PostPage,
  },
  /** The current result as CSV: one page, or every page of it fetched in turn (at most 10,000 posts). */
  'community.exportPostsCsv': {
    input: ProfileScoped.extend({
      ...PostFilters.shape,
      scope: z.enum(['page', 'all']),
      limit: PageSize.default(POST_PAGE_SIZE.default),
      page: PageNumber.default(1),
    }).strict(),
    output: PostsCsv,
  },
  'community.accessOptions': { input: ProfileScoped.strict(), output: AccessOptions },
  'community.createGroup': {
    input: ProfileScoped.extend(NewGroupFields.shape).strict(),
    output: ChannelGroup,
  },
  'community.createChannel': {
    input: ProfileScoped.extend(NewChannelFields.shape).strict(),
    output: Channel,
  },
  'courses.list': {
    input: ProfileScoped.extend({ isPublished: z.boolean().optional() }).strict(),
    output: z.object({ courses: z.array(Course), total: z.number() }),
  },
  'courses.reviewSummary': { input: CourseRef.strict(), output: CourseReviewSummary },
  'courses.modules': { input: CourseRef.strict(), output: CoursePlan },
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

export const communityEvents = {} as const;
