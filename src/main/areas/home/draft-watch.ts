import { createLogger } from '../../platform/logging/logger';

const log = createLogger('home');

/** How often the background watch compares the drafts with the service (Home itself reads each minute). */
export const DRAFT_WATCH_MS = 5 * 60_000;

/**
 * The background watch behind "a draft's Mango changed" notices: every few minutes, while notifications
 * are on, it compares every profile's open drafts with the service (`checkDrafts`: Mango reads only, for
 * profiles that have drafts), so a change is told though Home is not the open screen. One round at a time;
 * a round that fails is logged and the next one tries again.
 */
export function startDraftWatch(options: {
  check: () => Promise<number>;
  enabled: () => Promise<boolean>;
  everyMs?: number;
}) {
  let round: Promise<void> | null = null;
  const tick = (): Promise<void> => {
    round ??= (async () => {
      try {
        if (await options.enabled()) await options.check();
      } catch (error) {
        log.info('the background draft check failed; the next round tries again', { error: String(error) });
      } finally {
        round = null;
      }
    })();
    return round;
  };
  const timer = setInterval(() => void tick(), options.everyMs ?? DRAFT_WATCH_MS);
  timer.unref?.();
  return {
    /** Runs one round now (or waits for the one running). */
    tick,
    stop: () => clearInterval(timer),
  };
}
