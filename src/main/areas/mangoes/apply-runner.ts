import { userInfo } from 'node:os';
import type { ApplyResult } from '../../../shared/areas/mangoes/channels';
import type { Mango } from '../../../shared/contract/mangoes';
import {
  diffDraft,
  diffLineText,
  effectiveChanges,
  type MangoDraft,
} from '../../../shared/areas/mangoes/domain/draft';
import { composeMessage, CONTEXTS } from '../../../shared/messages';
import { fieldAt } from '../../../shared/areas/mangoes/domain/fields';
import { getAt, jsonEqual } from '../../../shared/areas/mangoes/domain/json';
import { buildPatchBody } from '../../../shared/areas/mangoes/domain/patch';
import { hasErrors, validateChanges } from '../../../shared/areas/mangoes/domain/rules';
import { compareThreeWay, holdsDraftedValues } from '../../../shared/areas/mangoes/domain/three-way';
import { AppFailure, type AppError } from '../../../shared/errors';
import type { ApiClient } from '../../platform/api';
import { createLogger } from '../../platform/logging/logger';
import { markBusy } from '../../platform/busy';
import type { ServiceDeps } from '../deps';
import { openDraftsOf, type DraftsStore } from './drafts-store';
import type { HistoryLog } from './history-log';
import type { MangoCache } from './mango-cache';
import { isAmbiguous, isMangoGone, problemsFor } from './service-errors';

const log = createLogger('mangoes');

/** Who applied it, for the history: the account signed in on this computer (none when unreadable). */
const operator = (() => {
  try {
    return userInfo().username;
  } catch {
    return undefined;
  }
})();

export interface ApplyDeps {
  drafts: DraftsStore;
  cache: MangoCache;
  history: HistoryLog;
  activityLog: ServiceDeps['activityLog'];
  now: () => Date;
  /** Called after every state change of a draft (the Drafts view follows along). */
  changed: (profileId: string, draftIds: string[]) => void;
}

const asError = (caught: unknown): AppError =>
  caught instanceof AppFailure
    ? caught.error
    : { kind: 'internal', message: 'Applying the draft failed unexpectedly.' };

/** `Base price is 499 (drafted 399)` for each field the server does not hold as drafted. */
function describeFound(draft: MangoDraft, server: Mango): string {
  return Object.entries(effectiveChanges(draft.base, draft.changes))
    .filter(([path, value]) => !jsonEqual(getAt(server, path), value))
    .map(
      ([path, value]) =>
        `${fieldAt(path)?.label ?? path} is ${JSON.stringify(getAt(server, path) ?? null)} (drafted ${JSON.stringify(value)})`,
    )
    .join('; ');
}

/**
 * Applies drafts like a saved plan: read the Mango fresh, compare base / server / mine per field, stop on
 * a conflict, send only the drafted paths, and never resend when the outcome is unknown (spec rule 9): re-read
 * instead and decide from what the service holds.
 */
