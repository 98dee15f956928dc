import { z } from 'zod';
import { IsoDateTime as Time, ObjectId as Id } from '../../shared/contract/common';

/*
 * Fixture records of course content, uploaded files and installed apps. The sandbox's own records, never the
 * client's response schemas (see ../fixture-schema.ts).
 */

/** A chapter of a module (courses/createChapter.json); content must be one of the creator's uploaded assets. */
export const ChapterRecord = z.object({
  _id: Id,
  creator: Id,
  course: Id,
  module: Id,
  title: z.string(),
  description: z.string(),
  content: z.string().nullable(),
  contentType: z.string().nullable(),
  isFree: z.boolean(),
  additionalContents: z.array(z.string()),
  /** Set by a delete (the answer is empty; the record is no longer served). */
  isDeleted: z.boolean().optional(),
  createdAt: Time,
  updatedAt: Time,
});

/** A file uploaded to the CDN ("userAsset"): chapter content and feed media must name one. */
export const UserAssetRecord = z.object({
  _id: Id,
  creator: Id,
  url: z.string(),
  type: z.enum(['video', 'image', 'audio', 'pdf']),
  fileName: z.string(),
  size: z.number(),
  /** Seconds, for video and audio. */
  duration: z.number().optional(),
});

/** A supported app installed on the dashboard (host/getAppConfigurations.json) and its allowed Mangoes. */
export const HostAppRecord = z.object({
  _id: Id,
  creator: Id,
  key: z.string(),
  allowedMangoes: z.array(Id),
});

export type ChapterRecord = z.infer<typeof ChapterRecord>;
export type UserAssetRecord = z.infer<typeof UserAssetRecord>;
export type HostAppRecord = z.infer<typeof HostAppRecord>;
