import type { Clock } from '../../platform/api/clock';
import {
  forEachLimited,
  type LookupClient,
} from '../../../shared/areas/bulk-jobs/kinds/common/customer-check';
import type { JobFile } from './job-store';
import { jobKind } from '../../../shared/areas/bulk-jobs/kinds';
import type { JobRunner } from './runner';

/**
 * Settles uncertain rows by asking the service, never by re-sending: a row whose effect is in place (a
 * migrated person is a customer of the Mango, a revoked one is not) succeeded; a row whose effect is not
 * was not applied and becomes a failed row the person can retry. Before trusting the check, a row this
 * job settled for sure is checked: if even that one does not read as in place, the host does not really
 * offer the reads, and the rows stay uncertain for the person to re-send or skip.
 */
export async function resolveUncertainRows(
  runner: JobRunner,
  job: JobFile,
  targets: readonly number[],
  client: LookupClient,
  clock: Clock,
): Promise<string> {
  if (targets.length === 0) return 'There are no uncertain rows to check.';
  const kind = jobKind(job.kind);
  const check = kind.check?.bind(kind);
  if (!check)
    return 'This kind of job cannot be checked on the service: re-send or skip the uncertain rows yourself.';
  const knownIndex = runner.rows.findIndex((row) => row.state === 'succeeded');
  const known = knownIndex >= 0 ? job.rows[knownIndex]?.body : undefined;
  if (known) {
    const probe = await check(client, known);
    if (probe.kind !== 'in_place') {
      const why =
        probe.kind === 'unknown'
          ? probe.message
          : `A row this job ${kind.spec.words.done} does not read as done.`;
      return `Cannot check on this host (${why}) Re-send or skip the uncertain rows yourself.`;
    }
  }
  let confirmed = 0;
  let notApplied = 0;
  let unchecked = 0;
  let reason: string | undefined;
  const at = () => new Date(clock.now()).toISOString();
  await forEachLimited(targets, 4, async (r) => {
    const body = job.rows[r]?.body;
    if (!body) return;
    const result = await check(client, body);
    if (result.kind === 'in_place') {
      confirmed += 1;
      await runner.resolve({
        t: 'succeeded',
        r,
        at: at(),
        res: result.outcome ?? { status: 'confirmed by lookup' },
        why: 'Confirmed by looking it up on the service: the earlier request was applied.',
      });
    } else if (result.kind === 'not_in_place') {
      notApplied += 1;
      await runner.resolve({
        t: 'failed',
        r,
        at: at(),
        err: 'Checked on the service: this row was not applied. Use "Retry failed rows" to send it again.',
        code: 'NOT_APPLIED',
      });
    } else {
      unchecked += 1;
      reason ??= result.message;
    }
  });
  const parts = [
    `${confirmed} confirmed as ${kind.spec.words.applied}`,
    `${notApplied} not ${kind.spec.words.applied} (now failed, ready to retry)`,
  ];
  if (unchecked > 0)
    parts.push(`${unchecked} could not be checked${reason ? ` (${reason})` : ''} and stay uncertain`);
  return `Checked ${targets.length} uncertain row(s): ${parts.join(', ')}.`;
}
