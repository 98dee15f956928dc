import { z } from 'zod';
import { ObjectId } from '../../contract/common';
import { Mango } from '../../contract/mangoes';
import { ActivityEntry } from '../activity/channels';
import { ProfileScoped } from '../../channels/common';
import { Changes, DraftState, MangoDraft, Normalised } from './domain/draft';

/** Mangoes (cached list and detail) and drafts of Mango changes (saved offline, applied later). */

export const DraftId = z.string().regex(/^[a-z0-9-]{1,64}$/, 'Not a draft id');

export const CachedMango = z.object({
  mango: Mango,
  fetchedAt: z.string(),
  /** The list no longer shows it, or a read answered MANGO_NOT_FOUND: deleted (or no longer ours). */
  gone: z.boolean().optional(),
});
export type CachedMango = z.infer<typeof CachedMango>;

export const MangoCacheView = z.object({
  profileId: z.string(),
  /** When the list was last read from the service; null before the first refresh. */
  refreshedAt: z.string().nullable(),
  mangoes: z.array(CachedMango),
});
export type MangoCacheView = z.infer<typeof MangoCacheView>;

export const MangoRead = z.object({
  mango: Mango,
  fetchedAt: z.string(),
  source: z.enum(['service', 'cache']),
  /** Why the cached copy is shown (the service could not be reached). */
  offlineReason: z.string().optional(),
});
export type MangoRead = z.infer<typeof MangoRead>;

export const RuleIssueSchema = z.object({
  path: z.string(),
  rule: z.number().int().optional(),
  severity: z.enum(['error', 'notice']),
  message: z.string(),
  errorCode: z.string().optional(),
});

export const DiffLineSchema = z.object({
  path: z.string(),
  label: z.string(),
  group: z.string(),
  before: z.unknown().optional(),
  after: z.json(),
  kind: z.enum(['set', 'clear']),
  weighty: z.boolean(),
  currency: z.string().max(8).optional(),
});

/** What the Drafts view lists: no snapshots, so 500 drafts stay light. */
export const DraftSummary = z.object({
  id: DraftId,
  mangoId: ObjectId,
  title: z.string(),
  state: DraftState,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** `Base price: 499 -> 399`, the first few changes (weighty ones first). */
  lines: z.array(z.string()),
  changeCount: z.number().int(),
  weighty: z.number().int(),
  errorMessage: z.string().optional(),
  /** Why a draft cannot be applied yet: the first rule it breaks. */
  blockedBy: z.string().optional(),
  conflicts: z.number().int(),
  note: z.string().optional(),
  uncertain: z.boolean().optional(),
  appliedAt: z.string().optional(),
  /** Drafted on sandbox data that a reset has since deleted: shown as such, never applied. */
  earlierSandboxData: z.boolean().optional(),
});
export type DraftSummary = z.infer<typeof DraftSummary>;

export const ConflictChoiceSchema = z.discriminatedUnion('choice', [
  z.object({ path: z.string(), choice: z.literal('mine') }).strict(),
  z.object({ path: z.string(), choice: z.literal('theirs') }).strict(),
  z.object({ path: z.string(), choice: z.literal('edit'), value: z.json() }).strict(),
]);

export const ApplyResult = z.object({
  draftId: DraftId,
  state: DraftState,
  message: z.string(),
});
export type ApplyResult = z.infer<typeof ApplyResult>;

