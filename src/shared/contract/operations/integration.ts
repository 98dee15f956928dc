import {
  MigrateUserBody,
  MigrateUserEnvelope,
  RevokeUserBody,
  RevokeUserEnvelope,
  WebhookSubscriptionBody,
  WebhookSubscriptionResponse,
} from '../integration';
import { op } from './define';

/**
 * Rows of `operations` in the `x-api-key` family: webhook subscriptions, migrate-user and revoke-user (the
 * docs' webhooks/ and integration/ groups).
 */
export const integrationRows = {
  /** Current docs path (every per-event page uses it). No answer body is documented. */
  subscribeWebhook: op({
    name: 'subscribeWebhook',
    method: 'POST',
    path: '/api/v1/integration/webhook/webhook',
    family: 'integration',
    body: WebhookSubscriptionBody,
    response: WebhookSubscriptionResponse,
  }),
  /**
   * The legacy GitBook docs' path, same body. Used only when a live host answers 404 on the current path
   * (see src/main/areas/webhooks/webhook-subscriptions.ts); the sandbox routes both.
   */
  subscribeWebhookLegacy: op({
    name: 'subscribeWebhookLegacy',
    method: 'POST',
    path: '/integration/webhook',
    family: 'integration',
    body: WebhookSubscriptionBody,
    response: WebhookSubscriptionResponse,
    deprecated: true,
  }),
  /** Answers `{code: 0, type, message, result}`; `response` is that whole envelope (code 0 is not the usual wrapper). */
  migrateUser: op({
    name: 'migrateUser',
    method: 'POST',
    path: '/integration/action/migrate-user',
    family: 'integration',
    body: MigrateUserBody,
    response: MigrateUserEnvelope,
  }),
  /** Removes a customer from a Mango, as the dashboard's customers page does; answers `result: 'success'`. */
  revokeUser: op({
    name: 'revokeUser',
    method: 'POST',
    path: '/integration/action/revoke-user',
    family: 'integration',
    body: RevokeUserBody,
    response: RevokeUserEnvelope,
  }),
} as const;
