import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { readJsonFile, writeFileAtomic } from '../storage/atomic-file';
import { createLogger } from '../logging/logger';
import type { Clock } from './clock';
import { HOST_LIMIT, type RateLimiter } from './rate-limit';

const log = createLogger('rate-window');

const StoredWindow = z.object({
  schemaVersion: z.literal(1),
  savedAt: z.number(),
  windows: z.record(z.string(), z.array(z.number())),
  pausedUntil: z.record(z.string(), z.number()),
});

/** How often a changed budget is written; what a kill can lose is at most this much of sending. */
export const RATE_WINDOW_FLUSH_MS = 500;

/**
 * Keeps the request budget across restarts: without it a console killed in the middle of a job came back
 * with a fresh 120-per-10-s window and sent 234 requests in 5 s. The limiter's departures and pauses are
 * written (atomically) at most every half second while they change, and read back at start. What a kill
 * loses, the last half second, is assumed spent at the full rate: a restart starts cautiously rather than
 * early. A damaged file is moved aside (and logged): the console then starts with an empty budget.
 */
export function persistRateWindow(options: {
  file: string;
  limiter: RateLimiter;
  clock: Clock;
  flushEveryMs?: number;
}) {
  const { file, limiter, clock } = options;
  const flushEveryMs = options.flushEveryMs ?? RATE_WINDOW_FLUSH_MS;
  let written = -1;
  let writing: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setInterval> | undefined;

  async function write(): Promise<void> {
    const changes = limiter.changes();
    if (changes === written) return;
    written = changes;
    const state = limiter.snapshot();
    await mkdir(dirname(file), { recursive: true });
    await writeFileAtomic(file, JSON.stringify({ schemaVersion: 1, savedAt: clock.now(), ...state }));
  }

  const flush = (): Promise<void> => {
    writing = writing.then(write).catch((error: unknown) => {
      log.warn('the request budget could not be saved', { error: String(error) });
    });
    return writing;
  };

  return {
    /** Reads the budget left by the previous run, then keeps it written while it changes. */
    async start(): Promise<void> {
      const read = await readJsonFile(file, StoredWindow).catch((error: unknown) => {
        log.warn('the request budget could not be read', { error: String(error) });
        return { state: 'missing' as const };
      });
      if (read.state === 'corrupt') {
        log.warn('the saved request budget was damaged and moved aside', {
          movedTo: read.movedTo,
          reason: read.reason,
        });
      }
      if (read.state === 'ok') {
        const stored = read.value;
        // Departures after the last write were lost with the process: count them as spent at the limit.
        const lostSlots = Math.ceil((HOST_LIMIT.max * flushEveryMs) / HOST_LIMIT.windowMs);
        const windows = { ...stored.windows };
        for (const key of Object.keys(windows)) {
          if (key.endsWith('|host')) {
            windows[key] = [...(windows[key] ?? []), ...Array<number>(lostSlots).fill(stored.savedAt)];
          }
        }
        limiter.restore({ windows, pausedUntil: stored.pausedUntil });
      }
      written = limiter.changes();
      timer = setInterval(() => void flush(), flushEveryMs);
      timer.unref?.();
    },
    flush,
    async close(): Promise<void> {
      if (timer) clearInterval(timer);
      await flush();
    },
  };
}
