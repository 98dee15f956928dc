import type { ChannelArgs, ChannelOutput } from '../../../shared/bridge';
import type { SubscriptionChange, SubscriptionRow } from '../../../shared/channels/customers';
import { refId } from '../../../shared/contract/common';
import type { SubscriptionWriteAnswer } from '../../../shared/contract/subscriptions';
import type { Subscription } from '../../../shared/contract/users';
import { AppFailure } from '../../../shared/errors';
import type { ApiClient } from '../../api/client';
import type { ServiceDeps } from '../deps';

/**
 * The service's errorCodes of the subscription writes in plain words, with what to do. The service's own
 * message stays in the log and the Activity screen; the status and errorCode stay on the error.
 */
const PLAIN_WORDS: Record<string, string> = {
  INVALID_AMOUNT: 'The amount must be more than zero for a paid Mango. Type the amount the person paid.',
  SUBSCRIPTION_NOT_EXTERNAL:
    'This subscription was bought through the service’s own checkout, so it cannot be revoked here. Only subscriptions added through the API (“Add a subscription”) can be.',
  ORDER_NOT_SUPPORTED:
    'This order was paid through the service’s own checkout, so it cannot be refunded here. Refund it from the service’s dashboard.',
  MANGO_CREATOR_MISMATCH: 'That Mango belongs to another creator. Pick one of this profile’s Mangoes.',
  MANGO_NOT_FOUND: 'That Mango no longer exists (or was deleted). Pick another.',
};

/** The 404 and 409 the pages describe have no errorCode: the status says which. */
function plain(caught: unknown, conflictWords: string): never {
  if (!(caught instanceof AppFailure)) throw caught;
  const { status, errorCode } = caught.error;
  const words =
    (errorCode && PLAIN_WORDS[errorCode]) ||
    (status === 409 ? conflictWords : undefined) ||
    (status === 404 && !errorCode
      ? 'The service does not know this subscription (or person) any more. Reload the person’s page.'
      : undefined);
  if (!words) throw caught;
  throw new AppFailure({ ...caught.error, message: words });
}

const mangoOf = (mango: Subscription['mango'] | SubscriptionWriteAnswer['mango']) =>
  mango === undefined
    ? { id: null, title: null }
    : { id: refId(mango) ?? null, title: typeof mango === 'object' ? (mango.title ?? null) : null };

export function rowOf(s: Subscription | SubscriptionWriteAnswer): SubscriptionRow {
  const mango = mangoOf(s.mango);
  const provider = (s as { paymentProvider?: unknown }).paymentProvider;
  return {
    _id: s._id,
    mangoId: mango.id,
    mangoTitle: mango.title,
    status: s.status ?? 'unknown',
    subscribedAt: s.subscribedAt ?? null,
    expiredAt: s.expiredAt ?? null,
    paymentProvider: typeof provider === 'string' ? provider : null,
  };
}

function changeOf(s: SubscriptionWriteAnswer, title: string | null): SubscriptionChange {
  const row = rowOf(s);
  return {
    ...row,
    mangoTitle: row.mangoTitle ?? title,
    orderStatus: s.order?.status ?? null,
    transactionId: s.order?.externalTransactionId ?? null,
    isReactivation: s.isReactivation ?? false,
    alreadyProcessed: s.alreadyProcessed ?? false,
  };
}

/** Subscription writes for one profile. Titles of Mangoes come from the person's list when the answer has ids only. */
export function createSubscriptionService(deps: ServiceDeps) {
  /** The Mango titles the service sent with the person's list, so a write's answer (ids only) can be named. */
  const titles = new Map<string, string>();

  /** A write's answer names the Mango by id only: its title from the list, else read once. */
  async function titleOf(client: ApiClient, answer: SubscriptionWriteAnswer): Promise<string | null> {
    const id = rowOf(answer).mangoId;
    if (!id) return null;
    const known = titles.get(id);
    if (known) return known;
    const title = await client
      .getMango(id)
      .then((m) => m.title ?? null)
      .catch(() => null);
    if (title) titles.set(id, title);
    return title;
  }

  /** One write: its answer described (with the Mango's title), its refusal in plain words. */
  async function write(
    profileId: string | undefined,
    conflictWords: string,
    send: (client: ApiClient) => Promise<SubscriptionWriteAnswer>,
  ): Promise<SubscriptionChange> {
    const client = await deps.clients.forId(profileId);
    let answer: SubscriptionWriteAnswer;
    try {
      answer = await send(client);
    } catch (caught) {
      plain(caught, conflictWords);
    }
    return changeOf(answer, await titleOf(client, answer));
  }

  return {
    async list(
      input: ChannelArgs<'customers.subscriptions'>,
    ): Promise<ChannelOutput<'customers.subscriptions'>> {
      const client = await deps.clients.forId(input.profileId);
      const all = await client.listUserSubscriptions(input.userId, { limit: 100 });
      const rows = all.map(rowOf);
      for (const row of rows) if (row.mangoId && row.mangoTitle) titles.set(row.mangoId, row.mangoTitle);
      return { subscriptions: rows };
    },

    create: ({ profileId, ...body }: ChannelArgs<'subscriptions.create'>) =>
      write(profileId, 'The service refused the subscription as it stands.', (client) =>
        client.createSubscription(body),
      ),

    grant: (input: ChannelArgs<'subscriptions.grant'>): Promise<ChannelOutput<'subscriptions.grant'>> =>
      write(input.profileId, 'This subscription is already active: there is nothing to grant.', (client) =>
        client.grantSubscription({ subscriptionId: input.subscriptionId }),
      ),

    revoke: (input: ChannelArgs<'subscriptions.revoke'>): Promise<ChannelOutput<'subscriptions.revoke'>> =>
      write(input.profileId, 'This subscription is not active: there is nothing to revoke.', (client) =>
        client.revokeSubscription({ subscriptionId: input.subscriptionId }),
      ),

    refund: (input: ChannelArgs<'subscriptions.refund'>): Promise<ChannelOutput<'subscriptions.refund'>> =>
      write(
        input.profileId,
        input.action === 'initiate'
          ? 'A refund of this order was already started.'
          : 'Start the refund first (“Start refund”); a refund already completed cannot be completed again.',
        (client) => client.refundSubscription({ action: input.action, subscriptionId: input.subscriptionId }),
      ),
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
