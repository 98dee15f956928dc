import type { ChannelArgs, ChannelOutput } from '../../../shared/bridge';
import { AppFailure, appFailure } from '../../../shared/errors';
import { withSignal } from '../../platform/api/types';
import type { ServiceDeps } from '../deps';

/**
 * Exchanges a member's refreshToken once. The token is passed straight to the service and forgotten: it is
 * not stored, and the activity log redacts the `token` query value. Both a refused access token and a
 * refused member token answer 401 "Invalid token", so on a 401 one cheap call with the profile's own token
 * tells the person which of the two to fix.
 */
export async function verifyUserToken(
  deps: ServiceDeps,
  input: ChannelArgs<'customers.verifyToken'>,
  signal?: AbortSignal,
): Promise<ChannelOutput<'customers.verifyToken'>> {
  const client = await deps.clients.forId(input.profileId);
  try {
    return await client.verifyToken({ query: { token: input.token } }, withSignal(signal));
  } catch (caught) {
    if (!(caught instanceof AppFailure) || caught.error.status !== 401) throw caught;
    const profileTokenWorks = await client
      .listBadges({}, withSignal(signal))
      .then(() => true)
      .catch((probe: unknown) => !(probe instanceof AppFailure && probe.error.status === 401));
    if (!profileTokenWorks) throw caught;
    throw appFailure(
      'http',
      'The service refused this member token: it is invalid, expired, or belongs to another creator’s dashboard.',
      { status: 401, retryable: false },
    );
  }
}
