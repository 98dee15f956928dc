import type { CallOptions, Invoke, OperationBody, OperationOutput } from '../types';

/** Integration family (x-api-key only): webhook subscription, migrate-user and revoke-user. */
export function integrationOperations(invoke: Invoke) {
  return {
    /** Subscribes on the current path, `/api/v1/integration/webhook/webhook`. */
    subscribeWebhook: (
      body: OperationBody<'subscribeWebhook'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'subscribeWebhook'>> => invoke('subscribeWebhook', { body }, options),
    /** The legacy path, `/integration/webhook`: only for a live host that does not know the current one. */
    subscribeWebhookLegacy: (
      body: OperationBody<'subscribeWebhookLegacy'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'subscribeWebhookLegacy'>> =>
      invoke('subscribeWebhookLegacy', { body }, options),
    /** Adds a customer to a Mango. Never retried once it may have reached the server. */
    migrateUser: (
      body: OperationBody<'migrateUser'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'migrateUser'>> => invoke('migrateUser', { body }, options),
    /** Removes a customer from a Mango (their subscription to it ends). Never retried once it may have left. */
    revokeUser: (
      body: OperationBody<'revokeUser'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'revokeUser'>> => invoke('revokeUser', { body }, options),
  };
}
