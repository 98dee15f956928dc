import type { Clock } from '../../api/clock';

export interface RateGovernorOptions {
  /** Without a 429 for this long, the cap steps back up. */
  quietMs?: number;
  /** After the first 429 the cap becomes this share of the rate the service accepted. */
  firstFactor?: number;
  /** After a further 429 the cap shrinks by this factor. */
  backoffFactor?: number;
  /** Each quiet period multiplies the cap by this. */
  stepUpFactor?: number;
}

/**
 * Paces a job's requests. A 429 stops every worker for the advised time and then caps the start rate
 * just below what the service accepted over the last minute; a further 429 lowers the cap by 10%. After
 * a quiet period the cap steps back up by 10% (and waits twice as long next time if that step drew a
 * 429), until it is lifted. The host
 * limiter of the API client still applies underneath: this only ever slows a job further.
 */
export class RateGovernor {
  private capPerSec: number | null = null;
  private ceilingPerSec = Number.POSITIVE_INFINITY;
  private pausedUntilMs = 0;
  private last429 = Number.NEGATIVE_INFINITY;
  private lastStep = Number.NEGATIVE_INFINITY;
  private lastStart = Number.NEGATIVE_INFINITY;
  private readonly starts: number[] = [];
  private firstStart: number | undefined;
  private lastStepWasUp = false;
  private quietMs: number;
  private readonly backoffFactor: number;
  private readonly firstFactor: number;
  private readonly stepUpFactor: number;

  constructor(
    private readonly clock: Clock,
    options: RateGovernorOptions = {},
  ) {
    this.quietMs = options.quietMs ?? 30_000;
    this.backoffFactor = options.backoffFactor ?? 0.9;
    this.firstFactor = options.firstFactor ?? 0.97;
    this.stepUpFactor = options.stepUpFactor ?? 1.1;
  }

  /** Starts per second over the last `windowMs` (or since the first start, when sooner). */
  observedRate(now = this.clock.now(), windowMs = 10_000): number {
    while (this.starts.length > 0 && (this.starts[0] ?? 0) < now - 60_000) this.starts.shift();
    const recent = this.starts.filter((t) => t >= now - windowMs);
    if (recent.length < 2) return 0;
    const span = Math.max(1_000, Math.min(windowMs, now - (this.firstStart ?? now)));
    return (recent.length / span) * 1_000;
  }

  on429(retryAfterMs: number): void {
    const now = this.clock.now();
    this.pausedUntilMs = Math.max(this.pausedUntilMs, now + retryAfterMs);
    // Answers to requests that were already in flight belong to the same storm: count it once.
    if (now - this.last429 > Math.max(1_000, retryAfterMs)) {
      if (this.capPerSec === null) {
        // First 429: the service's quota is about what it accepted over the last minute (a rolling
        // window is the common shape), or the recent rate when the job is younger than that.
        const recent = this.observedRate(now);
        const minute = this.observedRate(now, 60_000);
        this.ceilingPerSec = recent > 0 ? recent : Number.POSITIVE_INFINITY;
        const base = minute > 0 ? Math.min(recent || minute, minute) : recent;
        this.capPerSec = Math.max(0.2, (base || 1) * this.firstFactor);
      } else {
        // A 429 soon after a step up: that step was too far, so wait longer before the next one.
        if (now - this.lastStep < this.quietMs && this.lastStepWasUp) this.quietMs *= 2;
        this.capPerSec = Math.max(0.2, this.capPerSec * this.backoffFactor);
      }
      this.lastStepWasUp = false;
    }
    this.last429 = now;
    this.lastStep = now;
  }

  /** Waits until the next request may start; rejects when `signal` aborts (pause, cancel). */
  async waitTurn(signal?: AbortSignal): Promise<void> {
    for (;;) {
      const now = this.clock.now();
      if (this.pausedUntilMs > now) {
        await this.clock.sleep(this.pausedUntilMs - now, signal);
        continue;
      }
      this.maybeStepUp(now);
      if (this.capPerSec !== null) {
        const next = this.lastStart + 1_000 / this.capPerSec;
        if (next > now) {
          await this.clock.sleep(next - now, signal);
          continue;
        }
      }
      this.lastStart = now;
      this.firstStart ??= now;
      this.starts.push(now);
      return;
    }
  }

  private maybeStepUp(now: number): void {
    if (this.capPerSec === null) return;
    if (now - this.last429 < this.quietMs || now - this.lastStep < this.quietMs) return;
    this.capPerSec *= this.stepUpFactor;
    this.lastStep = now;
    this.lastStepWasUp = true;
    if (this.capPerSec >= this.ceilingPerSec * 1.5) this.capPerSec = null;
  }

  /** The current cap in requests per minute, or null when none applies. */
  capPerMinute(): number | null {
    return this.capPerSec === null ? null : Math.round(this.capPerSec * 60);
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