export function createApplyRunner(deps: ApplyDeps) {
  const running = new Set<string>();
  const iso = () => deps.now().toISOString();

  async function save(
    draft: MangoDraft,
    patch: Partial<MangoDraft>,
    clear: (keyof MangoDraft)[] = [],
  ): Promise<MangoDraft> {
    const next = await deps.drafts.update(draft.profileId, draft.id, (current) => {
      const merged: MangoDraft = { ...current, ...patch, updatedAt: iso() };
      for (const key of clear) delete merged[key];
      return merged;
    });
    deps.changed(draft.profileId, [draft.id]);
    return next;
  }

  async function markApplied(
    draft: MangoDraft,
    returned: Mango,
    verifiedByReRead: boolean,
    note?: string,
  ): Promise<ApplyResult> {
    const asked = effectiveChanges(draft.base, draft.changes);
    const lines = diffDraft(draft.base, draft.changes);
    const normalised = Object.entries(asked)
      .filter(([path, value]) => !jsonEqual(getAt(returned, path), value))
      .map(([path, value]) => ({ path, asked: value, returned: getAt(returned, path) }));
    const at = iso();
    const activity = (
      await deps.activityLog.read({ profileId: draft.profileId, operation: 'updateMango', limit: 50 })
    ).find((entry) => entry.path.endsWith(`/${draft.mangoId}`));
    await save(
      draft,
      {
        state: 'applied',
        base: returned,
        baseFetchedAt: at,
        applied: { at, asked, lines: lines.map(diffLineText), returned, normalised, verifiedByReRead },
        ...(note ? { note } : {}),
      },
      ['uncertain', 'error', 'problems', 'conflicts', 'server', ...(note ? [] : (['note'] as const))],
    );
    await deps.cache.put(draft.profileId, returned, at);
    await deps.history.append({
      id: `${draft.id}-${Date.parse(at)}`,
      draftId: draft.id,
      profileId: draft.profileId,
      mangoId: draft.mangoId,
      title: returned.title ?? draft.title,
      appliedAt: at,
      lines,
      normalised,
      verifiedByReRead,
      ...(operator ? { appliedBy: operator } : {}),
      activity: activity ?? null,
    });
    const message = verifiedByReRead ? (note ?? 'Applied (confirmed by a re-read).') : 'Applied.';
    return { draftId: draft.id, state: 'applied', message };
  }

  /** The answer was lost: re-read, and mark applied only if every drafted value is in place. */
  async function settleUnknown(client: ApiClient, draft: MangoDraft, cause: string): Promise<ApplyResult> {
    let server: Mango;
    try {
      server = await client.getMango({ params: { mangoId: draft.mangoId } });
    } catch (caught) {
      const error = asError(caught);
      const message = `${cause} The Mango could not be re-read (${error.message}), so the outcome is still unknown. The console will check again before sending anything.`;
      await save(draft, {
        state: 'failed',
        uncertain: true,
        error: { ...error, outcome: 'unknown' },
        note: message,
      });
      return { draftId: draft.id, state: 'failed', message };
    }
    await deps.cache.put(draft.profileId, server, iso());
    if (holdsDraftedValues(draft.base, server, draft.changes)) {
      const note = `${cause} A re-read shows the service already holds every drafted value, so it was not sent again.`;
      return markApplied(draft, server, true, note);
    }
    const note = `${cause} A re-read shows the change is not in place (${describeFound(draft, server)}). Nothing was sent again; apply again only if you still want it (sending an update twice can repeat what it does, such as renaming the room).`;
    await save(draft, { state: 'ready', note }, ['uncertain', 'error']);
    return { draftId: draft.id, state: 'ready', message: note };
  }

  /** While an apply runs, quitting asks first (the quit guard reads the busy registry). */
  async function applyOne(client: ApiClient, profileId: string, draftId: string): Promise<ApplyResult> {
    const release = markBusy('draft-apply', draftId);
    try {
      return await applyOneNow(client, profileId, draftId);
    } finally {
      release();
    }
  }

  async function applyOneNow(client: ApiClient, profileId: string, draftId: string): Promise<ApplyResult> {
    let draft = await deps.drafts.get(profileId, draftId);
    const result = (state: MangoDraft['state'], message: string): ApplyResult => ({
      draftId,
      state,
      message,
    });
    // Sent before and never answered (lost connection, or a crash after the write-ahead mark): check only.
    if (draft.uncertain)
      return settleUnknown(client, draft, 'An earlier apply was sent and its answer never arrived.');
    if (draft.state === 'applied') return result('applied', 'Already applied.');
    if (draft.state === 'conflict') return result('conflict', 'Resolve the conflicts first.');
    const open = openDraftsOf(await deps.drafts.all(profileId), draft.mangoId);
    if (open.length > 1)
      return result(
        draft.state,
        `Not sent: this Mango has ${open.length} drafts, and applying them one after the other would overwrite your own changes. Keep one of them first.`,
      );
    if (hasErrors(validateChanges(draft.base, draft.changes)))
      return result(
        draft.state,
        'Not sent: some changes cannot be saved as they are; fix the marked fields first.',
      );

    draft = await save(draft, { state: 'applying' }, ['error', 'problems', 'note', 'conflicts', 'server']);
    let fresh: Mango;
    try {
      fresh = await client.getMango({ params: { mangoId: draft.mangoId } });
    } catch (caught) {
      const error = asError(caught);
      if (isMangoGone(error)) {
        await deps.cache.markGone(profileId, draft.mangoId, iso());
        const message =
          'The Mango was deleted (or no longer belongs to this creator) since the draft was made: nothing was sent, and the draft is kept.';
        await save(draft, {
          state: 'failed',
          error: { ...error, message },
          problems: problemsFor(error, []),
        });
        return result('failed', message);
      }
      await save(draft, { state: 'ready', error });
      return result('ready', composeMessage({ context: CONTEXTS.freshCopyUnread, cause: error.message }));
    }
    await deps.cache.put(profileId, fresh, iso());

    const comparison = compareThreeWay(draft.base, fresh, draft.changes);
    if (comparison.conflicts.length > 0) {
      const labels = comparison.conflicts.map((c) => fieldAt(c.path)?.label ?? c.path).join(', ');
      const message = `Changed on the service since the draft was made: ${labels}. Choose what to keep; nothing was sent.`;
      await save(draft, { state: 'conflict', conflicts: comparison.conflicts, server: fresh, note: message });
      return result('conflict', message);
    }
    const issues = validateChanges(fresh, draft.changes);
    if (hasErrors(issues)) {
      const problems = issues
        .filter((i) => i.severity === 'error')
        .map(({ path, message, rule }) => ({ path, message, ...(rule ? { rule } : {}) }));
      const message = `Not sent: on the Mango as it is now, a change cannot be saved (${problems[0]?.message ?? ''}).`;
      await save(draft, { state: 'failed', problems, error: { kind: 'validation', message } });
      return result('failed', message);
    }
    const body = buildPatchBody(fresh, draft.changes);
    if (Object.keys(body).length === 0)
      return markApplied(
        draft,
        fresh,
        true,
        'The service already held every drafted value: nothing was sent.',
      );

    // Write-ahead: if the process dies after sending, the draft says "check before resending".
    draft = await save(draft, { uncertain: true });
    try {
      const returned = await client.updateMango({ params: { mangoId: draft.mangoId }, body: body as never });
      return await markApplied(draft, returned, false);
    } catch (caught) {
      const error = asError(caught);
      if (isAmbiguous(error)) {
        log.warn('a Mango update has an unknown outcome; re-reading instead of resending', {
          mangoId: draft.mangoId,
        });
        return settleUnknown(
          client,
          draft,
          `The update was sent but its answer was lost (${error.message}).`,
        );
      }
      if (error.kind === 'validation') {
        await save(draft, { state: 'failed', error, problems: problemsFor(error, []) }, ['uncertain']);
        return result('failed', error.message);
      }
      if (error.outcome === 'not_sent') {
        await save(draft, { state: 'ready', error }, ['uncertain']);
        return result('ready', composeMessage({ context: CONTEXTS.notSent, cause: error.message }));
      }
      if (isMangoGone(error)) await deps.cache.markGone(profileId, draft.mangoId, iso());
      await save(
        draft,
        {
          state: 'failed',
          error,
          problems: problemsFor(error, Object.keys(effectiveChanges(fresh, draft.changes))),
        },
        ['uncertain'],
      );
      return result('failed', error.message);
    }
  }

  return {
    /** Applies the drafts one after another; a draft already being applied is left alone. */
    async apply(client: ApiClient, profileId: string, draftIds: readonly string[]): Promise<ApplyResult[]> {
      const results: ApplyResult[] = [];
      for (const draftId of draftIds) {
        const key = `${profileId}:${draftId}`;
        if (running.has(key)) {
          results.push({ draftId, state: 'applying', message: 'Already being applied.' });
          continue;
        }
        running.add(key);
        try {
          results.push(await applyOne(client, profileId, draftId));
        } catch (caught) {
          results.push({ draftId, state: 'failed', message: asError(caught).message });
        } finally {
          running.delete(key);
        }
      }
      return results;
    },
    isRunning: (profileId: string, draftId: string) => running.has(`${profileId}:${draftId}`),
  };
}
export type ApplyRunner = ReturnType<typeof createApplyRunner>;
