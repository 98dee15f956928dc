/**
 * Which Mango reads a profile's drafts need. None without drafts; one Mango alone is one detail read;
 * several are covered by the list read (100 a page), page after page only until every one is found, and a
 * Mango the list did not show is asked for by itself (it may be gone, or hidden from the list).
 */
export type MangoReadPlan =
  | { kind: 'none' }
  | { kind: 'one'; mangoId: string }
  | { kind: 'list'; mangoIds: string[] };

export function planMangoReads(mangoIds: readonly string[]): MangoReadPlan {
  const distinct = [...new Set(mangoIds)].sort();
  if (distinct.length === 0) return { kind: 'none' };
  if (distinct.length === 1) return { kind: 'one', mangoId: distinct[0] as string };
  return { kind: 'list', mangoIds: distinct };
}

/** The page size of the Mango list read, and how many pages Home reads at most before asking one by one. */
export const MANGO_PAGE = 100;
export const MANGO_PAGES_MAX = 5;

/**
 * The spacing of Home's reads: at most `concurrency` profiles read at once, and each profile's first read
 * starts at least `gapMs` after the one before, so a console with many profiles never sends them all in the
 * same instant. Cached profiles never pass through it.
 */
export function createReadPacer(options: {
  concurrency: number;
  gapMs: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}) {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let active = 0;
  const waiting: (() => void)[] = [];
  let nextStart = 0;

  async function acquire(): Promise<void> {
    if (active >= options.concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else active += 1;
    // Taken in turn: each start books the next slot before it waits for its own.
    const at = Math.max(now(), nextStart);
    nextStart = at + options.gapMs;
    const wait = at - now();
    if (wait > 0) await sleep(wait);
  }

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  }

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await work();
      } finally {
        release();
      }
    },
    /** Profiles reading now (for tests). */
    get active() {
      return active;
    },
  };
}
export type ReadPacer = ReturnType<typeof createReadPacer>;
