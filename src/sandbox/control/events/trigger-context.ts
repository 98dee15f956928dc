import { z } from 'zod';
import { WebhookEventName } from '../../../shared/contract/webhook-events';
import type { SandboxCore } from '../../context';
import type { UserRecord } from '../../fixture-schema';
import type { WebhookAssociation, WebhookDelivery } from '../../webhooks';

export const TriggerBody = z.object({
  event: WebhookEventName,
  /** Scopes the picks below; defaults to the creator of whatever id is given, else the first creator. */
  creator: z.string().optional(),
  subscriptionId: z.string().optional(),
  user: z.string().optional(),
  mango: z.string().optional(),
  course: z.string().optional(),
  webinar: z.string().optional(),
  percentage: z.number().min(0).max(100).optional(),
});
export type TriggerBody = z.infer<typeof TriggerBody>;

export interface TriggerResult {
  status?: number;
  body: unknown;
}

export const refuse = (status: number, message: string): TriggerResult => ({
  status,
  body: { error: message },
});

/** What each event family's trigger picks its records with: the request, scoped to one creator. */
export interface TriggerContext {
  core: SandboxCore;
  b: TriggerBody;
  now: number;
  /** The rows of the creator the trigger is scoped to. */
  mine: <T extends { creator: string }>(rows: T[]) => T[];
  /** The user given, else the creator's first user that fits. */
  pickUser: (fits?: (u: UserRecord) => boolean) => UserRecord | undefined;
}

/** Scopes a trigger to the creator named, else the creator of whatever id is given, else the first one. */
export function triggerContext(core: SandboxCore, b: TriggerBody): TriggerContext {
  const data = core.state.data;
  const creator =
    b.creator ||
    (b.subscriptionId && core.state.byId('subscriptions', b.subscriptionId)?.creator) ||
    (b.mango && core.state.byId('mangoes', b.mango)?.creator) ||
    (b.course && core.state.byId('courses', b.course)?.creator) ||
    (b.webinar && core.state.byId('videoCalls', b.webinar)?.creator) ||
    (b.user && core.state.byId('users', b.user)?.creator) ||
    data.creators[0]?._id;
  const mine = <T extends { creator: string }>(rows: T[]) => rows.filter((r) => r.creator === creator);
  const pickUser = (fits: (u: UserRecord) => boolean = () => true): UserRecord | undefined =>
    b.user ? core.state.byId('users', b.user) : mine(data.users).find(fits);
  return { core, b, now: core.clock.now(), mine, pickUser };
}

/** Sends `event` to the creator's webhook subscriptions and records each delivery as an effect. */
export async function deliver(
  core: SandboxCore,
  creator: string,
  event: WebhookEventName,
  association: WebhookAssociation,
  payload: Record<string, unknown>,
): Promise<WebhookDelivery[]> {
  const subs = core.state.data.webhooks.filter((w) => w.creator === creator);
  const deliveries = await core.webhooks.deliver(subs, event, association, payload);
  for (const d of deliveries) {
    core.recordEffect('webhook.delivered', { ...d });
  }
  return deliveries;
}
