import type { communityChannels } from '../../../shared/channels/community';
import type { courseChannels } from '../../../shared/channels/courses';
import type { Handlers } from '../../bridge/dispatcher';
import type { ServiceDeps } from '../deps';
import { accessOptions, channelOverview, createChannel, createGroup } from './channels';
import { createChapterCreates } from './chapter-create';
import { createCourse, deleteChapter, updateChapter, updateModule } from './course-content';
import { coursePlan, createModule, listAllCourses, updateDrip } from './courses';
import { exportPosts, listPostPage } from './posts';
import { createCommunityRegistry, scopeFor } from './registry';

/** Community posts, channels and groups, and courses (issue 9, parts 1 to 3). */
export function communityHandlers(
  deps: ServiceDeps,
): Pick<Handlers, keyof typeof communityChannels | keyof typeof courseChannels> {
  const registry = createCommunityRegistry(deps);
  const chapterCreates = createChapterCreates();
  const scope = (input: { profileId?: string }, signal?: AbortSignal) =>
    scopeFor(deps, registry, input.profileId, signal);

  return {
    'community.channels': async (input, { signal }) => channelOverview(await scope(input, signal), input),
    'community.posts': async (input, { signal }) => listPostPage(await scope(input, signal), input),
    'community.exportPostsCsv': async (input, { signal }) => exportPosts(await scope(input, signal), input),
    'community.accessOptions': async (input, { signal }) => accessOptions(await scope(input, signal)),
    'community.createGroup': async (input, { signal }) => createGroup(await scope(input, signal), input),
    'community.createChannel': async (input, { signal }) => createChannel(await scope(input, signal), input),
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
