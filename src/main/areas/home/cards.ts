import type { HomeCall, HomeDraft, HomeJob, HomeProblem } from '../../../shared/areas/home/channels';
import type { JobSummary } from '../../../shared/areas/bulk-jobs/channels';
import type { MangoDraft } from '../../../shared/areas/mangoes/domain/draft';
import { fieldAt } from '../../../shared/areas/mangoes/domain/fields';
import { getAt } from '../../../shared/areas/mangoes/domain/json';
import { compareThreeWay } from '../../../shared/areas/mangoes/domain/three-way';
import type { Mango } from '../../../shared/contract/mangoes';
import type { VideoCallList } from '../../../shared/contract/video-calls';
import { AppFailure } from '../../../shared/errors';

/** How far ahead Home looks for calls, and how many it lists on a card before "and N more". */
export const CALL_WINDOW_MS = 24 * 60 * 60 * 1000;
export const CALLS_SHOWN = 5;

/** A failure as a card shows it: the typed error's own words, or a plain sentence for anything else. */
export function problemOf(error: unknown): HomeProblem {
  if (error instanceof AppFailure) return { kind: error.error.kind, message: error.error.message };
  return { kind: 'internal', message: 'The console could not read this part. Details are in the log.' };
}

/**
 * The calls of a list answer that start in the next 24 hours or are going on now, soonest first. The list
 * leaves out a call's own zone on the documented service; a list that carries it is used, otherwise the
 * start is shown in the zone the list was read in (`zoneOfCall: false`): no extra read per call.
 */
export function callsInWindow(
  answer: VideoCallList,
  now: number,
  readZone: string,
): { items: HomeCall[]; more: number } {
  const due: HomeCall[] = [];
  const seen = new Set<string>();
  for (const day of answer.data) {
    for (const call of day.calls) {
      if (!call.fromTime || !call.toTime || seen.has(call._id)) continue;
      const from = Date.parse(call.fromTime);
      const to = Date.parse(call.toTime);
      if (!(to > now && from < now + CALL_WINDOW_MS)) continue;
      seen.add(call._id);
      const own = (call as { timezoneName?: unknown }).timezoneName;
      const zone = typeof own === 'string' && own.length > 0 ? own : undefined;
      due.push({
        id: call._id,
        title: call.title ?? '(untitled call)',
        fromTime: call.fromTime,
        toTime: call.toTime,
        status: call.status ?? 'upcoming',
        zone: zone ?? readZone,
        zoneOfCall: zone !== undefined,
      });
    }
  }
  due.sort((a, b) => a.fromTime.localeCompare(b.fromTime));
  return { items: due.slice(0, CALLS_SHOWN), more: Math.max(0, due.length - CALLS_SHOWN) };
}

const ACTIVE = new Set(['running', 'paused', 'interrupted']);

/** The jobs that still need someone: running, paused, or interrupted (left running by a stopped console). */
export function activeJobs(jobs: readonly JobSummary[]): HomeJob[] {
  return jobs
    .filter((job) => ACTIVE.has(job.status) && !job.earlierSandboxData)
    .map((job) => ({
      id: job.id,
      kind: job.kind,
      fileName: job.fileName,
      status: job.status as HomeJob['status'],
      ...(job.statusReason ? { statusReason: job.statusReason } : {}),
      total: job.total,
      done: job.total - job.counts.pending - job.counts.sending,
    }));
}

/**
 * How the service's Mango moved away from a draft's base, from one comparison: the moved paths, their
 * labels, and a signature (the service's values at those paths: the same change read again gives the same
 * signature, a further change a new one; null when nothing moved).
 */
export function mangoChange(draft: MangoDraft, mango: Mango) {
  const comparison = compareThreeWay(draft.base, mango, draft.changes);
  const paths = [
    ...comparison.conflicts.map((c) => c.path),
    ...comparison.already,
    ...comparison.movedElsewhere,
  ];
  const sorted = [...paths].sort();
  return {
    fields: paths.map((path) => fieldAt(path)?.label ?? path),
    signature:
      paths.length === 0 ? null : JSON.stringify(sorted.map((path) => [path, getAt(mango, path) ?? null])),
  };
}

/** What the service's copy of a draft's Mango says about the draft, from the Mangoes screen's own comparison. */
export type MangoFinding = { state: 'found'; mango: Mango } | { state: 'gone' } | { state: 'unread' };

/**
 * A draft waiting to be applied, compared with the service's Mango as the apply step compares it
 * (`compareThreeWay`): the Mango "changed" when any field moved away from the draft's base, whether the
 * draft touches it (a conflict, or already the drafted value) or not.
 */
export function draftLine(draft: MangoDraft, finding: MangoFinding, earlierSandboxData: boolean): HomeDraft {
  const line = {
    id: draft.id,
    mangoId: draft.mangoId,
    title: draft.title,
    state: draft.state,
    ...(earlierSandboxData ? { earlierSandboxData: true } : {}),
  };
  if (earlierSandboxData || finding.state === 'unread')
    return { ...line, mango: 'unchecked', changedFields: [] };
  if (finding.state === 'gone') return { ...line, mango: 'gone', changedFields: [] };
  const change = mangoChange(draft, finding.mango);
  return { ...line, mango: change.signature === null ? 'same' : 'changed', changedFields: change.fields };
}
