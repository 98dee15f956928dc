import { describe, expect, it } from 'vitest';
import { createVirtualClock, type VirtualClock } from '../../../src/main/platform/api/clock';
import { createRateLimiter, HOST_LIMIT } from '../../../src/main/platform/api/rate-limit';
import { allowInWindow } from '../../../src/sandbox/faults';
import { RateGovernor, type RateVerdict } from '../../../src/main/areas/bulk-jobs/rate-governor';
import { countIn } from '../../../src/main/areas/bulk-jobs/send-window';

/** A service with a rolling-minute limit that counts arrivals, as the sandbox does. */
function rollingService(limit: { perMinute: number }) {
  const windows = new Map<string, number[]>();
  return {
    limit,
    accepts: (arrival: number) => allowInWindow(windows, 'k', limit.perMinute, arrival),
  };
}

/** The host limiter underneath: at most 120 sends per 10.5 s, which is faster than 600 a minute. */
const HOST_GAP_MS = 10_500 / 120;

interface Run {
  sends: number[];
  verdicts: RateVerdict[];
  accepted: number;
  endedAt: number;
}

/**
 * Sends `rows` requests one after another through the governor (refused ones again, as the runner does),
 * each arriving `delay(i)` after it left; the host limiter's pace sits underneath.
 */
async function run(
  clock: VirtualClock,
  governor: RateGovernor,
  service: ReturnType<typeof rollingService>,
  rows: number,
  delay: (i: number) => number = () => 0,
  stopAt?: RateVerdict,
): Promise<Run> {
  const out: Run = { sends: [], verdicts: [], accepted: 0, endedAt: 0 };
  let lastHost = Number.NEGATIVE_INFINITY;
  for (let i = 0; out.accepted < rows; i += 1) {
    await governor.waitTurn();
    const hostWait = lastHost + HOST_GAP_MS - clock.now();
    if (hostWait > 0) await clock.sleep(hostWait);
    lastHost = clock.now();
    out.sends.push(clock.now());
    if (service.accepts(clock.now() + delay(i))) out.accepted += 1;
    else out.verdicts.push(governor.on429(10_000));
    if (stopAt && out.verdicts.at(-1) === stopAt) break;
  }
  out.endedAt = clock.now();
  return out;
}

/**
 * The runner's shape: `workers` sending at once, each taking its turn from the governor and then a slot
 * from the API client's host limiter (120 per 10.5 s, a sliding window that lets a burst through and then
 * holds requests for seconds), the service answering `latencyMs` after arrival. `stallAt(t)` says how long
 * the event loop is blocked before a send at time t. Time moves in 5 ms steps.
 */
async function runConcurrent(
  clock: VirtualClock,
  governor: RateGovernor,
  service: ReturnType<typeof rollingService>,
  rows: number,
  options: { workers?: number; latencyMs?: number; stallAt?: (t: number) => number } = {},
): Promise<Run> {
  const limiter = createRateLimiter({ clock, hostLimit: HOST_LIMIT, jitterMs: 0 });
  const out: Run = { sends: [], verdicts: [], accepted: 0, endedAt: 0 };
  let left = rows;
  const worker = async () => {
    while (left > 0) {
      left -= 1;
      for (;;) {
        const stall = options.stallAt?.(clock.now()) ?? 0;
        if (stall > 0) await clock.sleep(stall);
        const sentAt = await governor.waitTurn();
        await limiter.acquire('service', 'migrateUser');
        out.sends.push(clock.now());
        const accepted = service.accepts(clock.now());
        await clock.sleep(options.latencyMs ?? 5);
        if (accepted) break;
        limiter.pause('service', 10_000);
        out.verdicts.push(governor.on429(10_000, sentAt));
      }
      out.accepted += 1;
    }
  };
  let done = false;
  const all = Promise.all(Array.from({ length: options.workers ?? 4 }, worker)).then(() => (done = true));
  while (!done) await clock.advance(5);
  await all;
  out.endedAt = clock.now();
  return out;
}

const maxInAnyWindow = (sends: number[], windowMs: number) =>
  Math.max(...sends.map((t) => countIn(sends, t - windowMs, t)));

