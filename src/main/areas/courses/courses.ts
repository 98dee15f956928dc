import type { z } from 'zod';
import type { courseChannels } from '../../../shared/areas/courses/channels';
import type { CoursePlan, DripEntry } from '../../../shared/areas/courses/channels';
import { dripModes, type Course, type DripMode, type Module } from '../../../shared/contract/courses';
import { appFailure, AppFailure } from '../../../shared/errors';
import type { Handlers } from '../../platform/handlers';
import type { CommunityScope, ScopeOf } from '../community/registry';

type CreateModuleInput = z.output<(typeof courseChannels)['courses.createModule']['input']>;
type UpdateDripInput = z.output<(typeof courseChannels)['courses.updateDrip']['input']>;

const LIST_PAGE = 100;
const LIST_MAX = 5_000;

export async function listAllCourses(
  { client, options }: Pick<CommunityScope, 'client' | 'options'>,
  isPublished: boolean | undefined,
): Promise<{ courses: Course[]; total: number }> {
  const courses: Course[] = [];
  let total = 0;
  for (let page = 1; courses.length < LIST_MAX; page += 1) {
    const answer = await client.listCourses(
      { query: { limit: LIST_PAGE, page, ...(isPublished !== undefined ? { isPublished } : {}) } },
      options,
    );
    courses.push(...answer.data);
    total = answer.total ?? courses.length;
    if (answer.data.length < LIST_PAGE || courses.length >= total) break;
  }
  return { courses, total };
}

/** There is no "get course" operation: the list is the only way to read a course's modules and drip. */
export async function findCourse(
  scope: Pick<CommunityScope, 'client' | 'options'>,
  courseId: string,
): Promise<Course> {
  const { courses } = await listAllCourses(scope, undefined);
  const course = courses.find((c) => c._id === courseId);
  if (!course) {
    throw appFailure(
      'not_found',
      'The course was not found: it does not exist, was deleted, or belongs to another creator.',
      { errorCode: 'COURSE_NOT_FOUND', status: 404 },
    );
  }
  return course;
}

function dripModeOf(course: Course): DripMode | 'unknown' {
  const mode = course.drip?.mode;
  return (dripModes as readonly string[]).includes(mode ?? '') ? (mode as DripMode) : 'unknown';
}

/** Date and enrollment drip leave a module missing from the schedule unlocked (spec: Courses, create module). */
export function needsSchedule(mode: DripMode | 'unknown'): boolean {
  return mode === 'date' || mode === 'enrollment';
}

/** Every module of the course (in course order) with its drip entry and the title this console knows. */
export function buildPlan(course: Course, titles: Map<string, string>, extraIds: string[] = []): CoursePlan {
  const mode = dripModeOf(course);
  const modulesKnown = Array.isArray(course.modules);
  const ids = [...new Set([...(course.modules ?? [...titles.keys()]), ...extraIds])];
  const schedule = new Map((course.drip?.modules ?? []).map((entry) => [entry.module, entry]));
  const modules = ids.map((id) => {
    const entry = schedule.get(id);
    return {
      _id: id,
      ...(titles.has(id) ? { title: titles.get(id) } : {}),
      ...(entry?.releaseAt ? { releaseAt: entry.releaseAt } : {}),
      ...(typeof entry?.afterDays === 'number' ? { afterDays: entry.afterDays } : {}),
      scheduled: Boolean(entry),
    };
  });
  return {
    course,
    mode,
    modulesKnown,
    modules,
    needsDripUpdate: needsSchedule(mode) && modules.some((m) => !m.scheduled),
  };
}

export async function coursePlan(scope: CommunityScope, courseId: string): Promise<CoursePlan> {
  const { registry, profileId } = scope;
  const [course, titles] = await Promise.all([
    findCourse(scope, courseId),
    registry.moduleTitles(profileId, courseId),
  ]);
  return buildPlan(course, titles);
}

/**
 * Creates the module, remembers its title (no operation reads it back), and answers the course's plan
 * so the screen can warn at once when the new module is visible to learners before a drip update.
 */
