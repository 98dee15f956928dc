/**
 * Time as the client sees it. Rate-limit pauses, backoff and the activity log's timestamps all go through
 * this, so tests can replace it with a virtual clock and run a 10-second 429 pause in microseconds.
 * undici's own socket timeouts stay on real time: they guard real sockets.
 */
export interface Clock {
  now(): number;
  /** Resolves after `ms`; rejects with the signal's reason when it aborts first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /** In [0, 1); injectable so jitter is deterministic in tests. */
  random(): number;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted', 'AbortError');
}

export const systemClock: Clock = {
  now: () => Date.now(),
  random: () => Math.random(),
  sleep(ms, signal) {
    return new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortReason(signal));
        return;
      }
      const onAbort = (): void => {
        clearTimeout(timer);
        reject(abortReason(signal as AbortSignal));
      };
      const timer = setTimeout(
        () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        Math.max(0, ms),
      );
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  },
};

export interface VirtualClock extends Clock {
  /** Moves time forward, waking every sleeper whose deadline has passed, in deadline order. */
  advance(ms: number): Promise<void>;
  /** Total time slept through `sleep` (useful to assert "waited at least the advised delay"). */
  readonly slept: number;
}

interface Sleeper {
  at: number;
  resolve: () => void;
}

/**
 * A clock for tests. With `auto: true` every sleep advances time by itself and resolves at once, so code
 * that waits 10 s finishes immediately while `now()` still moves by 10 s.
 */
export function createVirtualClock(
  options: { start?: number; auto?: boolean; random?: () => number } = {},
): VirtualClock {
  let now = options.start ?? Date.UTC(2025, 0, 15, 4, 30);
  let slept = 0;
  const sleepers: Sleeper[] = [];
  const random = options.random ?? (() => 0.5);

  const clock: VirtualClock = {
    now: () => now,
    random,
    get slept() {
      return slept;
    },
    sleep(ms, signal) {
      const wait = Math.max(0, ms);
      slept += wait;
      if (signal?.aborted) return Promise.reject(abortReason(signal));
      if (options.auto) {
        // Move time to this sleeper's deadline, not by its length: concurrent sleepers then share the wait as
        // they would in real time. Yield once so callers still interleave.
        const target = now + wait;
        return new Promise<void>((resolve) =>
          setImmediate(() => {
            now = Math.max(now, target);
            resolve();
          }),
        );
      }
      return new Promise<void>((resolve, reject) => {
        const sleeper: Sleeper = { at: now + wait, resolve };
        sleepers.push(sleeper);
        signal?.addEventListener(
          'abort',
          () => {
            const index = sleepers.indexOf(sleeper);
            if (index >= 0) sleepers.splice(index, 1);
            reject(abortReason(signal));
          },
          { once: true },
        );
      });
    },
    async advance(ms) {
      const target = now + ms;
      for (;;) {
        sleepers.sort((a, b) => a.at - b.at);
        const next = sleepers[0];
        if (!next || next.at > target) break;
        sleepers.shift();
        now = Math.max(now, next.at);
        next.resolve();
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      now = target;
    },
  };
  return clock;
}
