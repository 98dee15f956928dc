import type { ChannelArgs, ChannelOutput } from '../../../shared/bridge';
import { AppFailure } from '../../../shared/errors';
import type { ServiceDeps } from '../deps';

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
  if (!words) throw caught;
  throw new AppFailure({ ...caught.error, message: words });
}

/**
 * Removes a person from one Mango with revoke-user (x-api-key), as the dashboard's customers page does.
 * The profile's API key is checked first, so a profile without one gets words that say where to add it
 * and nothing is sent. The client never retries it once it may have left.
 */
export function createRemoveFromMango(deps: ServiceDeps) {
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
    const client = await deps.clients.forId(profileId);
    let answer: Awaited<ReturnType<typeof client.revokeUser>>;
    try {
      answer = await client.revokeUser({ mangoId, userId });
    } catch (caught) {
      plain(caught, mango);
    }
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
  };
}
