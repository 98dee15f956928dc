import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import {
  LocalWebhookSubscription,
  type SubscribePath,
  type webhookChannels,
} from '../../../shared/areas/webhooks/channels';
import type { WebhookSubscriptionBody } from '../../../shared/contract/integration';
import { operations } from '../../../shared/contract/operations';
import { AppFailure, appFailure } from '../../../shared/errors';
import { isLoopbackHost, type ProfileKind } from '../../../shared/profile';
import type { Handlers } from '../../platform/handlers';
import { createJsonDocument } from '../../platform/storage/json-document';
import { profileDir, type ServiceDeps } from '../deps';
import { createSandboxFire } from './sandbox-fire';
import { listTargets } from './targets';
import { createWebhookReceiver } from './webhook-receiver';

const SubscriptionsFile = z.object({
  schemaVersion: z.literal(1),
  subscriptions: z.array(LocalWebhookSubscription),
});

const MAX_KEPT = 500;

/** Checks a receiver address for the profile it is subscribed on; returns the normalised URL. */
export function checkHookUrl(raw: string, sandboxProfile: boolean): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw appFailure('validation', 'The receiver URL is not a URL: enter it with https://', {
      details: { issues: [{ path: 'hookUrl', message: 'Not a URL' }] },
    });
  }
  const issue = (message: string) =>
    appFailure('validation', message, { details: { issues: [{ path: 'hookUrl', message }] } });
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw issue('Use an http:// or https:// address');
  if (url.username || url.password) throw issue('Remove the user name and password from the URL');
  const loopback = isLoopbackHost(url.hostname);
  if (!sandboxProfile && loopback) {
    throw issue('The live service cannot reach this machine’s loopback address: use a public https:// URL');
  }
  if (sandboxProfile && !loopback) {
    throw issue('The sandbox delivers only to loopback receivers (127.0.0.1 or localhost)');
  }
  if (!sandboxProfile && url.protocol !== 'https:') throw issue('Use https:// so payloads are encrypted');
  return url.toString();
}

/**
 * Whether a failed subscription on the current path may be retried on the legacy one: only for a live host,
 * and only when it answered 404 with no errorCode (the route is missing; a 404 naming a missing record is
 * kept). The sandbox routes both paths, so a 404 there is a real error, never a reason to fall back.
 */
export function shouldFallBackToLegacy(kind: ProfileKind, error: unknown): boolean {
  return (
    kind === 'live' &&
    error instanceof AppFailure &&
    error.error.status === 404 &&
    error.error.errorCode === undefined
  );
}

type SubscribeClient = {
  subscribeWebhook(request: { body: WebhookSubscriptionBody }): Promise<unknown>;
  subscribeWebhookLegacy(request: { body: WebhookSubscriptionBody }): Promise<unknown>;
};

/**
 * Subscribes on the current path (`/api/v1/integration/webhook/webhook`); a live host that answers 404 there
 * is asked again on the legacy `/integration/webhook`. Says which path was used; the activity log has one
 * line per call, under the operation name of each path.
 */
export async function subscribeWithFallback<C extends SubscribeClient>(
  client: C,
  kind: ProfileKind,
  body: WebhookSubscriptionBody,
): Promise<{ response: Awaited<ReturnType<C['subscribeWebhook']>>; via: SubscribePath }> {
  try {
    const response = (await client.subscribeWebhook({ body })) as Awaited<ReturnType<C['subscribeWebhook']>>;
    return {
      response,
      via: { operation: 'subscribeWebhook', path: operations.subscribeWebhook.path, fellBack: false },
    };
  } catch (error) {
    if (!shouldFallBackToLegacy(kind, error)) throw error;
  }
  const response = (await client.subscribeWebhookLegacy({ body })) as Awaited<
    ReturnType<C['subscribeWebhook']>
  >;
  return {
    response,
    via: {
      operation: 'subscribeWebhookLegacy',
      path: operations.subscribeWebhookLegacy.path,
      fellBack: true,
    },
  };
}

