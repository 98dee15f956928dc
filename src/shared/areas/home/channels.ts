import { z } from 'zod';
import { ErrorKind } from '../../errors';
import { JobKindName } from '../bulk-jobs/kinds/common/spec';
import { isValidZone } from '../video-calls/domain/local-time';

/** The zone the page reads times in: the calls' window and their times are read in it. */
const ZoneName = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(isValidZone, 'Not a time zone: use an IANA name such as Asia/Kolkata');

/** A problem one part of a card met: what to tell the person, and its kind (network, auth, …). */
export const HomeProblem = z.object({ kind: ErrorKind, message: z.string() });
export type HomeProblem = z.infer<typeof HomeProblem>;

/** Whether the profile's service answered Home's last read of it, and when that was asked. */
export const HomeService = z.discriminatedUnion('state', [
  z.object({ state: z.literal('answers'), askedAt: z.string() }),
  z.object({ state: z.literal('fails'), askedAt: z.string(), problem: HomeProblem }),
]);
export type HomeService = z.infer<typeof HomeService>;

/** A call starting (or going on) in the coming 24 hours. */
export const HomeCall = z.object({
  id: z.string(),
  title: z.string(),
  fromTime: z.string(),
  toTime: z.string(),
  status: z.string(),
  /** The call's own zone when the service's list carries it, else the zone the list was read in. */
  zone: z.string(),
  zoneOfCall: z.boolean(),
});
export type HomeCall = z.infer<typeof HomeCall>;

export const HomeJob = z.object({
  id: z.string(),
  kind: JobKindName,
  fileName: z.string(),
  /** `interrupted`: was running when the console stopped, and no runner holds it now. */
  status: z.enum(['running', 'paused', 'interrupted']),
  statusReason: z.string().optional(),
  total: z.number().int(),
  /** Rows with an outcome (succeeded, failed, skipped, uncertain). */
  done: z.number().int(),
});
export type HomeJob = z.infer<typeof HomeJob>;

export const HomeDraft = z.object({
  id: z.string(),
  mangoId: z.string(),
  title: z.string(),
  state: z.string(),
  /**
   * How the service's Mango compares with the one the draft was based on: `changed` (it moved since),
   * `same`, `gone` (the service no longer has it), `unchecked` (not read: the read failed, or the draft
   * belongs to earlier sandbox data).
   */
  mango: z.enum(['same', 'changed', 'gone', 'unchecked']),
  /** The labels of the fields that moved on the service (those the draft changes first). */
  changedFields: z.array(z.string()),
  earlierSandboxData: z.boolean().optional(),
});
export type HomeDraft = z.infer<typeof HomeDraft>;

/** One profile's card: everything Home shows of it, each part with its own problem so one never hides another. */
export const HomeCard = z.object({
  profileId: z.string(),
  name: z.string(),
  kind: z.enum(['live', 'sandbox']),
  whitelabelHost: z.string(),
  service: HomeService,
  calls: z.object({
    items: z.array(HomeCall),
    /** Calls in the window the card leaves out (it shows the first few). */
    more: z.number().int(),
    problem: HomeProblem.optional(),
  }),
  jobs: z.object({ items: z.array(HomeJob), problem: HomeProblem.optional() }),
  drafts: z.object({ items: z.array(HomeDraft), problem: HomeProblem.optional() }),
  /** When the service's part was read (the cache's time when it came from there). */
  readAt: z.string(),
  /** HTTP requests to the service this answer cost for this profile (0 when everything came from the cache). */
  reads: z.number().int().min(0),
  fromCache: z.boolean(),
});
export type HomeCard = z.infer<typeof HomeCard>;

export const HomeOverview = z.object({
  cards: z.array(HomeCard),
  /** The zone the calls' times were read in (the one the page asked for). */
  zone: z.string(),
  /** HTTP requests to the services this answer cost, all profiles together. */
  reads: z.number().int().min(0),
});
export type HomeOverview = z.infer<typeof HomeOverview>;

/** Home: every profile at once, without switching (issue 32). */
export const homeChannels = {
  /**
   * One card per profile. Reads are spread (a few profiles at a time) and cached per profile for a short
   * while; `refresh` reads again whatever the cache holds.
   */
  'home.overview': {
    reads: true,
    input: z.object({ timeZone: ZoneName, refresh: z.boolean().optional() }).strict(),
    output: HomeOverview,
  },
} as const;

export const homeEvents = {} as const;
