import { describe, expect, it } from 'vitest';
import { createClock } from '../../../src/sandbox/clock';
import { allowInWindow, FaultInjector } from '../../../src/sandbox/faults';
import { DEMO_ANCHOR, generateDemoFixture } from '../../../src/sandbox/fixture/generate';
import { createRouter } from '../../../src/sandbox/router';
import { loadFixture, shiftTimes } from '../../../src/sandbox/state';
import { operationNames, operations } from '../../../src/shared/contract/operations';

describe('time anchor', () => {
  it('shifts ISO date-times and leaves other strings alone', () => {
    expect(
      shiftTimes(
        { a: '2025-01-01T00:00:00.000Z', b: '2025-01-01', c: ['x', '2025-01-01T00:00:00Z'] },
        60_000,
      ),
    ).toEqual({ a: '2025-01-01T00:01:00.000Z', b: '2025-01-01', c: ['x', '2025-01-01T00:01:00.000Z'] });
  });

  it('moves the fixture to now in whole minutes, keeping ongoing calls ongoing', () => {
    const raw = generateDemoFixture({ posts: 5, subscribers: 5 });
    const now = Date.parse(DEMO_ANCHOR) + 10 * 86_400_000 + 12_345;
    const loaded = loadFixture(raw, now);
    const ongoing = loaded.videoCalls.find((c) => c.title === 'Live AMA: your money questions');
    expect(Date.parse(ongoing?.fromTime ?? '')).toBeLessThan(now);
    expect(Date.parse(ongoing?.toTime ?? '')).toBeGreaterThan(now);
    expect(Date.parse(loaded.anchor) % 60_000).toBe(Date.parse(DEMO_ANCHOR) % 60_000);
  });

  it('generates the same fixture for the same seed', () => {
    expect(JSON.stringify(generateDemoFixture({ posts: 50 }))).toBe(
      JSON.stringify(generateDemoFixture({ posts: 50 })),
    );
  });
});

describe('faults and clock', () => {
  it('allows N per rolling minute', () => {
    const w = new Map<string, number[]>();
    expect([0, 1, 2, 3].map((i) => allowInWindow(w, 'k', 3, 1000 + i))).toEqual([true, true, true, false]);
    expect(allowInWindow(w, 'k', 3, 61_001)).toBe(true);
  });

  it('error rate 1 always fails, 0 never', () => {
    const clock = createClock({ at: 0, frozen: true });
    const f = new FaultInjector(() => clock.now());
    f.set({ all: { errorRate: 1 } });
    expect(Array.from({ length: 20 }, () => f.decide('getMango').kind)).toEqual(Array(20).fill('error'));
    f.set({ all: { errorRate: 0 } });
    expect(f.decide('getMango').kind).toBe('none');
  });
});

describe('router', () => {
  it('routes every operation of the shared table to itself', () => {
    const route = createRouter();
    for (const name of operationNames) {
      const path = operations[name].path.replace(/:[A-Za-z]+/g, 'aaaaaaaaaaaaaaaaaaaaaaaa');
      const match = route(operations[name].method, path);
      expect(match !== undefined && match !== 'method_not_allowed' && match.operation).toBe(name);
    }
  });
});