const sameAssociation = (
  a: { mango?: string; course?: string; webinar?: string; page?: string },
  b: { mango?: string; course?: string; webinar?: string; page?: string },
) => a.mango === b.mango && a.course === b.course && a.webinar === b.webinar && a.page === b.page;

/**
 * Webhook subscriptions, the built-in receiver and its deliveries, and the sandbox's fire button. Subscribes
 * through the integration family (API key) and remembers what was subscribed per profile: the service lists
 * nothing and offers no unsubscribe, so this list is the only record the person has.
 */
export function webhookHandlers(deps: ServiceDeps): Pick<Handlers, keyof typeof webhookChannels> {
  const receiver = createWebhookReceiver({
    now: deps.now,
    onDelivery: (delivery) => deps.emit('webhooks.delivery', delivery),
  });
  deps.onClose(async () => {
    await receiver.stop();
  });
  const documents = new Map<string, ReturnType<typeof open>>();
  function open(profileId: string) {
    return createJsonDocument(
      join(profileDir(deps.dataDir, profileId), 'webhook-subscriptions.json'),
      SubscriptionsFile,
      () => ({ schemaVersion: 1 as const, subscriptions: [] }),
    );
  }
  const doc = (profileId: string) => {
    let found = documents.get(profileId);
    if (!found) {
      found = open(profileId);
      documents.set(profileId, found);
    }
    return found;
  };
  const profileOf = async (profileId?: string) =>
    profileId ? deps.profiles.get(profileId) : deps.profiles.active();

  return {
    'webhooks.list': async (input) => {
      const profile = await profileOf(input.profileId);
      const file = await doc(profile.id).read();
      return { subscriptions: [...file.subscriptions].reverse() };
    },

    // Runs to its end once begun: its local record is the only one the person has (the service lists none).
    'webhooks.subscribe': async (input) => {
      const profile = await profileOf(input.profileId);
      const hookUrl = checkHookUrl(input.hookUrl, profile.kind === 'sandbox');
      const existing = (await doc(profile.id).read()).subscriptions.find(
        (s) => s.hookUrl === hookUrl && s.event === input.event && sameAssociation(s, input),
      );
      if (existing && !input.allowDuplicate) {
        throw appFailure(
          'conflict',
          `This URL was already subscribed to ${input.event} from this console on ${existing.subscribedAt}. ` +
            'Subscribing again makes the service deliver each event twice.',
          { details: { existing } },
        );
      }
      const association = {
        ...(input.mango ? { mango: input.mango } : {}),
        ...(input.course ? { course: input.course } : {}),
        ...(input.webinar ? { webinar: input.webinar } : {}),
        ...(input.page ? { page: input.page } : {}),
      };
      const client = await deps.clients.forId(profile.id);
      const { response, via } = await subscribeWithFallback(client, profile.kind, {
        hookUrl,
        event: input.event,
        ...association,
      });
      const base = receiver.status().url;
      const subscription = {
        id: randomUUID(),
        ...(response._id ? { serverId: response._id } : {}),
        hookUrl,
        event: input.event,
        ...association,
        subscribedAt: deps.now().toISOString(),
        builtInReceiver: base !== null && hookUrl.startsWith(base),
        via,
      };
      await doc(profile.id).update((file) => ({
        ...file,
        subscriptions: [...file.subscriptions, subscription].slice(-MAX_KEPT),
      }));
      return { subscription, response, via };
    },
    'webhooks.targets': (input, { signal }) => listTargets(deps, input, signal),
    'webhooks.receiverStart': () => receiver.start(),
    'webhooks.receiverStop': () => receiver.stop(),
    'webhooks.receiverStatus': () => receiver.status(),
    'webhooks.deliveries': () => ({ deliveries: receiver.deliveries() }),
    'webhooks.clearDeliveries': () => ({ cleared: receiver.clear() }),
    'webhooks.fire': createSandboxFire(deps),
  };
}
