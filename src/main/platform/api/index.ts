export { createApiClient, type ApiClient, type ApiClientOptions } from './client';
export { createVirtualClock, systemClock, type Clock, type VirtualClock } from './clock';
export { buildHeaders, timezoneOffsetMinutes, type OperationFamily, type Secrets } from './headers';
export { mapHttpError, overlapMessage } from './errors';
export {
  createRateLimiter,
  HOST_LIMIT,
  COLLECTIVE_POINTS_LIMIT,
  type RateLimiter,
  type WindowLimit,
} from './rate-limit';
export { createTransport, defaultTimeouts, type Timeouts, type Transport } from './transport';
export type {
  CallOptions,
  OperationArgs,
  OperationBody,
  OperationMethods,
  OperationOutput,
  OperationQuery,
  OperationRequest,
} from './types';
