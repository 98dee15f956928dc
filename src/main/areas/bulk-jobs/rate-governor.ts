import type { Clock } from '../../platform/api/clock';
import { countIn, peakCount, windowWait } from './send-window';

export interface RateGovernorOptions {
  /** Without a 429 for this long, a lowered limit steps back up towards the highest one learned. */
  quietMs?: number;
  /** The share of a learned limit the governor sends (room for arrivals bunched by network and stalls). */
  margin?: number;
  /** How far the service's clock may see our sends shifted (stalls, latency) when telling 429s apart. */
  slackMs?: number;
  /** Each quiet period closes this share of the gap between a lowered limit and the highest learned. */
  stepUpShare?: number;
  /** The longest run of sends, in time, that may leave back to back after a stall. */
  burstMs?: number;
}

/** Why the last 429 happened, as the governor judged it. */
export type RateVerdict =
  /** The first sign of a limit: learned from what the service accepted. */
  | 'learned'
  /** Our own sends arrived bunched (a stall, a slow disk) above a limit we already knew: re-paced only. */
  | 'self-inflicted'
  /** Refused while we were within every limit we knew: the service lowered it. */
  | 'lowered'
  /** Too few of our own sends to blame (the service's budget was spent by someone else): paused only. */
  | 'unexplained'
  /** Another answer of a storm already counted. */
  | 'same-storm';

/** One 429 as the governor judged it: when (ms since the job's first send), what, and the evidence. */
export interface RateDecision {
  atMs: number;
  verdict: RateVerdict;
  /** Our sends in each window up to the 429, and the most any earlier window of that length held. */
  evidence: Array<{ windowMs: number; count: number; earlierPeak: number }>;
  /** The limits known after the decision. */
  limits: Array<{ windowMs: number; max: number }>;
}

interface Limit {
  windowMs: number;
  /** Requests the service accepts per window, as learned. */
  max: number;
  /** The highest `max` learned for this window: a lowered limit climbs back to it. */
  ceiling: number;
}

/** Limits are looked for over these windows: the documented 10 s one and the common rolling minute. */
const WINDOWS = [10_000, 60_000] as const;
const HISTORY_MS = 2 * 60_000;
/** A limit is learned only from at least this many of our own sends in its window. */
const MIN_EVIDENCE = 10;

/**
 * Paces a job's requests by the times they actually left, read from the clock at each send (never by
 * timers, which drift when the event loop stalls). Until the service refuses, only the API client's host
 * limiter applies. A 429 teaches a limit: the number of our own sends in the window (10 s or a rolling
 * minute), counted up to the refused send, whose count was higher than any the service had accepted before
 * and not disproved by a longer window (a minute that held more than six times a 10 s count proves that
 * count was a stall's trickle or a burst, not the limit). From then on at most `margin`
 * of that limit leaves in any such window, evenly: a token bucket holding at most `burstMs` of sends, so
 * a stall never releases a catch-up burst. A later 429 is told apart: if our sends, widened by `slackMs`
 * for bunching on the way, were above the known limit, it was our own doing and nothing is lowered; if we
 * were below it, the service lowered its limit and the governor takes the count it accepted. A lowered
 * limit climbs back after each quiet period, half way to the highest learned each time; a step that draws
 * a 429 doubles the quiet period. A 429 with fewer than ten of our sends in the window teaches nothing
 * (someone else spent the budget). The pause after any 429 is what the answer advised (the client's
 * default when it advised nothing). It never goes above the highest limit learned: a service that raises
 * its limit mid-job is not noticed until the next job.
 */
export class RateGovernor {
  private readonly sends: number[] = [];
  private readonly limits = new Map<number, Limit>();
  private tokens = 0;
  private lastRefill = 0;
  private pausedUntilMs = 0;
  private last429 = Number.NEGATIVE_INFINITY;
  private lastChange = Number.NEGATIVE_INFINITY;
  private lastStepWasUp = false;
  private firstSend: number | undefined;
  private quietMs: number;
  private readonly margin: number;
  private readonly slackMs: number;
  private readonly stepUpShare: number;
  private readonly burstMs: number;
  /** The verdict on the last 429 (shown in tests and the bench). */
  lastVerdict: RateVerdict | undefined;
  /** The last 429s judged (not the same-storm ones), oldest first: for the bench and tests. */
  readonly decisions: RateDecision[] = [];

  constructor(
    private readonly clock: Clock,
    options: RateGovernorOptions = {},
  ) {
    this.quietMs = options.quietMs ?? 20_000;
    this.margin = options.margin ?? 0.97;
    this.slackMs = options.slackMs ?? 2_000;
    this.stepUpShare = options.stepUpShare ?? 0.5;
    this.burstMs = options.burstMs ?? 500;
  }