describe('the rate governor', () => {
  it('learns a rolling-minute limit from one 429 and finishes near the limit-bound time', async () => {
    const clock = createVirtualClock({ auto: true });
    const start = clock.now();
    const governor = new RateGovernor(clock);
    const result = await run(clock, governor, rollingService({ perMinute: 600 }), 2_000);
    expect(result.verdicts).toEqual(['learned']);
    expect(governor.learnedLimits()).toEqual([{ windowMs: 60_000, max: expect.any(Number) }]);
    expect(governor.learnedLimits()[0]?.max).toBeGreaterThanOrEqual(600);
    // 2,000 rows at 600 a minute: 200 s; within 10%.
    expect(result.endedAt - start).toBeLessThan(220_000);
  });

  it('holds the pace when the event loop stalls: no catch-up burst, never over the limit', async () => {
    const clock = createVirtualClock({ auto: true });
    const governor = new RateGovernor(clock);
    const service = rollingService({ perMinute: 600 });
    await run(clock, governor, service, 700);
    const pace = governor.capPerMinute() ?? 0;
    expect(pace).toBeGreaterThan(540);
    // The loop is blocked for 5 s (a CPU hog, a slow disk), then sends as fast as it is let.
    await clock.sleep(5_000);
    const after: number[] = [];
    const resumed = clock.now();
    for (let i = 0; i < 40; i += 1) {
      await governor.waitTurn();
      after.push(clock.now());
    }
    // Half a second's worth leaves at once, then the even pace: nothing saved up over the 5 s.
    const perSecond = pace / 60;
    expect(countIn(after, resumed - 1, resumed)).toBeLessThanOrEqual(Math.ceil(perSecond / 2));
    expect(countIn(after, resumed - 1, resumed + 1_000)).toBeLessThanOrEqual(Math.ceil(perSecond * 1.5) + 1);
    expect(after.at(-1)! - resumed).toBeGreaterThanOrEqual(((40 - perSecond / 2) / perSecond) * 1_000 - 10);
  });

  it('sends bunched by stalls draw no 429 storm, and one they do draw is judged its own doing', async () => {
    const clock = createVirtualClock({ auto: true });
    const start = clock.now();
    const governor = new RateGovernor(clock);
    const service = rollingService({ perMinute: 600 });
    // Every 50th request sits 1.5 s on the way; the next ones catch it up.
    const result = await run(clock, governor, service, 2_000, (i) => (i % 50 === 0 ? 1_500 : 0));
    expect(result.verdicts.filter((v) => v !== 'same-storm').length).toBeLessThanOrEqual(2);
    expect(result.endedAt - start).toBeLessThan(220_000);
    // Never more than the learned limit in any minute of our own sends after learning it.
    const learnedAt = result.sends.find((t) => countIn(result.sends, t - 60_000, t) > 600) ?? start;
    const later = result.sends.filter((t) => t > learnedAt + 60_000);
    expect(maxInAnyWindow(later, 60_000)).toBeLessThanOrEqual(600);

    // A 429 while we send at the full learned pace: bunching, not a new limit.
    const before = governor.learnedLimits();
    expect(governor.on429(10_000)).toBe('self-inflicted');
    expect(governor.learnedLimits()).toEqual(before);
  });

  it('a 429 well within the known limit is a real lower limit: it is taken, then climbs back quickly', async () => {
    const clock = createVirtualClock({ auto: true });
    const governor = new RateGovernor(clock);
    const service = rollingService({ perMinute: 600 });
    await run(clock, governor, service, 1_200);
    const learned = governor.capPerMinute() ?? 0;
    // The service halves its limit.
    service.limit.perMinute = 300;
    await clock.sleep(61_000);
    const lowered = await run(clock, governor, service, 600, undefined, 'lowered');
    expect(lowered.verdicts.at(-1)).toBe('lowered');
    expect(lowered.verdicts).not.toContain('self-inflicted');
    const cap = governor.capPerMinute() ?? 0;
    expect(cap).toBeLessThanOrEqual(300);
    expect(cap).toBeGreaterThan(250);
    // The limit comes back: within about two minutes of quiet the pace is near the old one again.
    service.limit.perMinute = 600;
    const back = clock.now();
    while (clock.now() - back < 200_000 && (governor.capPerMinute() ?? 0) < learned * 0.95) {
      await run(clock, governor, service, 50);
    }
    expect(governor.capPerMinute()).toBeGreaterThanOrEqual(learned * 0.95);
    expect(clock.now() - back).toBeLessThan(150_000);
  });

  it('a limit per 10 s is learned as such, from a young job', async () => {
    const clock = createVirtualClock({ auto: true });
    const governor = new RateGovernor(clock);
    const hits: number[] = [];
    const accepts = (t: number): boolean => {
      while (hits.length > 0 && (hits[0] ?? 0) <= t - 10_000) hits.shift();
      return hits.length < 100 && hits.push(t) > 0;
    };
    let verdict: RateVerdict | undefined;
    for (let accepted = 0; accepted < 300 && verdict !== 'learned';) {
      await governor.waitTurn();
      await clock.sleep(50); // 20 a second, above 100 per 10 s
      if (accepts(clock.now())) accepted += 1;
      else verdict = governor.on429(1_000);
    }
    expect(verdict).toBe('learned');
    expect(governor.learnedLimits()).toEqual([{ windowMs: 10_000, max: expect.any(Number) }]);
    expect(governor.learnedLimits()[0]?.max).toBeGreaterThanOrEqual(100);
    expect(governor.learnedLimits()[0]?.max).toBeLessThanOrEqual(110);
  });

  it('a 429 answered seconds after its turn (the host limiter held it) is judged by the sends before it', async () => {
    const clock = createVirtualClock();
    const start = clock.now();
    const governor = new RateGovernor(clock);
    const result = await runConcurrent(clock, governor, rollingService({ perMinute: 600 }), 2_000);
    const judged = result.verdicts.filter((v) => v !== 'same-storm');
    expect(judged[0]).toBe('learned');
    expect(governor.learnedLimits()).toEqual([{ windowMs: 60_000, max: expect.any(Number) }]);
    expect(governor.learnedLimits()[0]?.max).toBeGreaterThanOrEqual(600);
    expect(judged.length).toBeLessThanOrEqual(2);
    // 2,000 rows at 600 a minute: 200 s; within 10%.
    expect(result.endedAt - start).toBeLessThan(220_000);
  });

  it('stalls of the event loop (a CPU hog) teach no limit of the few sends they let through', async () => {
    const clock = createVirtualClock();
    const start = clock.now();
    const governor = new RateGovernor(clock);
    // Every 13 s the loop is blocked for 2 s, so some 10 s windows hold few sends and others a burst.
    const stallAt = (t: number) => {
      const phase = (t - start) % 13_000;
      return phase < 2_000 ? 2_000 - phase : 0;
    };
    const result = await runConcurrent(clock, governor, rollingService({ perMinute: 600 }), 2_000, {
      stallAt,
    });
    const limits = governor.learnedLimits();
    // Whatever was learned allows the service's 600 a minute (less the margin), not a stall's trickle.
    expect(governor.capPerMinute()).toBeGreaterThanOrEqual(570);
    expect(limits.every((l) => (l.max * 60_000) / l.windowMs >= 590)).toBe(true);
    // The limit-bound 200 s, and the stalls' share of it (a stall's sends are not caught up in a burst).
    expect(result.endedAt - start).toBeLessThan(200_000 * (15 / 13) * 1.05);
  });

  it('a 429 after a stall is not taken for a lowered limit when the minute before held more', async () => {
    const clock = createVirtualClock({ auto: true });
    const governor = new RateGovernor(clock);
    // Learn a 10 s limit of 100 from a young job sending 20 a second.
    for (let i = 0; i < 101; i += 1) {
      await governor.waitTurn();
      await clock.sleep(50);
    }
    expect(governor.on429(1_000)).toBe('learned');
    expect(governor.learnedLimits()).toEqual([{ windowMs: 10_000, max: 101 }]);
    // A minute at the learned pace, then the loop is blocked for 9 s and a few sends leave.
    const until = clock.now() + 70_000;
    while (clock.now() < until) await governor.waitTurn();
    await clock.sleep(9_000);
    let sentAt = 0;
    for (let i = 0; i < 12; i += 1) sentAt = await governor.waitTurn();
    // The service refuses one (someone else spent its budget): 12 in 10 s is not its new limit.
    expect(governor.on429(10_000, sentAt)).toBe('unexplained');
    expect(governor.learnedLimits()).toEqual([{ windowMs: 10_000, max: 101 }]);
  });

  it('a 429 on a job that has hardly sent teaches nothing: it pauses and learns no limit', async () => {
    const clock = createVirtualClock({ auto: true });
    const governor = new RateGovernor(clock);
    await governor.waitTurn();
    const before = clock.now();
    expect(governor.on429(10_000)).toBe('unexplained');
    expect(governor.learnedLimits()).toEqual([]);
    expect(governor.capPerMinute()).toBeNull();
    await governor.waitTurn();
    expect(clock.now() - before).toBeGreaterThanOrEqual(10_000);
  });
});
