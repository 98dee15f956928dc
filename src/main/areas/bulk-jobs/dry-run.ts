import { appFailure } from '../../../shared/errors';
import {
  checkMango,
  forEachLimited,
  type LookupClient,
} from '../../../shared/areas/bulk-jobs/kinds/common/customer-check';
import type { DryRunMark, ImportSession } from './import-store';
import { jobKind } from '../../../shared/areas/bulk-jobs/kinds';
import { ledgerMarkOf, rowKey } from './preview';

export interface DryRunResult {
  counts: Record<string, number>;
  message?: string;
}

/**
 * Checks each valid row without writing: is the Mango there and active, is the row's effect already in
 * place (kinds/: for a migration, is the person already a customer; for a revoke, are they not one). Reads
 * only (GET), so it is safe to run as often as wanted; the client's host limiter paces it.
 */
export async function dryRun(
  session: ImportSession,
  client: LookupClient,
  onProgress: (checked: number, total: number) => void,
  concurrency = 4,
  signal?: AbortSignal,
  readAt: () => Date = () => new Date(),
): Promise<DryRunResult> {
  const validation = session.validation;
  if (!validation) throw appFailure('conflict', 'Validate the file first.');
  // Rows an earlier job already sent are settled by the ledger (and counted as "sent before"): asking the
  // service about them again would only cost requests.
  const kind = jobKind(session.kind);
  const bodies = validation.result.checks.flatMap((c) =>
    c.body && !ledgerMarkOf(session.ledger, session, c.body) ? [c.body] : [],
  );
  const marks = new Map<string, DryRunMark>();
  const mangoIds = [...new Set(bodies.flatMap((b) => kind.spec.mangoOf(b) ?? []))];
  const mangoState = new Map<string, { ok: boolean; message?: string }>();
  for (const id of mangoIds) mangoState.set(id, await checkMango(client, id));

  let unavailable: string | undefined;
  let checked = 0;
  let lastReport = 0;
  await forEachLimited(bodies, concurrency, async (body) => {
    // Cancelled from the screen: stop before the next read (the reads in flight simply finish).
    signal?.throwIfAborted();
    const key = rowKey(session, body);
    const mangoId = kind.spec.mangoOf(body);
    const mango = mangoId ? mangoState.get(mangoId) : undefined;
    let mark: DryRunMark;
    if (mango && !mango.ok)
      mark = { verdict: 'mango_unavailable', note: mango.message ?? 'The Mango is not available.' };
    else if (unavailable) mark = { verdict: 'cannot_check', note: unavailable };
    else if (!kind.check)
      mark = {
        verdict: 'cannot_check',
        note: kind.spec.cannotCheck
          ? `Cannot check: ${kind.spec.cannotCheck}.`
          : 'This kind of job has nothing to check.',
      };
    else {
      const result = await kind.check(client, body, signal);
      if (result.kind === 'unknown' && result.unavailable) unavailable = result.message;
      mark =
        result.kind === 'in_place'
          ? {
              verdict: 'already_subscribed',
              note: `${kind.spec.words.skipVerdict}: already done on the service, skipped unless you include it.`,
            }
          : result.kind === 'not_in_place'
            ? { verdict: 'new' }
            : { verdict: 'cannot_check', note: result.message };
    }
    marks.set(key, { ...mark, at: readAt().toISOString() });
    checked += 1;
    const now = Date.now();
    if (now - lastReport > 200 || checked === bodies.length) {
      lastReport = now;
      onProgress(checked, bodies.length);
    }
  });
  session.dryRun = marks;
  const counts: Record<string, number> = {};
  for (const mark of marks.values()) counts[mark.verdict] = (counts[mark.verdict] ?? 0) + 1;
  return {
    counts,
    ...(unavailable
      ? { message: `${unavailable} Rows could not be checked; they will be sent as new.` }
      : {}),
  };
}