  /**
   * A 429 answered the request that left at `sentAt` (as `waitTurn` returned it; the last send when not
   * given). Its answer may come seconds later (the API client's own limiter can hold a request after its
   * turn), so windows are counted up to the refused send, not up to now.
   */
  on429(retryAfterMs: number, sentAt?: number): RateVerdict {
    const now = this.clock.now();
    this.pausedUntilMs = Math.max(this.pausedUntilMs, now + retryAfterMs);
    this.forget(now);
    // Answers to requests already in flight belong to the same storm: judge it once.
    const sameStorm = now - this.last429 < Math.max(1_000, retryAfterMs);
    this.last429 = now;
    const at = Math.min(now, sentAt ?? this.sends.at(-1) ?? now);
    const verdict = sameStorm ? 'same-storm' : this.judge(now, at);
    if (verdict === 'lowered' && this.lastStepWasUp && now - this.lastChange < this.quietMs)
      this.quietMs *= 2;
    if (verdict !== 'same-storm') {
      this.lastStepWasUp = false;
      // Start again evenly paced after the pause: nothing saved up.
      this.tokens = 0;
      this.lastRefill = now;
    }
    if (verdict === 'learned' || verdict === 'lowered') this.lastChange = now;
    this.lastVerdict = verdict;
    if (verdict !== 'same-storm') this.remember(at, verdict);
    return verdict;
  }

  private remember(at: number, verdict: RateVerdict): void {
    const evidence = WINDOWS.map((windowMs) => ({
      windowMs,
      count: countIn(this.sends, at - windowMs, at),
      earlierPeak: peakCount(this.sends, windowMs, at - this.slackMs),
    }));
    const atMs = at - (this.firstSend ?? at);
    this.decisions.push({ atMs, verdict, evidence, limits: this.learnedLimits() });
    if (this.decisions.length > 20) this.decisions.shift();
  }

  /** `at`: when the refused request left. */
  private judge(now: number, at: number): RateVerdict {
    const age = this.firstSend === undefined ? 0 : at - this.firstSend;
    // A window whose count is above every count the service accepted before may be the limit. Only windows
    // longer than those already known (a shorter one was accepted at this pace before), and, once a limit
    // is known, only windows the job has filled (before that, a window's count is every send so far,
    // always a new high); such a window back at its highest count is a limit met again. Never a limit the
    // sends prove wrong (see `refuted`).
    const longestKnown = Math.max(0, ...this.limits.keys());
    const again = this.limits.size > 0 ? 0 : 1;
    for (const windowMs of WINDOWS) {
      if (windowMs <= longestKnown || (this.limits.size > 0 && age < windowMs)) continue;
      const count = countIn(this.sends, at - windowMs, at);
      if (count < MIN_EVIDENCE || count < peakCount(this.sends, windowMs, at - this.slackMs) + again)
        continue;
      if (this.refuted(windowMs, count, at)) continue;
      return this.learn(windowMs, count);
    }
    // Above a known limit once bunching is allowed for: our own doing. Re-pace; keep the limit.
    for (const limit of this.limits.values()) {
      if (countIn(this.sends, now - limit.windowMs - this.slackMs, now) > limit.max) return 'self-inflicted';
    }
    // No new high and no known limit: the longest window the job has filled, else the shortest it has not,
    // whose count the sends do not prove wrong. A stall that left few sends in the last 10 s does not teach
    // a limit of that few when the minute held more.
    if (this.limits.size === 0) {
      const filled = WINDOWS.filter((w) => age >= w).reverse();
      const young = WINDOWS.filter((w) => age < w);
      for (const windowMs of [...filled, ...young]) {
        const count = countIn(this.sends, at - windowMs, at);
        if (count >= MIN_EVIDENCE && !this.refuted(windowMs, count, at)) return this.learn(windowMs, count);
      }
      return 'unexplained';
    }
    // Within every known limit: the service lowered one. Take what it accepted as the new limit, unless a
    // longer window's count shows that a stall, not the service, left so few sends in the shorter one.
    let lowered = false;
    for (const limit of this.limits.values()) {
      const count = countIn(this.sends, now - limit.windowMs, now);
      if (count >= limit.max || this.refuted(limit.windowMs, count, now)) continue;
      limit.max = Math.max(1, count);
      lowered = true;
    }
    return lowered ? 'lowered' : 'unexplained';
  }

  private learn(windowMs: number, max: number): RateVerdict {
    this.limits.set(windowMs, { windowMs, max, ceiling: max });
    return 'learned';
  }

