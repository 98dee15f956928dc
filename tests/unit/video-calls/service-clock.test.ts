import { describe, expect, it } from 'vitest';
import { createServiceClocks } from '../../../src/main/areas/video-calls/service-clock';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 28, 8, 0, 0);

function clocksAt(machine: { now: number }) {
  const changes: { profileId: string; offsetMs: number }[] = [];
  const clocks = createServiceClocks({
    machineNow: () => machine.now,
    onChange: (profileId, offsetMs) => changes.push({ profileId, offsetMs }),
  });
  return { clocks, changes };
}

/** An answer whose Date header names `serviceTime` (to the second), sent at `sentAt`, 40 ms on the wire. */
const sample = (serviceTime: number, sentAt: number) => ({
  serverDate: Math.floor(serviceTime / 1_000) * 1_000,
  sentAt,
  receivedAt: sentAt + 40,
});

describe('the service clock learned from answers', () => {
  it("is the machine's clock until the service has answered", () => {
    const machine = { now: T0 };
    const { clocks, changes } = clocksAt(machine);
    expect(clocks.offset('p1')).toBeUndefined();
    expect(clocks.now('p1')).toBe(T0);
    expect(changes).toEqual([]);
  });

  it('learns a service clock two days ahead from a Date header and says so once', () => {
    const machine = { now: T0 };
    const { clocks, changes } = clocksAt(machine);
    clocks.observe('p1', sample(T0 + 2 * DAY + 20, T0));
    expect(Math.abs((clocks.offset('p1') ?? 0) - 2 * DAY)).toBeLessThan(1_000);
    expect(changes).toHaveLength(1);
    expect(Math.abs((changes[0]?.offsetMs ?? 0) - 2 * DAY)).toBeLessThan(1_000);
    // Later answers of the same clock (a second's rounding, another latency) change nothing.
    for (let i = 1; i < 20; i += 1) {
      machine.now = T0 + i * 1_337;
      clocks.observe('p1', sample(machine.now + 2 * DAY, machine.now));
    }
    expect(changes).toHaveLength(1);
    expect(Math.abs(clocks.now('p1') - (machine.now + 2 * DAY))).toBeLessThan(1_000);
  });

  it('hears the clock moved back (the sandbox set to real time again) from the next answer', () => {
    const machine = { now: T0 };
    const { clocks, changes } = clocksAt(machine);
    clocks.observe('p1', sample(T0 + 2 * DAY, T0));
    machine.now = T0 + 5_000;
    clocks.observe('p1', sample(machine.now, machine.now));
    expect(changes).toHaveLength(2);
    expect(Math.abs(changes[1]?.offsetMs ?? DAY)).toBeLessThan(1_000);
    expect(Math.abs(clocks.now('p1') - machine.now)).toBeLessThan(1_000);
  });

  it("stays quiet when a first answer agrees with the machine's clock", () => {
    const machine = { now: T0 };
    const { clocks, changes } = clocksAt(machine);
    clocks.observe('p1', sample(T0 + 300, T0));
    expect(changes).toEqual([]);
    expect(clocks.offset('p1')).toBeDefined();
  });

  it("keeps the sandbox's exact reading over a Date header's second, and profiles apart", () => {
    const machine = { now: T0 };
    const { clocks, changes } = clocksAt(machine);
    clocks.exact('sandbox', T0 + 90 * 60_000 + 3, T0 - 2, T0 + 2);
    expect(clocks.offset('sandbox')).toBe(90 * 60_000 + 3);
    // A header of the same clock (rounded down to its second) agrees and does not blur the reading.
    clocks.observe('sandbox', sample(T0 + 90 * 60_000 + 800, T0 + 790));
    expect(clocks.offset('sandbox')).toBe(90 * 60_000 + 3);
    expect(clocks.offset('live')).toBeUndefined();
    expect(changes).toEqual([{ profileId: 'sandbox', offsetMs: 90 * 60_000 + 3 }]);
  });

  it('hears a clock set a minute forward, however small against a day', () => {
    const machine = { now: T0 };
    const { clocks, changes } = clocksAt(machine);
    clocks.exact('s', T0, T0, T0);
    machine.now = T0 + 10_000;
    clocks.observe('s', sample(machine.now + 60_000, machine.now));
    expect(changes).toHaveLength(1);
    expect(Math.abs((changes[0]?.offsetMs ?? 0) - 60_000)).toBeLessThan(1_000);
  });
});
