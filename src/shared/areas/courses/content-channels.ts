import { z } from 'zod';
import { ObjectId } from '../../contract/common';

/**
 * Field schemas of the course, module and chapter forms. The channel inputs (community.ts) and the
 * screen's forms check with the same schemas, so a form says exactly what main would refuse.
 */
const HttpUrl = z.url({ protocol: /^https?$/, message: 'Use a full http(s):// address' });

export const NewCourseFields = z.object({
  title: z.string().trim().min(1, 'Give the course a title').max(300, 'Keep the title under 300 characters'),
  /** HTML, as the service stores it; the form sends plain text wrapped in a paragraph. */
  description: z.string().trim().max(20_000).optional(),
  mangoes: z.array(ObjectId).max(100).default([]),
  coverImage: HttpUrl.optional(),
});
export type NewCourseFields = z.input<typeof NewCourseFields>;

export const ModuleTitleFields = z.object({
  title: z.string().trim().min(1, 'A module title cannot be empty').max(300),
});

/** Video, audio, image or PDF content: the address of a file uploaded to the CDN first. */
export const chapterContentKinds = ['video', 'audio', 'image', 'pdf'] as const;

const contentPair = <T extends { content?: string | undefined; contentType?: string | undefined }>(b: T) =>
  (b.content === undefined) === (b.contentType === undefined);
const pairMessage = {
  message: 'Give the content address and its type together (or neither)',
  path: ['content'],
};

export const ChapterFields = z.object({
  title: z.string().trim().min(1, 'Give the chapter a title').max(300),
  description: z.string().trim().min(1, 'Give the chapter a description').max(20_000),
  contentType: z.enum(chapterContentKinds).optional(),
  content: HttpUrl.optional(),
  isFree: z.boolean().optional(),
});

export const NewChapterFields = ChapterFields.refine(contentPair, pairMessage);
export type NewChapterFields = z.input<typeof NewChapterFields>;

/** Only what changed; an empty change is refused before anything is sent. */
export const ChapterChanges = ChapterFields.partial()
  .refine(contentPair, pairMessage)
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'Nothing to change: edit a field first',
  });
export type ChapterChanges = z.input<typeof ChapterChanges>;

/** What the console keeps of a chapter it sent: where it is and what it says. */
const ChapterSent = {
  module: ObjectId,
  course: ObjectId,
  title: z.string(),
  description: z.string().optional(),
  contentType: z.string().optional(),
  content: z.string().optional(),
  isFree: z.boolean().optional(),
};

/** A chapter this console added or edited: the service has no operation that lists a module's chapters. */
export const KnownChapter = z.object({
  _id: ObjectId,
  ...ChapterSent,
  updatedAt: z.string(),
});
export type KnownChapter = z.infer<typeof KnownChapter>;

/**
 * A chapter create whose answer never came (lost connection, timeout, 5xx, a crash while sending): the
 * service may or may not hold the chapter, and it has no operation that lists a module's chapters. The
 * console keeps what it sent until the person settles it: it was created (with the id they found) or not.
 */
export const UnconfirmedChapter = z.object({
  intentId: z.uuid(),
  ...ChapterSent,
  /** When the create was sent (UTC ISO). */
  sentAt: z.string(),
});
export type UnconfirmedChapter = z.infer<typeof UnconfirmedChapter>;

/** How an unconfirmed chapter is settled: the service has it (under this id), or it does not. */
export const ChapterSettlement = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('created'), chapterId: ObjectId }),
  z.object({ outcome: z.literal('not_created') }),
]);
export type ChapterSettlement = z.infer<typeof ChapterSettlement>;

/** Titles compared as a person reads them: spaces collapsed, letter case ignored. */
export const sameChapterTitle = (a: string, b: string): boolean =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();
