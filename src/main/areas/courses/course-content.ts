import type { ChannelArgs, ChannelOutput } from '../../../shared/bridge';
import type { KnownChapter } from '../../../shared/areas/courses/content-channels';
import type { Chapter } from '../../../shared/contract/courses';
import { AppFailure } from '../../../shared/errors';
import { coursePlan } from './courses';
import type { Handlers } from '../../platform/handlers';
import type { CommunityScope, ScopeOf } from '../community/registry';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The service stores the description as HTML: plain text becomes paragraphs, blank lines between them. */
export function descriptionHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

export async function createCourse(
  { client, options }: CommunityScope,
  input: ChannelArgs<'courses.create'>,
): Promise<ChannelOutput<'courses.create'>> {
  return client.createCourse(
    {
      body: {
        title: input.title,
        ...(input.description ? { description: descriptionHtml(input.description) } : {}),
        ...(input.mangoes.length ? { mangoes: input.mangoes } : {}),
        ...(input.coverImage ? { coverImage: input.coverImage } : {}),
      },
    },
    options,
  );
}

export async function updateModule(
  scope: CommunityScope,
  input: ChannelArgs<'courses.updateModule'>,
): Promise<ChannelOutput<'courses.updateModule'>> {
  const { client, registry, profileId, options, now } = scope;
  const module = await client.updateModule(
    { params: { moduleId: input.moduleId }, body: { title: input.title } },
    options,
  );
  await registry.rememberModule(profileId, {
    _id: input.moduleId,
    course: input.courseId,
    title: module.title ?? input.title,
    createdAt: module.createdAt ?? now.toISOString(),
  });
  return { module, plan: await coursePlan(scope, input.courseId) };
}

/** What the console remembers of a chapter: the answer where it has the field, else what was sent. */
export function known(
  chapter: Chapter,
  sent: Partial<Omit<KnownChapter, '_id' | 'updatedAt'>>,
  base: { module: string; course: string },
  now: Date,
): KnownChapter {
  const title = chapter.title ?? sent.title ?? '';
  const description = chapter.description ?? sent.description;
  const contentType = chapter.contentType ?? sent.contentType;
  const content = chapter.content ?? sent.content;
  const isFree = chapter.isFree ?? sent.isFree;
  return {
    _id: chapter._id,
    module: chapter.module ?? base.module,
    course: chapter.course ?? base.course,
    title,
    ...(description !== undefined ? { description } : {}),
    ...(contentType ? { contentType } : {}),
    ...(content ? { content } : {}),
    ...(isFree !== undefined ? { isFree } : {}),
    updatedAt: chapter.updatedAt ?? now.toISOString(),
  };
}

export async function updateChapter(
  { client, registry, profileId, options, now }: CommunityScope,
  input: ChannelArgs<'courses.updateChapter'>,
): Promise<ChannelOutput<'courses.updateChapter'>> {
  const before = await registry.chapter(profileId, input.chapterId);
  const chapter = await client.updateChapter(
    { params: { chapterId: input.chapterId }, body: input.changes },
    options,
  );
  const base = { module: before?.module ?? chapter.module ?? '', course: before?.course ?? input.courseId };
  const record = known(chapter, { ...before, ...input.changes }, base, now);
  if (record.module) await registry.rememberChapter(profileId, record);
  return { chapter, known: record };
}

/** A chapter the service no longer has (deleted elsewhere) leaves the local list too; the error still shows. */
export async function deleteChapter(
  { client, registry, profileId, options }: CommunityScope,
  input: ChannelArgs<'courses.deleteChapter'>,
): Promise<ChannelOutput<'courses.deleteChapter'>> {
  try {
    await client.deleteChapter({ params: { chapterId: input.chapterId } }, options);
  } catch (error) {
    if (error instanceof AppFailure && error.error.errorCode === 'CHAPTER_NOT_FOUND') {
      await registry.forgetChapter(profileId, input.chapterId);
    }
    throw error;
  }
  await registry.forgetChapter(profileId, input.chapterId);
  return { deleted: true, chapterId: input.chapterId };
}

/** Creating a course, renaming a module, and editing or deleting a chapter. */
export function courseContentHandlers(
  scope: ScopeOf,
): Pick<
  Handlers,
  'courses.create' | 'courses.updateModule' | 'courses.updateChapter' | 'courses.deleteChapter'
> {
  return {
    'courses.create': async (input, { signal }) => createCourse(await scope(input, signal), input),
    'courses.updateModule': async (input, { signal }) => updateModule(await scope(input, signal), input),
    'courses.updateChapter': async (input, { signal }) => updateChapter(await scope(input, signal), input),
    'courses.deleteChapter': async (input, { signal }) => deleteChapter(await scope(input, signal), input),
  };
}
