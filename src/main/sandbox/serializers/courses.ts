import type { SandboxCore } from '../context';
import type { CourseRecord, ModuleRecord } from '../fixture-schema';
import { mangoRefJson } from './mangoes';

/**
 * A course in the list (courses/listCoursesByCreator.json): `mangoes` as {_id, creator, title} objects and a
 * numeric `progress`; no `modules` and no `drip`. The list answers the creator (no subscriber), so progress
 * is 0.
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
