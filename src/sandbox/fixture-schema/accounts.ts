import { z } from 'zod';
import { IsoDateTime as Time, ObjectId as Id } from '../../shared/contract/common';

/*
 * Fixture records of creators and their customers (people). The sandbox's own records, never the client's
 * response schemas (see ../fixture-schema.ts).
 */

export const CreatorRecord = z.object({
  _id: Id,
  name: z.string(),
  email: z.string(),
  phone: z.number(),
  host: z.string(),
  userSlug: z.string(),
  country: z.string(),
  dialCode: z.string(),
  currency: z.string(),
  profilePicUrl: z.string(),
  /** A regular account is refused by white-label operations. */
  whitelabel: z.boolean(),
  /** Bearer access token of this creator. */
  accessToken: z.string(),
  apiKey: z.string(),
  features: z.object({
    community: z.boolean(),
    gamification: z.boolean(),
    drm: z.boolean(),
    /** Schedules ending after this instant are refused (null: no expiry). */
    webinarExpiresAt: Time.nullable(),
  }),
  /** True for a creator whose onboarding is unfinished: creating a course answers COURSE_USER_NOT_CREATOR. */
  onboardingIncomplete: z.boolean().optional(),
});

export const UserRecord = z.object({
  _id: Id,
  creator: Id,
  name: z.string(),
  email: z.string(),
  phone: z.number(),
  country: z.string(),
  dialCode: z.string(),
  profilePicUrl: z.string(),
  /** The refresh token the dashboard hands to an application (verify-token). */
  refreshToken: z.string().optional(),
  badges: z.array(Id),
  /**
   * The person's points ledger: one entry per award (the fixture's entries carry only type and score; those
   * assigned through the API also their id, description and date). Collective points sum it per type.
   */
  points: z.array(
    z.object({
      type: z.string(),
      score: z.number(),
      _id: Id.optional(),
      description: z.string().optional(),
      date: Time.optional(),
    }),
  ),
  score: z.object({ lifetime: z.number(), month: z.number(), week: z.number() }),
  createdAt: Time,
});

export type CreatorRecord = z.infer<typeof CreatorRecord>;
export type UserRecord = z.infer<typeof UserRecord>;