export async function createModule(
  scope: CommunityScope,
  input: CreateModuleInput,
): Promise<{ module: Module; plan: CoursePlan }> {
  const { client, registry, profileId, options, now } = scope;
  const module = await client.createModule(
    {
      params: { courseId: input.courseId },
      body: {
        title: input.title,
        ...(input.description ? { description: input.description } : {}),
        ...(input.coverImage ? { coverImage: input.coverImage } : {}),
      },
    },
    options,
  );
  if (module._id) {
    await registry.rememberModule(profileId, {
      _id: module._id,
      course: input.courseId,
      title: module.title ?? input.title,
      createdAt: module.createdAt ?? now.toISOString(),
    });
  }
  const titles = await registry.moduleTitles(profileId, input.courseId);
  const extra = module._id ? [module._id] : [];
  try {
    const course = await findCourse(scope, input.courseId);
    return { module, plan: buildPlan(course, titles, extra) };
  } catch (error) {
    // The module exists now; a failed re-read must not look like a failed create.
    if (!(error instanceof AppFailure)) throw error;
    return { module, plan: buildPlan({ _id: input.courseId }, titles, extra) };
  }
}

function entryFor(mode: DripMode, entry: DripEntry): DripEntry {
  if (mode === 'date')
    return { module: entry.module, ...(entry.releaseAt ? { releaseAt: entry.releaseAt } : {}) };
  if (mode === 'enrollment') {
    return { module: entry.module, ...(entry.afterDays !== undefined ? { afterDays: entry.afterDays } : {}) };
  }
  return { module: entry.module };
}

function invalid(message: string, issues: { path: string; message: string }[]): AppFailure {
  return appFailure('validation', message, { details: { issues } });
}

/** Checks the drip request the way the service will, before anything is sent, and names what to fix. */
export function checkDrip(input: UpdateDripInput, course: Course): DripEntry[] {
  const entries = input.modules.map((entry) => entryFor(input.mode, entry));
  const listed = new Set(entries.map((e) => e.module));
  if (listed.size !== entries.length) throw invalid('A module is listed twice in the drip schedule.', []);
  const known = course.modules;
  if (known) {
    const foreign = entries.filter((e) => !known.includes(e.module)).map((e) => e.module);
    if (foreign.length) throw invalid(`These modules are not in the course: ${foreign.join(', ')}.`, []);
  }
  if (needsSchedule(input.mode)) {
    const missing = (known ?? []).filter((id) => !listed.has(id));
    if (missing.length) {
      throw invalid(
        `A ${input.mode} drip must list every module of the course; missing: ${missing.join(', ')}.`,
        missing.map((id) => ({ path: `modules.${id}`, message: 'Not in the schedule' })),
      );
    }
    const field = input.mode === 'date' ? 'releaseAt' : 'afterDays';
    const blank = entries.filter((e) => e[field] === undefined).map((e) => e.module);
    if (blank.length) {
      const what = input.mode === 'date' ? 'a release date and time' : 'a number of days after enrollment';
      throw invalid(
        `Give every module ${what}; missing for: ${blank.join(', ')}.`,
        blank.map((id) => ({ path: `modules.${id}.${field}`, message: 'Required' })),
      );
    }
  }
  return entries;
}

export async function updateDrip(scope: CommunityScope, input: UpdateDripInput): Promise<CoursePlan> {
  const { client, registry, profileId, options } = scope;
  const before = await findCourse(scope, input.courseId);
  const modules = checkDrip(input, before);
  const after = await client.updateCourse(
    { params: { courseId: input.courseId }, body: { drip: { mode: input.mode, modules } } },
    options,
  );
  const titles = await registry.moduleTitles(profileId, input.courseId);
  // The update may answer a partial course; what was sent is what the service now holds.
  const merged: Course = {
    ...before,
    ...after,
    modules: after.modules ?? before.modules,
    drip: after.drip ?? { mode: input.mode, modules },
  };
  return buildPlan(merged, titles);
}

/**
 * Courses, their modules and drip schedule (creating a course and editing modules and chapters:
 * course-content.ts; chapter creates: chapter-create.ts).
 */
export function courseHandlers(
  scope: ScopeOf,
): Pick<
  Handlers,
  'courses.list' | 'courses.reviewSummary' | 'courses.modules' | 'courses.createModule' | 'courses.updateDrip'
> {
  return {
    'courses.list': async (input, { signal }) =>
      listAllCourses(await scope(input, signal), input.isPublished),
    'courses.reviewSummary': async (input, { signal }) => {
      const { client, options } = await scope(input, signal);
      return client.courseReviewSummary({ params: { courseId: input.courseId } }, options);
    },
    'courses.modules': async (input, { signal }) => coursePlan(await scope(input, signal), input.courseId),
    'courses.createModule': async (input, { signal }) => createModule(await scope(input, signal), input),
    'courses.updateDrip': async (input, { signal }) => updateDrip(await scope(input, signal), input),
  };
}
