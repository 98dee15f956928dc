import type { CallOptions, Invoke, OperationBody, OperationOutput } from '../types';

/**
 * Subscription writes and create-or-find user. createSubscription is safe to retry with the same
 * transactionId (the service's idempotency key), so the caller keeps one id across retries.
 */
export function subscriptionOperations(invoke: Invoke) {
  return {
    createOrFindUser: (
      body: OperationBody<'createOrFindUser'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'createOrFindUser'>> => invoke('createOrFindUser', { body }, options),
    createSubscription: (
      body: OperationBody<'createSubscription'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'createSubscription'>> => invoke('createSubscription', { body }, options),
    grantSubscription: (
      body: OperationBody<'grantSubscription'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'grantSubscription'>> => invoke('grantSubscription', { body }, options),
    revokeSubscription: (
      body: OperationBody<'revokeSubscription'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'revokeSubscription'>> => invoke('revokeSubscription', { body }, options),
    refundSubscription: (
      body: OperationBody<'refundSubscription'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'refundSubscription'>> => invoke('refundSubscription', { body }, options),
  };
}
