import type { ChannelArgs, ChannelOutput } from '../../../shared/bridge';
import { isActive } from '../../../shared/areas/customers/domain/subscription-actions';
import { AppFailure } from '../../../shared/errors';
import { formatDateTimeZoned } from '../../../shared/format';
import type { ApiClient } from '../../platform/api/client';
import type { ServiceDeps } from '../deps';
import { rowOf } from './subscription-rows';
import { createWriteGuard } from './write-guard';

/** Where the key comes from and where it goes, for a profile that has none. */
export const NO_API_KEY_WORDS =
  'This profile has no API key, and removing someone from a Mango needs one (it is an integration call). ' +
  'Add the key on the Profiles screen (edit the profile, API key); the service shows it under ' +
  'Dashboard > Automation > Platform Integrations. Nothing was sent.';

/**
 * The service's refusals of revoke-user in words. The page documents no errorCode of its own: a 404 with
 * MANGO_NOT_FOUND is the Mango, any other 404 the person, a 400 a person who holds no active subscription
 * to the Mango (or a body the service refused, in its own words).
 */
function plain(caught: unknown, mango: string): never {
  if (!(caught instanceof AppFailure) || caught.error.kind === 'validation') throw caught;
  const { status, errorCode } = caught.error;
  let words: string | undefined;
  if (errorCode === 'MANGO_NOT_FOUND')
    words = `The service does not know ${mango} on this host (deleted, or another creator’s). Reload the list.`;
  else if (errorCode === 'MANGO_CREATOR_MISMATCH')
    words = `${mango} belongs to another creator: this profile cannot remove anyone from it.`;
  else if (status === 404)
    words = 'The service does not know this person on this host any more. Reload the person’s page.';
  else if (status === 400)
    words = `The service refused: ${caught.error.message.replace(/\.$/, '')}. The person may no longer hold ${mango} (reload the list).`;
  else if (caught.error.outcome === 'unknown')
    words = `${caught.error.message} Remove again to find out: the console first reads the person’s subscriptions and sends nothing if their access to ${mango} already ended.`;
  if (!words) throw caught;
  throw new AppFailure({ ...caught.error, message: words });
}

/** The person's subscriptions to the Mango as the service holds them now (a documented read). */
async function subscriptionsTo(client: ApiClient, userId: string, mangoId: string) {
  try {
    const all = await client.listUserSubscriptions({ params: { userId }, query: { limit: 100 } });
    return all.map(rowOf).filter((row) => row.mangoId === mangoId);
  } catch (caught) {
    if (!(caught instanceof AppFailure)) throw caught;
    throw new AppFailure({
      ...caught.error,
      message: `The person’s subscriptions could not be read before sending, so nothing was sent: ${caught.error.message}`,
      outcome: 'not_sent',
    });
  }
}

/** No access left to end: who ended it, and when the service says it last changed. */
function alreadyGone(
  by: 'lost_answer' | 'elsewhere',
  mango: string,
  rows: ReturnType<typeof rowOf>[],
): string {
  const times = rows
    .map((row) => row.updatedAt ?? row.expiredAt)
    .filter((t): t is string => typeof t === 'string' && !Number.isNaN(Date.parse(t)))
    .sort();
  const last = times.at(-1);
  const when = last ? ` (last changed on the service ${formatDateTimeZoned(last)})` : '';
  return by === 'lost_answer'
    ? `The earlier removal from ${mango} reached the service (its answer was lost): no subscription of theirs to it is active now${when}. Nothing was sent again.`
    : `No subscription of theirs to ${mango} is active on the service any more${when}: it was ended elsewhere, so nothing was sent.`;
}

/**
 * Removes a person from one Mango with revoke-user (x-api-key), as the dashboard's customers page does.
 * The profile's API key is checked first, so a profile without one gets words that say where to add it
 * and nothing is sent. In main, one removal per person and Mango at a time (a second identical call joins
 * the first), and the person's subscriptions are read just before sending: access already ended (by a
 * lost answer's removal, or another console) is reported, not sent again. The client never retries it.
 */
export function createRemoveFromMango(deps: ServiceDeps) {
  const guard = createWriteGuard();
  /** profile:person:Mango of removals whose answer was lost. */
  const lost = new Set<string>();
  return async ({
    profileId,
    userId,
    mangoId,
    mangoTitle,
  }: ChannelArgs<'customers.removeFromMango'>): Promise<ChannelOutput<'customers.removeFromMango'>> => {
    const id = profileId ?? (await deps.profiles.active()).id;
    const secrets = await deps.profiles.secretStatus(id);
    if (!secrets.apiKey) {
      throw new AppFailure({
        kind: 'validation',
        message: secrets.keychain.available
          ? NO_API_KEY_WORDS
          : `${NO_API_KEY_WORDS} (The OS keychain is unavailable: ${secrets.keychain.message ?? 'see Profiles'}.)`,
        retryable: false,
        outcome: 'not_sent',
      });
    }
    const mango = mangoTitle ? `“${mangoTitle}”` : `the Mango ${mangoId}`;
    const target = `${id}:${userId}:${mangoId}`;
    const busy = () => `A removal from ${mango} is still being sent: wait for its answer, then look again.`;
    return guard.run(target, 'remove', busy, async () => {
      const client = await deps.clients.forId(id);
      const rows = await subscriptionsTo(client, userId, mangoId);
      const now = deps.now().getTime();
      // Held once and ended since: nothing to end. Never held (or unknown person or Mango): the service
      // answers, definitely, in its own words.
      if (rows.length > 0 && !rows.some((row) => isActive(row, now))) {
        const by = lost.delete(target) ? 'lost_answer' : 'elsewhere';
        return { mangoId, result: 'not-active', message: alreadyGone(by, mango, rows) };
      }
      let answer: Awaited<ReturnType<typeof client.revokeUser>>;
      try {
        answer = await client.revokeUser({ body: { mangoId, userId } });
      } catch (caught) {
        if (caught instanceof AppFailure && caught.error.outcome === 'unknown') lost.add(target);
        else lost.delete(target);
        plain(caught, mango);
      }
      lost.delete(target);
      const result = typeof answer.result === 'string' ? answer.result.trim() : '';
      if (result !== '' && result.toLowerCase() !== 'success') {
        throw new AppFailure({
          kind: 'unexpected_response',
          message: `The service answered “${result}” instead of success: check the person’s subscriptions before trying again.`,
          retryable: false,
          outcome: 'unknown',
        });
      }
      return {
        mangoId,
        result: result || 'success',
        message: `Removed from ${mango}: access ended now. Adding them back is a migration (Bulk jobs).`,
      };
    });
  };
}
