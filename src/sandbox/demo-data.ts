import type { Fixture } from './fixture-schema';
import { DEMO_ANCHOR, generateDemoFixture } from './fixture/generate';
import { lazyFixture } from './lazy-fixture';
import { fixtureShift, loadFixture, stateIds } from './state';

/** How long the checked demo data is kept after its last use. */
export const DEMO_KEEP_MS = 60_000;

let kept:
  | {
      delta: number;
      parts: Array<[key: string, json: string]>;
      ids: string[];
      timer: ReturnType<typeof setTimeout>;
    }
  | undefined;

/**
 * A sandbox's own copy of the demo data, and the ids in it that the state's id factory must follow (known
 * from the kept data, so no collection is parsed to find them).
 */
export interface DemoData {
  fixture: Fixture;
  ids: readonly string[];
}

/**
 * The demo data moved to `now`, checked, as a copy of its own (a sandbox writes into its data). Building and
 * checking it takes 150 to 400 ms. So the checked data is kept for a minute after its last use, as the JSON
 * text of each collection, and each sandbox started meanwhile on the same minute parses its own copy (tests
 * and benchmarks start hundreds; the console, one, which then lets it go). A copy read from JSON is what a
 * restarted sandbox reads from its kept file, so a fresh sandbox and a restarted one hold the same kind of
 * data. Each collection is parsed when the sandbox first reads it (`lazyFixture`): of the 4 MB (about 22 ms
 * to parse whole), the community posts are 3.1 MB, and most sandboxes never read them. The data depends
 * only on how far it moves (`fixtureShift`, as `loadFixture` computes it), which is the key.
 */
export function loadDemoData(now: number): DemoData {
  const delta = fixtureShift(DEMO_ANCHOR, now);
  if (kept?.delta !== delta) {
    if (kept) clearTimeout(kept.timer);
    const fixture = loadFixture(generateDemoFixture(), now);
    kept = {
      delta,
      parts: Object.entries(fixture).map(([key, value]) => [key, JSON.stringify(value)]),
      ids: [...stateIds(fixture)],
      timer: setTimeout(release, DEMO_KEEP_MS),
    };
  }
  kept.timer.refresh();
  kept.timer.unref?.();
  return { fixture: lazyFixture(kept.parts), ids: kept.ids };
}

function release(): void {
  kept = undefined;
}
