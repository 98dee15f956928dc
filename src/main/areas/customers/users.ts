import type { ChannelArgs, ChannelOutput } from '../../../shared/bridge';
import { AppFailure } from '../../../shared/errors';
import { withSignal } from '../../platform/api/types';
import type { ServiceDeps } from '../deps';

/**
 * A user's name and email by id (the documented "get user by id"). A user the service does not know (404:
 * deleted, or another creator's) answers with the id alone, so the screen says "Unnamed user" for it; any
 * other failure reaches the screen as the error it is.
 */
export async function userName(
  deps: ServiceDeps,
  input: ChannelArgs<'customers.getUser'>,
  signal?: AbortSignal,
): Promise<ChannelOutput<'customers.getUser'>> {
  const client = await deps.clients.forId(input.profileId);
  try {
    const user = await client.getUser({ params: { userId: input.userId } }, withSignal(signal));
    return {
      _id: input.userId,
      ...(user.name?.trim() ? { name: user.name.trim() } : {}),
      ...(user.email ? { email: user.email } : {}),
    };
  } catch (caught) {
    if (caught instanceof AppFailure && caught.error.status === 404) return { _id: input.userId };
    throw caught;
  }
}
