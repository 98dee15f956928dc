import type { customerChannels } from '../../../shared/areas/customers/channels';
import type { Handlers } from '../../platform/handlers';
import { withSignal } from '../../platform/api/types';
import type { ServiceDeps } from '../deps';
import { createRemoveFromMango } from './remove-from-mango';
import { verifyUserToken } from './token-check';
import { userName } from './users';
import { orNull, createSubscriptionService } from './subscriptions';
import { canonical, createWriteGuard } from './write-guard';

/**
 * The customer view: find a person, their subscriptions, subscription writes, removing them from a Mango
 * and "add a person".
 */
export function customerHandlers(deps: ServiceDeps): Pick<Handlers, keyof typeof customerChannels> {
  const subscriptions = createSubscriptionService(deps);
  const people = createWriteGuard();
  const client = (profileId: string | undefined) => deps.clients.forId(profileId);
  return {
    'customers.getUser': (input, { signal }) => userName(deps, input, signal),
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
    'customers.subscriptions': (input, { signal }) => subscriptions.list(input, signal),
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
    'customers.removeFromMango': createRemoveFromMango(deps),
    'customers.createSubscription': (input) => subscriptions.create(input),
    'customers.grantSubscription': (input) => subscriptions.grant(input),
    'customers.revokeSubscription': (input) => subscriptions.revoke(input),
    'customers.refundSubscription': (input) => subscriptions.refund(input),
  };
}