export const HistoryEntry = z.object({
  id: z.string(),
  draftId: DraftId,
  profileId: z.string(),
  mangoId: ObjectId,
  title: z.string(),
  appliedAt: z.string(),
  lines: z.array(DiffLineSchema),
  normalised: z.array(Normalised),
  verifiedByReRead: z.boolean(),
  /** The operating-system account that applied it on this computer. */
  appliedBy: z.string().optional(),
  /** The PATCH as the activity log recorded it (null when the outcome was only confirmed by a re-read). */
  activity: ActivityEntry.nullable(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

const DraftWithIssues = z.object({ draft: MangoDraft, issues: z.array(RuleIssueSchema) });

const DraftSaveInput = ProfileScoped.extend({
  draftId: DraftId.optional(),
  mangoId: ObjectId,
  changes: Changes,
}).strict();

/** The part of `mangoes.saveDraft` the draft editor's form holds while a person types: the changes. */
export const DraftChangesForm = DraftSaveInput.pick({ changes: true });

export const mangoChannels = {
  /** The cached list (works offline) and when it was last refreshed. */
  'mangoes.list': { reads: true, input: ProfileScoped.strict(), output: MangoCacheView },
  /** Reads every page of the list from the service and caches it. */
  'mangoes.refresh': { reads: true, input: ProfileScoped.strict(), output: MangoCacheView },
  /** One Mango: fresh from the service when reachable (and cached), else the cached copy. */
  'mangoes.get': {
    reads: true,
    input: ProfileScoped.extend({ mangoId: ObjectId, preferCache: z.boolean().optional() }).strict(),
    output: MangoRead,
  },
  'mangoes.drafts': {
    reads: true,
    input: ProfileScoped.strict(),
    output: z.object({ drafts: z.array(DraftSummary) }),
  },
  'mangoes.getDraft': {
    reads: true,
    input: ProfileScoped.extend({ draftId: DraftId }).strict(),
    output: MangoDraft,
  },
  /**
   * Updates a draft's changes; nothing is sent. With no draftId it saves the Mango's one open draft of the
   * profile (its changes are added to the ones it holds), or creates it from the cached Mango.
   */
  'mangoes.saveDraft': {
    input: DraftSaveInput,
    output: DraftWithIssues,
  },
  'mangoes.deleteDraft': {
    input: ProfileScoped.extend({ draftId: DraftId }).strict(),
    output: z.object({ deleted: z.boolean() }),
  },
  /**
   * Keeps one of a Mango's open drafts and deletes its other open drafts (duplicates older versions
   * could make); applied drafts stay as history. Nothing is sent.
   */
  'mangoes.keepOneDraft': {
    input: ProfileScoped.extend({ draftId: DraftId }).strict(),
    output: z.object({ kept: DraftId, deleted: z.array(DraftId) }),
  },
  /** The rules' verdict, the diff and the PATCH body a set of changes would make. */
  'mangoes.validateDraft': {
    reads: true,
    input: ProfileScoped.extend({
      mangoId: ObjectId,
      draftId: DraftId.optional(),
      changes: Changes,
    }).strict(),
    output: z.object({
      issues: z.array(RuleIssueSchema),
      diff: z.array(DiffLineSchema),
      body: z.record(z.string(), z.json()),
    }),
  },
  /** Applies ready drafts one after another: fresh read, three-way check, PATCH, never a blind resend. */
  'mangoes.applyDrafts': {
    input: ProfileScoped.extend({ draftIds: z.array(DraftId).min(1).max(500) }).strict(),
    output: z.object({ results: z.array(ApplyResult) }),
  },
  /** Settles a conflicted draft field by field and rebases it on the server copy; nothing is sent. */
  'mangoes.resolveConflict': {
    input: ProfileScoped.extend({
      draftId: DraftId,
      choices: z.array(ConflictChoiceSchema).max(100),
    }).strict(),
    output: DraftWithIssues,
  },
  'mangoes.draftHistory': {
    reads: true,
    input: ProfileScoped.extend({
      mangoId: ObjectId.optional(),
      limit: z.number().int().min(1).max(2000).optional(),
    }).strict(),
    output: z.object({ entries: z.array(HistoryEntry) }),
  },
} as const;

export const mangoEvents = {
  /** A draft was saved, deleted or changed state (apply progress); the Drafts view refreshes. */
  'mangoes.draftsChanged': z.object({ profileId: z.string(), draftIds: z.array(z.string()) }),
  /** The cached list of a profile changed (refresh or a fresh read). */
  'mangoes.cacheUpdated': z.object({ profileId: z.string(), refreshedAt: z.string().nullable() }),
  /**
   * A read of the service (Home's) found that a draft's Mango moved away from what the draft was made
   * from; sent once per draft and state of the service's Mango (`signature`: its values at the fields that
   * moved). The desktop notifies it (`domain/draft-notices.ts`).
   */
  'mangoes.draftMangoChanged': z.object({
    profileId: z.string(),
    profileName: z.string(),
    draftId: z.string(),
    mangoId: z.string(),
    title: z.string(),
    fields: z.array(z.string()),
    signature: z.string(),
  }),
} as const;
