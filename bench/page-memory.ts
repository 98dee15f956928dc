// A page's memory measured the same way at each point of the startup bench's switch rounds: Chromium's
// DOM counters always (cheap), and with `detail` a heap snapshot read into code / objects / native, the
// last two kept so the bench can say what grew between two late rounds and who holds it.
//
// Measures are taken at rest, as the page is when a person stops switching: what the last screens
// left to finish is let finish first. Two things do so after a screen closes: its finished writes
// leave the mutation cache MUTATION_GC_MS later (5 s), and an image still loading (or with its error
// event not yet fired) keeps its element, and through it the closed screen's whole detached DOM, alive
// until it settles (the demo fixture's avatars on an unresolvable host: seconds under load). Measured
// straight after a switch, either shows up as hundreds of nodes or objects that are about to go.
import type { Page } from '@playwright/test';
import {
  detachedDomHolders,
  domCounters,
  growth,
  growthByHolder,
  summarizeHeap,
  takeHeapSnapshot,
  type DomCounters,
  type HeapSnapshot,
  type HeapSummary,
} from './heap';

export interface PageMemoryFigures {
  dom: DomCounters;
  heap?: HeapSummary;
}

export interface PageMemory {
  /**
   * Waits for the page to come to rest: REST_MS, then until the DOM counters (after a forced GC) hold
   * still between two reads a second apart, at most SETTLE_MAX_MS. Resolves with how long it took.
   */
  settle(): Promise<number>;
  /** DOM counters after a forced GC and, with detail, a snapshot's summary. */
  measure(): Promise<PageMemoryFigures>;
  /**
   * What grew between the last two measures (with detail and at least two of them), and who holds the
   * detached DOM nodes at the last one.
   */
  grewBetweenLastTwo(top?: number): PageHeapGrowth | undefined;
  close(): Promise<void>;
}

export interface PageHeapGrowth {
  byConstructor: ReturnType<typeof growth>;
  byHolder: ReturnType<typeof growthByHolder>;
  detachedDomHeldBy: ReturnType<typeof detachedDomHolders>;
}

/** Longer than the renderer's MUTATION_GC_MS, so writes of screens closed before are gone. */
const REST_MS = 6_000;
const SETTLE_MAX_MS = 30_000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const same = (a: DomCounters, b: DomCounters) =>
  a.documents === b.documents && a.nodes === b.nodes && a.jsEventListeners === b.jsEventListeners;

/** One CDP session for every measure: V8 keeps node ids stable for it, so snapshots compare. */
export async function pageMemory(page: Page, detail: boolean): Promise<PageMemory> {
  const cdp = await page.context().newCDPSession(page);
  let previous: HeapSnapshot | undefined;
  let last: HeapSnapshot | undefined;
  return {
    async settle() {
      const start = performance.now();
      await wait(REST_MS);
      let last = await domCounters(cdp);
      while (performance.now() - start < SETTLE_MAX_MS) {
        await wait(1_000);
        const now = await domCounters(cdp);
        if (same(now, last)) break;
        last = now;
      }
      return Math.round(performance.now() - start);
    },
    async measure() {
      const dom = await domCounters(cdp);
      if (!detail) return { dom };
      previous = last;
      last = await takeHeapSnapshot(cdp);
      return { dom, heap: summarizeHeap(last) };
    },
    grewBetweenLastTwo(top = 12) {
      if (!previous || !last) return undefined;
      return {
        byConstructor: growth(previous, last, top),
        byHolder: growthByHolder(previous, last, top),
        detachedDomHeldBy: detachedDomHolders(last),
      };
    },
    async close() {
      previous = undefined;
      last = undefined;
      await cdp.detach();
    },
  };
}
