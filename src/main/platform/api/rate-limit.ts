import type { Clock } from './clock';

export interface WindowLimit {
  max: number;
  windowMs: number;
}

/**
 * The documented 120 requests per 10 s, with half a second of margin on the window: the server counts
 * arrivals, we count departures, and latency jitter must not push the 121st into its window.
 */
export const HOST_LIMIT: WindowLimit = { max: 120, windowMs: 10_500 };
/** Collective points: 10 per minute (spec: Limits), with the same margin. */
export const COLLECTIVE_POINTS_LIMIT: WindowLimit = { max: 10, windowMs: 61_000 };
export const DEFAULT_RETRY_AFTER_MS = 10_000;
/** Never trust a server asking us to sleep for ages: the person can retry by hand. */
const MAX_RETRY_AFTER_MS = 120_000;

/** A sliding window of departures: at most `max` in any `windowMs`. */
class SlidingWindow {
  private readonly stamps: number[] = [];

  constructor(
    private readonly limit: WindowLimit,
    private readonly clock: Clock,
  ) {}

  /** Drops departures that have left the window. */
  private expire(now: number): void {
    while (this.stamps.length > 0 && (this.stamps[0] ?? 0) <= now - this.limit.windowMs) this.stamps.shift();
  }

  /** Takes a slot now if one is free; otherwise says how long until the oldest departure leaves the window. */
  take(): { taken: true } | { taken: false; waitMs: number } {
    const now = this.clock.now();
    if (this.free(now)) {
      this.stamps.push(now);
      return { taken: true };
    }
    const oldest = this.stamps[0] ?? now;
    return { taken: false, waitMs: Math.max(1, oldest + this.limit.windowMs - now) };
  }

  /** Whether a slot is free now. */
  free(now = this.clock.now()): boolean {
    this.expire(now);
    return this.stamps.length < this.limit.max;
  }

  async acquire(signal?: AbortSignal): Promise<void> {
    for (;;) {
      const result = this.take();
      if (result.taken) return;
      await this.clock.sleep(result.waitMs, signal);
    }
  }

  /** The departures still inside the window. */
  departures(now = this.clock.now()): number[] {
    this.expire(now);
    return [...this.stamps];
  }

  /** Adds departures another run of the console made (kept in order; old ones expire as usual). */
  load(stamps: readonly number[]): void {
    this.stamps.push(...stamps);
    this.stamps.sort((a, b) => a - b);
  }
}

/** What a limiter has spent, to carry over a restart: departures per window key, pauses per host. */
export interface RateLimiterState {
  windows: Record<string, number[]>;
  pausedUntil: Record<string, number>;
}

/** Parses Retry-After (seconds or an HTTP date); undefined when absent or unusable. */
export function parseRetryAfter(value: string | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.min(MAX_RETRY_AFTER_MS, Math.round(Number(trimmed) * 1000));
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, at - now));
}

export interface RateLimiterOptions {
  clock: Clock;
  /** Set `false` to turn the client-side limiter off (the 429 pause still applies). */
  hostLimit?: WindowLimit | false;
  /** Extra limits per operation name, e.g. collective points. */
  operationLimits?: Record<string, WindowLimit>;
  /** Upper bound of the random delay added to each 429 pause, so paused callers do not return in a herd. */
  jitterMs?: number;
}

export interface RateLimiter {
  /**
   * The fast path: takes the slots for a call to `host` (and `operation`) at once and answers true when the
   * host is not paused and every window has room; otherwise takes nothing and answers false (then `acquire`).
   */
  tryAcquire(host: string, operation: string): boolean;
  /** Waits until a call to `host` (and `operation`) may leave: pause over, windows open. */
  acquire(host: string, operation: string, signal?: AbortSignal): Promise<void>;
  /** After a 429: pauses every call to `host` for `ms` plus jitter; returns the pause applied. */
  pause(host: string, ms: number): number;
  /** Milliseconds left in the host's pause (0 when open). */
  pausedFor(host: string): number;
  /** The departures still in their windows and the pauses still running (see rate-window-store.ts). */
  snapshot(): RateLimiterState;
  /** Counts departures and pauses from a previous run, so a restart does not reset the budget. */
  restore(state: RateLimiterState): void;
  /** Bumped on every departure or pause: a cheap "has anything changed since" for persisting. */
  changes(): number;
}

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { clock } = options;
  const hostLimit = options.hostLimit === undefined ? HOST_LIMIT : options.hostLimit;
  const operationLimits = options.operationLimits ?? {};
  const jitterMs = options.jitterMs ?? 1_000;
  const pausedUntil = new Map<string, number>();
  const windows = new Map<string, SlidingWindow>();
  const limits = new Map<string, WindowLimit>();
  let changes = 0;

  function windowFor(key: string, limit: WindowLimit): SlidingWindow {
    let window = windows.get(key);
    if (!window) {
      window = new SlidingWindow(limit, clock);
      windows.set(key, window);
      limits.set(key, limit);
    }
    return window;
  }

  async function waitForPause(host: string, signal?: AbortSignal): Promise<void> {
    for (;;) {
      const left = (pausedUntil.get(host) ?? 0) - clock.now();
      if (left <= 0) return;
      await clock.sleep(left, signal);
    }
  }

  return {
    tryAcquire(host, operation) {
      if ((pausedUntil.get(host) ?? 0) > clock.now()) return false;
      const opLimit = operationLimits[operation];
      const opWindow = opLimit ? windowFor(`${host}|op|${operation}`, opLimit) : undefined;
      const hostWindow = hostLimit ? windowFor(`${host}|host`, hostLimit) : undefined;
      // Check both before taking either, so a refusal leaves no slot taken.
      if ((opWindow && !opWindow.free()) || (hostWindow && !hostWindow.free())) return false;
      opWindow?.take();
      hostWindow?.take();
      changes += 1;
      return true;
    },
    async acquire(host, operation, signal) {
      const opLimit = operationLimits[operation];
      if (opLimit) await windowFor(`${host}|op|${operation}`, opLimit).acquire(signal);
      await waitForPause(host, signal);
      if (hostLimit) await windowFor(`${host}|host`, hostLimit).acquire(signal);
      changes += 1;
      // A 429 may have arrived while we waited for a window slot.
      await waitForPause(host, signal);
    },
    pause(host, ms) {
      const applied = Math.max(0, ms) + Math.round(clock.random() * jitterMs);
      const until = clock.now() + applied;
      pausedUntil.set(host, Math.max(pausedUntil.get(host) ?? 0, until));
      changes += 1;
      return applied;
    },
    pausedFor(host) {
      return Math.max(0, (pausedUntil.get(host) ?? 0) - clock.now());
    },
    snapshot() {
      const now = clock.now();
      const state: RateLimiterState = { windows: {}, pausedUntil: {} };
      for (const [key, window] of windows) {
        const stamps = window.departures(now);
        if (stamps.length > 0) state.windows[key] = stamps;
      }
      for (const [host, until] of pausedUntil) if (until > now) state.pausedUntil[host] = until;
      return state;
    },
    restore(state) {
      for (const [key, stamps] of Object.entries(state.windows)) {
        const [host, kind, operation] = key.split('|');
        const limit =
          limits.get(key) ??
          (kind === 'host' && hostLimit ? hostLimit : operation ? operationLimits[operation] : undefined);
        if (!host || !limit) continue;
        windowFor(key, limit).load(stamps);
      }
      for (const [host, until] of Object.entries(state.pausedUntil)) {
        pausedUntil.set(host, Math.max(pausedUntil.get(host) ?? 0, until));
      }
      changes += 1;
    },
    changes: () => changes,
  };
}
