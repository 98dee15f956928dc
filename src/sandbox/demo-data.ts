import type { Fixture } from './fixture-schema';
import { DEMO_ANCHOR, generateDemoFixture } from './fixture/generate';
import { fixtureShift, loadFixture } from './state';

/** How long the checked demo data is kept after its last use. */
export const DEMO_KEEP_MS = 60_000;

let kept: { delta: number; fixture: Fixture; timer: ReturnType<typeof setTimeout> } | undefined;

/**
 * The demo data moved to `now`, checked, as a copy of its own (a sandbox writes into its data). Building and
 * checking it takes 150 to 400 ms; a copy, about 50 ms. So the checked data is kept for a minute after its
 * last use and copied for every sandbox started meanwhile on the same minute (tests and benchmarks start
 * hundreds; the console, one, which then lets it go). The data depends only on how far it moves
 * (`fixtureShift`, as `loadFixture` computes it), which is the key.
 */
export function loadDemoFixture(now: number): Fixture {
  const delta = fixtureShift(DEMO_ANCHOR, now);
  if (kept?.delta !== delta) {
    if (kept) clearTimeout(kept.timer);
    kept = {
      delta,
      fixture: loadFixture(generateDemoFixture(), now),
      timer: setTimeout(release, DEMO_KEEP_MS),
    };
  }
  kept.timer.refresh();
  kept.timer.unref?.();
  return structuredClone(kept.fixture);
}

function release(): void {
  kept = undefined;
}
