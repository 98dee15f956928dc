import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * How large a bridge call's JSON body may be, per channel, and how many large bodies the web host reads at
 * once. Almost every channel takes a few hundred bytes; the limit for those (4 MB) still fits the longest
 * list a channel accepts (200,000 row numbers is about 1.4 MB). Only the channels that carry a file part
 * or a Mango draft (a description may hold pasted HTML) may send up to 20 MB. A declared Content-Length
 * over the limit is refused before a byte is read, so a flood of huge bodies costs no memory.
 */
export const MB = 1024 * 1024;
export const DEFAULT_BODY_LIMIT = 4 * MB;
export const LARGE_BODY_LIMIT = 20 * MB;

/** Channels whose input can legitimately be large (a 1 MB CSV chunk JSON-escaped; a draft with HTML). */
const LARGE_INPUT_CHANNELS: ReadonlySet<string> = new Set([
  'bulkJobs.import',
  'mangoes.saveDraft',
  'mangoes.validateDraft',
]);

export function bodyLimitOf(channel: string): number {
  return LARGE_INPUT_CHANNELS.has(channel) ? LARGE_BODY_LIMIT : DEFAULT_BODY_LIMIT;
}

/** Bodies above this size wait for a slot of the gate, so at most `slots` of them are in memory at once. */
export const GATED_BODY_BYTES = 1 * MB;

/**
 * A full garbage collection, if this process can ask for one. V8 collects the strings and buffers of a large
 * body only when it next needs memory, so a host that has just read 40 MB of bodies and then sits idle keeps
 * them (bench/web-body-memory.ts measured 117 MB of buffers still held 30 s later). The gate asks for one
 * collection once its large bodies are done. `--expose-gc` is set for this process on first use.
 */
let collector: (() => void) | null | undefined;
function collectGarbage(): void {
  if (collector === undefined) {
    collector = null;
    try {
      const existing = (globalThis as { gc?: () => void }).gc;
      if (typeof existing === 'function') collector = existing;
      else {
        setFlagsFromString('--expose-gc');
        collector = runInNewContext('gc') as () => void;
      }
    } catch {
      collector = null;
    }
  }
  collector?.();
}

export interface BodyGate {
  /** Waits for a slot; the returned function frees it (call it exactly once, in a `finally`). */
  acquire(): Promise<() => void>;
  /** Slots in use and callers waiting (for tests and diagnostics). */
  readonly load: { active: number; waiting: number };
}

/**
 * A counting semaphore for large bodies. When the last slot is freed, one garbage collection runs after
 * `collectAfterMs` (unless another large body arrives first), so their memory is given back while idle.
 */
export function createBodyGate(slots = 2, collectAfterMs = 1_000): BodyGate {
  let active = 0;
  const waiting: Array<() => void> = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const release = (): void => {
    const next = waiting.shift();
    if (next) return next();
    active -= 1;
    if (active === 0 && collectAfterMs >= 0) {
      clearTimeout(timer);
      timer = setTimeout(collectGarbage, collectAfterMs);
      timer.unref?.();
    }
  };
  return {
    acquire() {
      return new Promise((resolveSlot) => {
        let released = false;
        const grant = () =>
          resolveSlot(() => {
            if (released) return;
            released = true;
            release();
          });
        clearTimeout(timer);
        if (active < slots) {
          active += 1;
          grant();
        } else waiting.push(grant);
      });
    },
    get load() {
      return { active, waiting: waiting.length };
    },
  };
}
