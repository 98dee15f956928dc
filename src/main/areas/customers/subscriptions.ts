import { withSignal } from '../../platform/api/types';
import type { SubscriptionChange } from '../../../shared/areas/customers/channels';
import type { SubscriptionWriteAnswer } from '../../../shared/contract/subscriptions';
import { AppFailure } from '../../../shared/errors';
import type { ApiClient } from '../../platform/api/client';
import type { Handlers } from '../../platform/handlers';
import type { ServiceDeps } from '../deps';
import { createCheckedWrites, type SubscriptionWriteKind } from './checked-writes';
import { createRemoveFromMango } from './remove-from-mango';
import { changeOf, rowOf } from './subscription-rows';
import { canonical, createWriteGuard } from './write-guard';

/**
 * What the page adds to the service's refusals of the subscription writes. The errorCodes' own words are
 * the API client's (src/main/platform/api/errors.ts, one sentence per documented code); here only what this page
 * offers instead, and the 404 and 409 the pages describe without an errorCode.
 */
const PAGE_HINTS: Record<string, string> = {
  SUBSCRIPTION_NOT_EXTERNAL: 'To end this person’s access, use “Remove from this Mango” (under More).',
};

function plain(caught: unknown, conflictWords: string): never {
  if (!(caught instanceof AppFailure)) throw caught;
  const { status, errorCode, message } = caught.error;
  const hint = errorCode ? PAGE_HINTS[errorCode] : undefined;
  const words =
    (hint ? `${message} ${hint}` : undefined) ??
    (status === 409 && !errorCode ? conflictWords : undefined) ??
    (status === 404 && !errorCode
      ? 'The service does not know this subscription (or person) any more. Reload the person’s page.'
      : undefined);
  if (!words) throw caught;
  throw new AppFailure({ ...caught.error, message: words });
}

const CONFLICT_WORDS: Record<SubscriptionWriteKind, string> = {
  grant: 'This subscription is already active: there is nothing to grant.',
  revoke: 'This subscription is not active: there is nothing to revoke.',
  'refund-initiate': 'A refund of this order was already started.',
  'refund-complete':
    'Start the refund first (“Start refund”); a refund already completed cannot be completed again.',
};

const WRITE_NAMES: Record<string, string> = {
  grant: 'a grant',
  revoke: 'a revoke',
  'refund-initiate': 'the start of a refund',
  'refund-complete': 'the completion of a refund',
  create: 'an “Add a subscription”',
};

/** The refusal of a second, different write on a subscription while one is pending. */
const busyWords = (pendingCall: string) => {
  const pending = WRITE_NAMES[pendingCall.split(' ')[0] ?? ''] ?? 'another change';
  return `${pending.charAt(0).toUpperCase()}${pending.slice(1)} of this subscription is still being sent: wait for its answer, then look at the subscription again.`;
};

/**
 * A person's subscriptions, the subscription writes, and removing a person from a Mango.
 *
 * Subscription writes for one profile, guarded in main: one write per subscription at a time (an identical
 * second call joins the first), and each grant, revoke and refund checked against the service's state just
 * before it is sent (checked-writes.ts). Titles of Mangoes come from the person's list when the answer has
 * ids only.
 */
export function subscriptionHandlers(
  deps: ServiceDeps,
): Pick<
  Handlers,
  | 'customers.subscriptions'
  | 'customers.createSubscription'
  | 'customers.grantSubscription'
  | 'customers.revokeSubscription'
  | 'customers.refundSubscription'
  | 'customers.removeFromMango'
> {
  /** The Mango titles the service sent with the person's list, so a write's answer (ids only) can be named. */
  const titles = new Map<string, string>();
  const guard = createWriteGuard();
  const checked = createCheckedWrites(deps);

  /** A write's answer names the Mango by id only: its title from the list, else read once. */
  async function titleOf(client: ApiClient, answer: SubscriptionWriteAnswer): Promise<string | null> {
    const id = rowOf(answer).mangoId;
    if (!id) return null;
    const known = titles.get(id);
    if (known) return known;
    const title = await client
      .getMango({ params: { mangoId: id } })
      .then((m) => m.title ?? null)
      .catch(() => null);
    if (title) titles.set(id, title);
    return title;
  }

  const profileOf = async (profileId: string | undefined) => profileId ?? (await deps.profiles.active()).id;

  /** One grant, revoke or refund: guarded, checked against the service first, its refusal in plain words. */
  async function write(
    input: { profileId?: string | undefined; subscriptionId: string; userId?: string | undefined },
    kind: SubscriptionWriteKind,
    send: (client: ApiClient) => Promise<SubscriptionWriteAnswer>,
  ): Promise<SubscriptionChange> {
    const profileId = await profileOf(input.profileId);
    const target = { profileId, subscriptionId: input.subscriptionId, userId: input.userId };
    return guard.run(`${profileId}:${input.subscriptionId}`, kind, busyWords, async () => {
      const client = await deps.clients.forId(profileId);
      const found = await checked.before(client, kind, target);
      if (found) return { ...found, mangoTitle: found.mangoTitle ?? titles.get(found.mangoId ?? '') ?? null };
      let answer: SubscriptionWriteAnswer;
      try {
        answer = await checked.send(kind, target, () => send(client));
      } catch (caught) {
        plain(caught, CONFLICT_WORDS[kind]);
      }
      return changeOf(answer, await titleOf(client, answer));
    });
  }

  return {
    'customers.subscriptions': async (input, { signal }) => {
      const client = await deps.clients.forId(input.profileId);
      const all = await client.listUserSubscriptions(
        { params: { userId: input.userId }, query: { limit: 100 } },
        withSignal(signal),
      );
      const rows = all.map(rowOf);
      for (const row of rows) if (row.mangoId && row.mangoTitle) titles.set(row.mangoId, row.mangoTitle);
      checked.learnOwner(rows, input.userId);
      return { subscriptions: rows };
    },

    /** The transactionId is the service's idempotency key; main joins a second identical call besides. */
    'customers.createSubscription': async ({ profileId, ...body }) => {
      const id = await profileOf(profileId);
      return guard.run(`${id}:tx:${body.transactionId}`, `create ${canonical(body)}`, busyWords, async () => {
        const client = await deps.clients.forId(id);
        let answer: SubscriptionWriteAnswer;
        try {
          answer = await client.createSubscription({ body });
        } catch (caught) {
          plain(caught, 'The service refused the subscription as it stands.');
        }
        return changeOf(answer, await titleOf(client, answer));
      });
    },

    'customers.grantSubscription': (input) =>
      write(input, 'grant', (client) =>
        client.grantSubscription({ body: { subscriptionId: input.subscriptionId } }),
      ),

    'customers.revokeSubscription': (input) =>
      write(input, 'revoke', (client) =>
        client.revokeSubscription({ body: { subscriptionId: input.subscriptionId } }),
      ),

    'customers.refundSubscription': (input) =>
      write(input, input.action === 'initiate' ? 'refund-initiate' : 'refund-complete', (client) =>
        client.refundSubscription({ body: { action: input.action, subscriptionId: input.subscriptionId } }),
      ),

    'customers.removeFromMango': createRemoveFromMango(deps),
  };
}
