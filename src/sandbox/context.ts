import type { IncomingHttpHeaders } from 'node:http';
import type { SandboxClock } from './clock';
import type { CreatorRecord } from './fixture-schema';
import type { QueryRecord } from './http-util';
import type { SideEffectLog } from './logs';
import type { SandboxState } from './state';
import type { WebhookDispatcher } from './webhooks';

/** Everything a handler may touch; passed in so handlers stay plain functions. */
export interface SandboxCore {
  state: SandboxState;
  clock: SandboxClock;
  sideEffects: SideEffectLog;
  webhooks: WebhookDispatcher;
  /** Built-in per-creator limits (collective points: 10 per minute). */
  limitWindows: Map<string, number[]>;
  recordEffect(kind: string, details: Record<string, unknown>): void;
}

export interface RequestContext {
  method: string;
  path: string;
  params: Record<string, string>;
  query: QueryRecord;
  body: unknown;
  headers: IncomingHttpHeaders;
  /** The acting creator, resolved by authentication (the bearer token or the API key). */
  creator: CreatorRecord;
  /** Minutes east of UTC, from x-timezone-offset (workshop operations only). */
  timezoneOffset: number | undefined;
}

export interface HandlerResult {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type Handler = (ctx: RequestContext, core: SandboxCore) => HandlerResult | Promise<HandlerResult>;
