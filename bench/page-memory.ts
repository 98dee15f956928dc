// A page's memory measured the same way at each point of the startup bench's switch rounds: Chromium's
// DOM counters always (cheap), and with `detail` a heap snapshot read into code / objects / native, the
// last two kept so the bench can say what grew between two late rounds and who holds it.
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

/** One CDP session for every measure: V8 keeps node ids stable for it, so snapshots compare. */
export async function pageMemory(page: Page, detail: boolean): Promise<PageMemory> {
  const cdp = await page.context().newCDPSession(page);
  let previous: HeapSnapshot | undefined;
  let last: HeapSnapshot | undefined;
  return {
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
