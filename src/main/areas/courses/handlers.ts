import type { courseChannels } from '../../../shared/areas/courses/channels';
import type { Handlers } from '../../platform/handlers';
import { scopeFor, type CommunityRegistry } from '../community/registry';
import type { ServiceDeps } from '../deps';
import { createChapterCreates } from './chapter-create';
import { createCourse, deleteChapter, updateChapter, updateModule } from './course-content';
import { coursePlan, createModule, listAllCourses, updateDrip } from './courses';

/**
 * Courses, their modules, drip schedule and chapters. The local registry (module titles, chapters made here) is
 * the community one, given by compose so that its file has one writer.
 */
export function courseHandlers(
  deps: ServiceDeps,
  registry: CommunityRegistry,
): Pick<Handlers, keyof typeof courseChannels> {
  const chapterCreates = createChapterCreates();
  const scope = (input: { profileId?: string }, signal?: AbortSignal) =>
    scopeFor(deps, registry, input.profileId, signal);

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
    'courses.create': async (input, { signal }) => createCourse(await scope(input, signal), input),
    'courses.updateModule': async (input, { signal }) => updateModule(await scope(input, signal), input),
    'courses.chapters': async (input, { signal }) => chapterCreates.list(await scope(input, signal), input),
    'courses.createChapter': (input, { signal }) => chapterCreates.create(scope(input, signal), input),
    'courses.settleChapter': async (input) => chapterCreates.settle(await scope(input, undefined), input),
    'courses.updateChapter': async (input, { signal }) => updateChapter(await scope(input, signal), input),
    'courses.deleteChapter': async (input, { signal }) => deleteChapter(await scope(input, signal), input),
  };
}
