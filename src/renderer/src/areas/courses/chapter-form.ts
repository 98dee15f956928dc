import { z } from 'zod';
import type { ChapterChanges, KnownChapter } from '@shared/areas/courses/content-channels';
import { ChapterFields, chapterContentKinds } from '@shared/areas/courses/content-channels';
import { NewCourseFields } from '@shared/areas/courses/content-channels';

/** A field left blank is a field not sent: blank text is checked as absent, other text trimmed. */
const blankIsAbsent = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value);

export type ContentKind = (typeof chapterContentKinds)[number] | '';

/** The chapter fields as the form holds them: content and its type may be blank (no content). */
export const ChapterForm = ChapterFields.extend({
  contentType: z.preprocess(blankIsAbsent, ChapterFields.shape.contentType),
  content: z.preprocess(blankIsAbsent, ChapterFields.shape.content),
}).refine((v) => (v.content === undefined) === (v.contentType === undefined), {
  message: 'Give the content address and its type together (or neither)',
  path: ['content'],
});

export interface ChapterValues extends Record<string, unknown> {
  title: string;
  description: string;
  contentType: ContentKind;
  content: string;
  isFree: boolean;
}

export const emptyChapter: ChapterValues = {
  title: '',
  description: '',
  contentType: '',
  content: '',
  isFree: false,
};

export function valuesOf(chapter: KnownChapter): ChapterValues {
  const type = (chapterContentKinds as readonly string[]).includes(chapter.contentType ?? '')
    ? (chapter.contentType as ContentKind)
    : '';
  return {
    title: chapter.title,
    description: chapter.description ?? '',
    contentType: type,
    content: chapter.content ?? '',
    isFree: chapter.isFree ?? false,
  };
}

/** A new chapter's request: blank content is left out. */
export function newChapter(values: ChapterValues) {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    ...(values.contentType && values.content.trim()
      ? { contentType: values.contentType, content: values.content.trim() }
      : {}),
    isFree: values.isFree,
  };
}

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const shown = (value: string | boolean) =>
  typeof value === 'boolean' ? (value ? 'yes' : 'no') : value === '' ? '(none)' : value;

/**
 * What an edit changes, field by field, and the request that sends only those fields. Content and its type
 * travel together (the service requires it), so a change to either sends both.
 */
export function chapterDiff(
  before: ChapterValues,
  after: ChapterValues,
): { changes: FieldChange[]; request: ChapterChanges; blocked: string | null } {
  const changes: FieldChange[] = [];
  let blocked: string | null = null;
  const request: ChapterChanges = {};
  const text = (key: 'title' | 'description', label: string) => {
    if (before[key].trim() !== after[key].trim()) {
      changes.push({ field: label, before: shown(before[key].trim()), after: shown(after[key].trim()) });
      request[key] = after[key].trim();
    }
  };
  text('title', 'Title');
  text('description', 'Description');
  const removing = before.content.trim() !== '' && (after.content.trim() === '' || !after.contentType);
  if (removing) {
    blocked =
      'The service offers no way to remove a chapter’s content: give new content (address and type) instead.';
  } else if (before.contentType !== after.contentType || before.content.trim() !== after.content.trim()) {
    changes.push({
      field: 'Content',
      before: shown(before.contentType ? `${before.contentType}: ${before.content}` : ''),
      after: shown(after.contentType ? `${after.contentType}: ${after.content.trim()}` : ''),
    });
    if (after.contentType && after.content.trim()) {
      request.contentType = after.contentType;
      request.content = after.content.trim();
    }
  }
  if (before.isFree !== after.isFree) {
    changes.push({ field: 'Free preview', before: shown(before.isFree), after: shown(after.isFree) });
    request.isFree = after.isFree;
  }
  return { changes, request, blocked };
}

/** The new-course fields as the form holds them. */
export const CourseForm = NewCourseFields.extend({
  description: z.preprocess(blankIsAbsent, NewCourseFields.shape.description),
  coverImage: z.preprocess(blankIsAbsent, NewCourseFields.shape.coverImage),
});

export interface CourseValues extends Record<string, unknown> {
  title: string;
  description: string;
  mangoes: string[];
  coverImage: string;
}
