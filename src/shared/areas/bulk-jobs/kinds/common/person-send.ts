import { AppFailure } from '../../../../errors';
import { decideFromError, type RowDecision } from './row-decision';
import { sender, type JobClient } from './job';

/**
 * Emails looked up in the last ten minutes, per job client (one per profile): a file naming one person in
 * many rows asks once, and a later job asks again.
 */
const known = new WeakMap<JobClient, Map<string, { userId: string; at: number }>>();
const KNOWN_FOR_MS = 10 * 60_000;

/**
 * The user id a row acts on: its own, or the one the lookup by its email finds (read just before the write,
 * so nothing is written when it fails). A person the service does not know fails the row with what to do;
 * a refusal (4xx) fails it with the service's reason; a 429, an unsent lookup, a server error, a reset or
 * a timeout sends it back to the queue, because a read wrote nothing: a run of them pauses the job.
 */
export async function resolvePerson(
  client: JobClient,
  body: { userId?: string | undefined; email?: string | undefined },
  signal?: AbortSignal,
): Promise<{ userId: string } | { decision: RowDecision }> {
  if (body.userId) return { userId: body.userId };
  const email = (body.email ?? '').trim().toLowerCase();
  const cache = known.get(client) ?? new Map<string, { userId: string; at: number }>();
  known.set(client, cache);
  const cached = cache.get(email);
  if (cached && Date.now() - cached.at < KNOWN_FOR_MS) return { userId: cached.userId };
  try {
    const user = await sender(client, 'lookupUser')({ query: { email } }, { signal, expected: 'not-found' });
    if (!user._id) return { decision: failed(`The lookup of ${email} answered without a user id.`) };
    const userId = user._id.toLowerCase();
    cache.set(email, { userId, at: Date.now() });
    return { userId };
  } catch (error) {
    const failure = error instanceof AppFailure ? error.error : undefined;
    if (failure?.errorCode === 'NOT_AVAILABLE_ON_HOST')
      return {
        decision: failed(
          'This host does not offer the lookup by email: give the person’s user id instead (Customers shows it).',
        ),
      };
    if (failure?.status === 404)
      return {
        decision: failed(
          `No person with the email ${email} on the service: check the address, or add them first (Customers → Add a person).`,
        ),
      };
    const decision = decideFromError(error);
    if (decision.kind === 'requeue') return { decision };
    if (decision.kind === 'failed' && !decision.serverError) return { decision };
    const why = decision.kind === 'succeeded' ? 'no answer' : decision.reason;
    // A server error, a reset, a timeout or a gateway error on a read: nothing was written, so it is safe
    // to ask again (a run of them pauses the job).
    return {
      decision: {
        kind: 'requeue',
        reason: `Looking up ${email} failed: ${why}`,
        rateLimited: false,
      },
    };
  }
}

function failed(reason: string): RowDecision {
  return { kind: 'failed', reason, serverError: false };
}
