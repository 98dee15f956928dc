import type { Fixture } from './fixture-schema';
import { DEMO_ANCHOR, generateDemoFixture } from './fixture/generate';
import { fixtureShift, loadFixture } from './state';

/** How long the checked demo data is kept after its last use. */
export const DEMO_KEEP_MS = 60_000;

let kept: { delta: number; text: string; timer: ReturnType<typeof setTimeout> } | undefined;

/**
 * The demo data moved to `now`, checked, as a copy of its own (a sandbox writes into its data). Building and
 * checking it takes 150 to 400 ms. So the checked data is kept for a minute after its last use, as JSON text,
 * and each sandbox started meanwhile on the same minute parses its own copy (tests and benchmarks start
 * hundreds; the console, one, which then lets it go). Parsing the 4 MB text takes about 25 ms where
 * `structuredClone` of the objects took 75 to 100 ms, and a copy read from JSON is what a restarted sandbox
 * reads from its kept file, so a fresh sandbox and a restarted one hold the same kind of data. The data
 * depends only on how far it moves (`fixtureShift`, as `loadFixture` computes it), which is the key.
 */
export function loadDemoFixture(now: number): Fixture {
  const delta = fixtureShift(DEMO_ANCHOR, now);
  if (kept?.delta !== delta) {
    if (kept) clearTimeout(kept.timer);
    kept = {
      delta,
      text: JSON.stringify(loadFixture(generateDemoFixture(), now)),
      timer: setTimeout(release, DEMO_KEEP_MS),
    };
  }
  kept.timer.refresh();
  kept.timer.unref?.();
  return JSON.parse(kept.text) as Fixture;
}

function release(): void {
  kept = undefined;
}
