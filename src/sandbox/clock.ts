/**
 * The sandbox's notion of "now". Real time by default; tests set or advance it so calls become ongoing,
 * subscriptions expire and rate-limit windows pass without real sleeps.
 */
export interface SandboxClock {
  now(): number;
  nowIso(): string;
  /** Jump to an instant; keeps ticking in real time unless frozen. */
  set(at: number, options?: { frozen?: boolean }): void;
  advance(ms: number): void;
  /** Back to the machine's real time. */
  useRealTime(): void;
  describe(): { now: string; offsetMs: number; frozen: boolean };
}

export function createClock(start?: { at: number; frozen?: boolean }): SandboxClock {
  let offset = 0;
  let frozenAt: number | undefined;
  const clock: SandboxClock = {
    now: () => frozenAt ?? Date.now() + offset,
    nowIso: () => new Date(clock.now()).toISOString(),
    set(at, options = {}) {
      if (options.frozen) {
        frozenAt = at;
        offset = at - Date.now();
      } else {
        frozenAt = undefined;
        offset = at - Date.now();
      }
    },
    advance(ms) {
      if (frozenAt !== undefined) frozenAt += ms;
      offset += ms;
    },
    useRealTime() {
      offset = 0;
      frozenAt = undefined;
    },
    describe: () => ({ now: clock.nowIso(), offsetMs: offset, frozen: frozenAt !== undefined }),
  };
  if (start) clock.set(start.at, { frozen: start.frozen ?? false });
  return clock;
}
