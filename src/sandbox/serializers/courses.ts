import type { SandboxCore } from '../context';
import type { ChapterRecord, CourseRecord, ModuleRecord } from '../fixture-schema';
import { mangoRefJson } from './mangoes';

/**
 * A course in the list (courses/listCoursesByCreator.json): `mangoes` as {_id, creator, title} objects and a
 * numeric `progress`. The list answers the creator (no subscriber), so progress is 0.
 *
 * Plus `modules` (ids) and `drip`, which the documented example does not show: the console's drip
 * follow-up after a new module reads them where a service sends them, and says the drip mode is unknown
 * where it does not (as the documented answer would make it). Kept so the sandbox can demonstrate the
 * follow-up; listed as extras in tests/integration/sandbox/docs-dialect-shape.ts.
 */
export function courseListItemJson(core: SandboxCore, c: CourseRecord) {
  return {
    _id: c._id,
    title: c.title,
    description: c.description,
    coverImage: c.coverImage,
    isPublished: c.isPublished,
    mangoes: c.mangoes.flatMap((id) => {
      const mango = core.state.byId('mangoes', id);
      return mango ? [mangoRefJson(mango)] : [];
    }),
    progress: 0,
    modules: c.modules,
    ...(c.drip ? { drip: c.drip } : {}),
  };
}

/**
 * The course an update answers (courses/updateCourse.json): bare, `mangoes` and `modules` as id strings,
 * settings with `enableDRM`. Plus `drip`, the console's assumed contract for drip updates
 * (public-contracts.md B, "Update Course drip ... the course"), which the docs page does not mention.
 */
export function courseJson(core: SandboxCore, c: CourseRecord) {
  const modules = c.modules
    .map((id) => core.state.byId('modules', id))
    .filter((m): m is ModuleRecord => m !== undefined);
  const chapters = modules.flatMap((m) => m.chapters);
  const createdAt = c.createdAt ?? modules.map((m) => m.createdAt).sort()[0] ?? core.clock.nowIso();
  const updatedAt =
    c.updatedAt ??
    modules
      .map((m) => m.updatedAt)
      .sort()
      .at(-1) ??
    createdAt;
  return {
    _id: c._id,
    title: c.title,
    description: c.description,
    coverImage: c.coverImage,
    modules: c.modules,
    creator: c.creator,
    isPublished: c.isPublished,
    publishDate: createdAt,
    firstChapter: chapters[0] ?? null,
    secondChapter: chapters[1] ?? null,
    moduleTerminology: 'Section',
    createdAt,
    updatedAt,
    mangoes: c.mangoes,
    defaultVideoChapterThumbnail: c.coverImage,
    settings: {
      validityInDays: null,
      showAsLocked: { mangoToSell: null, mangoesToShowAsPaid: [] },
      enableDRM: c.drm,
      disableQna: false,
      disableComments: false,
    },
    drip: c.drip,
  };
}

/** courses/createCourseModule.json: the bare module, chapters as ids. */
export function moduleJson(m: ModuleRecord) {
  return {
    createdAt: m.createdAt,
    updatedAt: m.updatedAt,
    _id: m._id,
    title: m.title,
    creator: m.creator,
    course: m.course,
    chapters: m.chapters,
  };
}

/**
 * A chapter (courses/createChapter.json, updateChapter.json): the bare chapter. File name, size and duration
 * come from the uploaded asset; a chapter without content, assignment or embed sends null there.
 */
export function chapterJson(core: SandboxCore, c: ChapterRecord) {
  const asset = c.content
    ? core.state.data.userAssets.find((a) => a.creator === c.creator && a.url === c.content)
    : undefined;
  const video = c.contentType === 'video' && c.content ? c.content : null;
  return {
    _id: c._id,
    title: c.title,
    description: c.description,
    content: c.content,
    contentType: c.contentType,
    contentFileName: asset?.fileName ?? null,
    contentSize: asset?.size ?? null,
    module: c.module,
    creator: c.creator,
    course: c.course,
    compressedVideoUrl: video ? video.replace(/(\.\w+)?$/, '-compressed$1') : null,
    totalDuration: asset?.duration ?? 0,
    assignment: null,
    customThumbnail: false,
    embeddedLink: null,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    defaultThumbnail: video ? `${video}.thumbnail.jpg` : null,
    isFree: c.isFree,
    additionalContents: c.additionalContents,
  };
}
