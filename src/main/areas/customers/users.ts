import { AppFailure } from '../../../shared/errors';
import { withSignal } from '../../platform/api/types';
import type { Handlers } from '../../platform/handlers';
import type { ServiceDeps } from '../deps';
import { verifyUserToken } from './token-check';
import { canonical, createWriteGuard } from './write-guard';

/** The customer view's people: find a person, their name, a member token's check and "add a person". */
export function userHandlers(
  deps: ServiceDeps,
): Pick<
  Handlers,
  | 'customers.getUser'
  | 'customers.verifyToken'
  | 'customers.find'
  | 'customers.get'
  | 'customers.createOrFind'
> {
  const people = createWriteGuard();
  const client = (profileId: string | undefined) => deps.clients.forId(profileId);
  return {
    /**
     * A user's name and email by id (the documented "get user by id"). A user the service does not know (404:
     * deleted, or another creator's) answers with the id alone, so the screen says "Unnamed user" for it; any
     * other failure reaches the screen as the error it is.
     */
    'customers.getUser': async (input, { signal }) => {
      const reader = await client(input.profileId);
      try {
        const user = await reader.getUser({ params: { userId: input.userId } }, withSignal(signal));
        return {
          _id: input.userId,
          ...(user.name?.trim() ? { name: user.name.trim() } : {}),
          ...(user.email ? { email: user.email } : {}),
        };
      } catch (caught) {
        if (caught instanceof AppFailure && caught.error.status === 404) return { _id: input.userId };
        throw caught;
      }
    },
    'customers.verifyToken': (input, { signal }) => verifyUserToken(deps, input, signal),
    'customers.find': async ({ profileId, email, phone }, { signal }) => ({
      user: await orNull(
        (await client(profileId)).lookupUser(
          {
            query: {
              ...(email !== undefined ? { email } : {}),
              ...(phone !== undefined ? { phone } : {}),
            },
          },
          withSignal(signal),
        ),
      ),
    }),
    'customers.get': async ({ profileId, userId }, { signal }) => ({
      user: await orNull((await client(profileId)).getUser({ params: { userId } }, withSignal(signal))),
    }),
    // A second identical "Add a person" while the first is pending joins it: one request, one answer.
    'customers.createOrFind': async ({ profileId, phone, ...rest }) => {
      const id = profileId ?? (await deps.profiles.active()).id;
      const call = canonical({ ...rest, phone });
      return people.run(
        `${id}:${call}`,
        call,
        () => 'The same person is still being added: wait for its answer.',
        async () => {
          const { isNew, ...user } = await (
            await client(id)
          ).createOrFindUser({ body: { ...rest, ...(phone !== undefined ? { phone: Number(phone) } : {}) } });
          return { user, isNew: isNew ?? false };
        },
      );
    },
  };
}

/** A read that answers 404 for someone the service does not know: null, not an error. */
export async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (caught) {
    if (caught instanceof AppFailure && caught.error.status === 404) return null;
    throw caught;
  }
}
