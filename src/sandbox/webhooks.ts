import { request } from 'node:http';
import { isIP } from 'node:net';
import type { WebhookEventName } from '../shared/contract/webhook-events';
import type { WebhookSubscriptionRecord } from './fixture-schema';

export interface WebhookDelivery {
  subscriptionId: string;
  hookUrl: string;
  event: WebhookEventName;
  status: number | null;
  error: string | null;
  payload: Record<string, unknown>;
}

/** What an event is about, matched against a subscription's association fields. */
export interface WebhookAssociation {
  mango?: string;
  course?: string;
  webinar?: string;
  page?: string;
}

export interface WebhookDispatcher {
  /** Posts the payload to every subscription of the event whose association matches; resolves when all answered. */
  deliver(
    subscriptions: WebhookSubscriptionRecord[],
    event: WebhookEventName,
    association: WebhookAssociation,
    payload: Record<string, unknown>,
  ): Promise<WebhookDelivery[]>;
}

function isLoopback(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || (isIP(host) === 4 && host.startsWith('127.'));
}

/** A subscription without an association field receives every event of its kind. */
export function matchesAssociation(sub: WebhookSubscriptionRecord, association: WebhookAssociation): boolean {
  if (sub.mango && sub.mango !== association.mango) return false;
  if (sub.course && sub.course !== association.course) return false;
  if (sub.webinar && sub.webinar !== association.webinar) return false;
  if (sub.page && sub.page !== association.page) return false;
  return true;
}

function post(url: URL, body: string, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        timeout: timeoutMs,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('timeout', () => req.destroy(new Error('Webhook receiver timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Sends over node:http. Only loopback receivers are called unless allowRemote is set, so a test run or a
 * demo never sends data off the machine.
 */
export function createWebhookDispatcher(
  options: { allowRemote?: boolean; timeoutMs?: number } = {},
): WebhookDispatcher {
  return {
    async deliver(subscriptions, event, association, payload) {
      const targets = subscriptions.filter((s) => s.event === event && matchesAssociation(s, association));
      return Promise.all(
        targets.map(async (sub): Promise<WebhookDelivery> => {
          const base = { subscriptionId: sub._id, hookUrl: sub.hookUrl, event, payload };
          let url: URL;
          try {
            url = new URL(sub.hookUrl);
          } catch {
            return { ...base, status: null, error: 'Invalid hookUrl' };
          }
          if (url.protocol !== 'http:' || (!options.allowRemote && !isLoopback(url))) {
            return {
              ...base,
              status: null,
              error: 'Skipped: the sandbox only delivers to loopback http receivers',
            };
          }
          try {
            const status = await post(url, JSON.stringify(payload), options.timeoutMs ?? 30_000);
            return { ...base, status, error: null };
          } catch (error) {
            return { ...base, status: null, error: error instanceof Error ? error.message : String(error) };
          }
        }),
      );
    },
  };
}
