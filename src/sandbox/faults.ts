import { z } from 'zod';
import { createRandom } from './random';

export const FaultSpec = z.object({
  /** Requests allowed per rolling minute (virtual clock); the next one is answered 429 with Retry-After: 10. */
  requestsPerMinute: z.number().int().min(0).optional(),
  /** Share of requests answered 500, 0 to 1. */
  errorRate: z.number().min(0).max(1).optional(),
  /** Added before answering, real milliseconds. */
  latencyMs: z.number().int().min(0).max(60_000).optional(),
  /** Share of requests whose socket is reset (TCP RST) after the body is read, 0 to 1. */
  dropRate: z.number().min(0).max(1).optional(),
  /**
   * Share of requests that are handled (a write is applied, its side effects recorded) and whose socket is
   * then reset before the answer is sent, 0 to 1: the client sees ECONNRESET with the outcome unknown.
   */
  dropAfterHandlingRate: z.number().min(0).max(1).optional(),
  /** Hold the answer this long: before headers, or after half of the body. */
  stallMs: z.number().int().min(0).max(600_000).optional(),
  stallAt: z.enum(['headers', 'body']).optional(),
  /**
   * Repeat the request's credentials in the answer, success or error (a misbehaving service, for leak
   * tests): see `echoCredentials` in echo.ts for where they go.
   */
  echoCredentials: z.boolean().optional(),
});
export type FaultSpec = z.infer<typeof FaultSpec>;

/** `all` applies to every service route; `routes` by operation name (e.g. getMango) overrides it per field. */
export const FaultConfig = z.object({
  all: FaultSpec.optional(),
  routes: z.record(z.string(), FaultSpec).optional(),
  seed: z.number().int().optional(),
});
export type FaultConfig = z.infer<typeof FaultConfig>;

export type FaultDecision =
  | {
      kind: 'none';
      latencyMs: number;
      stall?: { ms: number; at: 'headers' | 'body' };
      /** Handle the request, then reset the socket instead of answering. */
      dropAfterHandling?: true;
    }
  | { kind: 'drop' }
  | { kind: 'rate_limited' }
  | { kind: 'error' };

export class FaultInjector {
  private config: FaultConfig = {};
  private random = createRandom(1);
  private readonly windows = new Map<string, number[]>();

  constructor(private readonly now: () => number) {}

  set(config: FaultConfig): void {
    this.config = config;
    this.random = createRandom(config.seed ?? 1);
    this.windows.clear();
  }

  get(): FaultConfig {
    return this.config;
  }

  /** Whether answers to this operation repeat the request's credentials (no random draw: every answer). */
  echoes(operation: string): boolean {
    return (this.config.routes?.[operation]?.echoCredentials ?? this.config.all?.echoCredentials) === true;
  }

  decide(operation: string): FaultDecision {
    const spec: FaultSpec = { ...this.config.all, ...this.config.routes?.[operation] };
    if (spec.dropRate !== undefined && this.random() < spec.dropRate) return { kind: 'drop' };
    if (spec.requestsPerMinute !== undefined) {
      const key = this.config.routes?.[operation]?.requestsPerMinute !== undefined ? operation : '*';
      if (!allowInWindow(this.windows, key, spec.requestsPerMinute, this.now()))
        return { kind: 'rate_limited' };
    }
    if (spec.errorRate !== undefined && this.random() < spec.errorRate) return { kind: 'error' };
    const stall = spec.stallMs ? { ms: spec.stallMs, at: spec.stallAt ?? 'headers' } : undefined;
    const dropAfter = spec.dropAfterHandlingRate !== undefined && this.random() < spec.dropAfterHandlingRate;
    return {
      kind: 'none',
      latencyMs: spec.latencyMs ?? 0,
      ...(stall ? { stall } : {}),
      ...(dropAfter ? { dropAfterHandling: true as const } : {}),
    };
  }
}

const WINDOW_MS = 60_000;

/** Rolling one-minute window: records the hit and says whether it is within the limit. */
export function allowInWindow(
  windows: Map<string, number[]>,
  key: string,
  limit: number,
  now: number,
): boolean {
  const hits = (windows.get(key) ?? []).filter((t) => t > now - WINDOW_MS && t <= now);
  const allowed = hits.length < limit;
  if (allowed) hits.push(now);
  windows.set(key, hits);
  return allowed;
}
