import type { Clock } from '../../api/clock';
import { checkCustomer, forEachLimited, type LookupClient } from './customer-check';
import type { JobFile } from './job-store';
import type { JobRunner } from './runner';

/**
 * Settles uncertain rows by asking the service, never by re-sending: a row whose customer now holds an
 * active subscription to the Mango succeeded; a row whose customer does not was not applied and becomes
 * a failed row the person can retry. Before trusting "user not found", a customer this job added for sure
 * is looked up: if even that one is "not found", the host does not really offer the lookup, and the rows
 * stay uncertain for the person to re-send or skip.
 */
export async function resolveUncertainRows(
  runner: JobRunner,
  job: JobFile,
  targets: readonly number[],
  client: LookupClient,
  clock: Clock,
): Promise<string> {
  if (targets.length === 0) return 'There are no uncertain rows to check.';
  const knownIndex = runner.rows.findIndex((row) => row.state === 'succeeded');
  const known = knownIndex >= 0 ? job.rows[knownIndex]?.body : undefined;
  if (known) {
    const probe = await checkCustomer(client, known.email, known.mangoId);
    if (probe.kind !== 'subscribed') {
      const why =
        probe.kind === 'unavailable' || probe.kind === 'error'
          ? probe.message
          : 'A customer this job added is not found by the lookup.';
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
    const result = await checkCustomer(client, body.email, body.mangoId);
    if (result.kind === 'subscribed') {
      confirmed += 1;
      await runner.resolve({
        t: 'succeeded',
        r,
        at: at(),
        res: {
          userId: result.userId,
          ...(result.subscriptionId ? { subscriptionId: result.subscriptionId } : {}),
          status: 'confirmed by lookup',
        },
        why: 'Confirmed by looking the customer up on the service: the earlier request was applied.',
      });
    } else if (result.kind === 'not_subscribed') {
      notApplied += 1;
      await runner.resolve({
        t: 'failed',
        r,
        at: at(),
        err: 'Checked on the service: this customer was not added. Use "Retry failed rows" to send it again.',
        code: 'NOT_APPLIED',
      });
    } else {
      unchecked += 1;
      reason ??= result.message;
    }
  });
  const parts = [`${confirmed} confirmed as added`, `${notApplied} not added (now failed, ready to retry)`];
  if (unchecked > 0)
    parts.push(`${unchecked} could not be checked${reason ? ` (${reason})` : ''} and stay uncertain`);
  return `Checked ${targets.length} uncertain row(s): ${parts.join(', ')}.`;
}