  /**
   * Whether the service accepting our sends proves that `count` per `windowMs` is not its limit: a longer
   * window held more than that limit would have let through (`count` per `windowMs` allows at most
   * `count × ceil(longer / windowMs)` in any longer span). So a short window's new high made by a stall
   * bunching sends, or by a job speeding up, is not taken for a limit when the minute before it held more
   * than that limit allows. Our sends are counted whatever their answer: only the 429s of this storm are
   * in them, and they are too few to matter.
   */
  private refuted(windowMs: number, count: number, now: number): boolean {
    return WINDOWS.some(
      (longer) =>
        longer > windowMs && countIn(this.sends, now - longer, now) > count * Math.ceil(longer / windowMs),
    );
  }

  /**
   * Waits until the next request may start and answers when it did (give it to `on429`); rejects when
   * `signal` aborts (pause, cancel).
   */
  async waitTurn(signal?: AbortSignal): Promise<number> {
    for (;;) {
      const now = this.clock.now();
      if (this.pausedUntilMs > now) {
        await this.clock.sleep(this.pausedUntilMs - now, signal);
        continue;
      }
      this.maybeStepUp(now);
      const wait = this.waitFor(now);
      if (wait > 0) {
        await this.clock.sleep(wait, signal);
        continue;
      }
      if (this.limits.size > 0) this.tokens -= 1;
      this.firstSend ??= now;
      this.sends.push(now);
      this.forget(now);
      return now;
    }
  }

  /** Milliseconds until a send keeps within every learned window and the even pace (0: now). */
  private waitFor(now: number): number {
    const perMs = this.perMs();
    if (perMs === null) return 0;
    const burst = Math.max(1, perMs * this.burstMs);
    this.tokens = Math.min(burst, this.tokens + Math.max(0, now - this.lastRefill) * perMs);
    this.lastRefill = now;
    let wait = this.tokens >= 1 ? 0 : (1 - this.tokens) / perMs;
    for (const limit of this.limits.values()) {
      wait = Math.max(wait, windowWait(this.sends, limit.windowMs, this.budget(limit), now));
    }
    return Math.ceil(wait);
  }

  private budget(limit: Limit): number {
    return Math.max(1, Math.floor(limit.max * this.margin));
  }

  /** The even pace: the slowest of the learned limits, in sends per millisecond; null when none. */
  private perMs(): number | null {
    let slowest: number | null = null;
    for (const limit of this.limits.values()) {
      const rate = this.budget(limit) / limit.windowMs;
      slowest = slowest === null ? rate : Math.min(slowest, rate);
    }
    return slowest;
  }

  private maybeStepUp(now: number): void {
    if (now - this.last429 < this.quietMs || now - this.lastChange < this.quietMs) return;
    let stepped = false;
    for (const limit of this.limits.values()) {
      if (limit.max >= limit.ceiling) continue;
      limit.max = Math.min(
        limit.ceiling,
        limit.max + Math.ceil((limit.ceiling - limit.max) * this.stepUpShare),
      );
      stepped = true;
    }
    if (!stepped) return;
    this.lastChange = now;
    this.lastStepWasUp = true;
  }

  private forget(now: number): void {
    let drop = 0;
    while (drop < this.sends.length && (this.sends[drop] ?? 0) <= now - HISTORY_MS) drop += 1;
    if (drop > 0) this.sends.splice(0, drop);
  }

  /** The pace the governor keeps, in requests per minute, or null while no limit is known. */
  capPerMinute(): number | null {
    const perMs = this.perMs();
    return perMs === null ? null : Math.round(perMs * 60_000);
  }

  /** The learned limits (requests per window), for the job view and tests. */
  learnedLimits(): Array<{ windowMs: number; max: number }> {
    return [...this.limits.values()].map(({ windowMs, max }) => ({ windowMs, max }));
  }

  pausedUntil(): number | undefined {
    return this.pausedUntilMs > this.clock.now() ? this.pausedUntilMs : undefined;
  }
}

/** Finished requests per minute over the last 30 s: the rate a progress bar shows and the ETA uses. */
export class RateMeter {
  private readonly stamps: number[] = [];

  constructor(private readonly clock: Clock) {}

  tick(): void {
    this.stamps.push(this.clock.now());
  }

  perMinute(): number | null {
    const now = this.clock.now();
    while (this.stamps.length > 0 && (this.stamps[0] ?? 0) < now - 30_000) this.stamps.shift();
    if (this.stamps.length === 0) return null;
    const span = Math.max(5_000, now - (this.stamps[0] ?? now));
    return (this.stamps.length / span) * 60_000;
  }
}
