import { z } from 'zod';
import type { Profile } from '../../../shared/profile';
import type { ServiceDateSample, ServiceTimeObserver } from '../../platform/api/types';
import type { ServiceDeps } from '../deps';

const SandboxClockAnswer = z.object({ now: z.string() });

export interface ServiceTime {
  now: number;
  /** sandbox: its virtual clock; service: learned from the service's answers; machine: nothing learned yet. */
  source: 'sandbox' | 'service' | 'machine';
}

/** A reading this far from the kept offset (beyond its own uncertainty) is a clock that moved. */
const SLACK_MS = 250;

interface Learned {
  offsetMs: number;
  /** Half the width of the interval the offset was read within. */
  plusMinusMs: number;
}

export interface ServiceClocks extends ServiceTimeObserver {
  /** A precise reading (the sandbox's control API): the service's time `serviceNow`, asked at `sentAt`. */
  exact(profileId: string, serviceNow: number, sentAt: number, receivedAt: number): void;
  /** The service's "now" for a profile: the machine's clock plus the learned offset (none: the machine's). */
  now(profileId: string): number;
  /** The offset learned for a profile (service minus machine, ms), or undefined before the first answer. */
  offset(profileId: string): number | undefined;
}

/**
 * The offset between each profile's service clock and this machine's, learned from what the service
 * answers: every answer's `Date` header (to the second), and for the Sandbox profile its clock endpoint (to
 * the millisecond). A reading that agrees with the kept offset (within both uncertainties) only sharpens
 * it; one that does not means the service's clock moved (the sandbox's virtual clock set back, a machine
 * clock corrected), and `onChange` hears the new offset, so the screens follow it without a reload.
 */
export function createServiceClocks(
  options: {
    machineNow?: () => number;
    onChange?: (profileId: string, offsetMs: number) => void;
  } = {},
): ServiceClocks {
  const machineNow = options.machineNow ?? Date.now;
  const learned = new Map<string, Learned>();

  /** The service's offset lies within [low, high]. */
  function learn(profileId: string, low: number, high: number): void {
    const reading: Learned = { offsetMs: (low + high) / 2, plusMinusMs: (high - low) / 2 };
    const kept = learned.get(profileId);
    if (kept && kept.offsetMs >= low - kept.plusMinusMs - SLACK_MS) {
      if (kept.offsetMs <= high + kept.plusMinusMs + SLACK_MS) {
        // The same clock: keep the sharper of the two readings, quietly.
        if (reading.plusMinusMs < kept.plusMinusMs) learned.set(profileId, reading);
        return;
      }
    }
    learned.set(profileId, reading);
    // The screens start from the machine's clock: a first reading close to it changes nothing they show.
    if (kept || Math.abs(reading.offsetMs) > reading.plusMinusMs + SLACK_MS)
      options.onChange?.(profileId, Math.round(reading.offsetMs));
  }

  return {
    observe(profileId: string, sample: ServiceDateSample) {
      // The header was written between sending and receiving, at a time within the second it names.
      learn(profileId, sample.serverDate - sample.receivedAt, sample.serverDate + 1_000 - sample.sentAt);
    },
    exact(profileId, serviceNow, sentAt, receivedAt) {
      learn(profileId, serviceNow - receivedAt, serviceNow - sentAt);
    },
    now: (profileId) => machineNow() + (learned.get(profileId)?.offsetMs ?? 0),
    offset: (profileId) => learned.get(profileId)?.offsetMs,
  };
}

/**
 * "Now" as the service sees it. The embedded sandbox runs a virtual clock that tests move, so the edit
 * lock, join links and the past-start rule follow it there (read from its clock endpoint); a live host's
 * clock is learned from the Date headers of its answers, and until one has answered the machine's clock
 * stands in for it.
 */
export async function serviceNow(profile: Profile, clocks: ServiceClocks): Promise<ServiceTime> {
  if (profile.kind === 'sandbox') {
    try {
      const sentAt = Date.now();
      const res = await fetch(new URL('/__sandbox/clock', profile.baseUrl), {
        signal: AbortSignal.timeout(2_000),
      });
      if (res.ok) {
        const parsed = SandboxClockAnswer.safeParse(await res.json());
        const now = parsed.success ? Date.parse(parsed.data.now) : NaN;
        if (Number.isFinite(now)) {
          clocks.exact(profile.id, now, sentAt, Date.now());
          // Its own answer, to the millisecond (a frozen clock stays exactly where a test put it).
          return { now, source: 'sandbox' };
        }
      }
    } catch {
      // Fall back to what its answers said: the sandbox answers on loopback, so this is rare and harmless.
    }
  }
  const source =
    profile.kind === 'sandbox' ? 'sandbox' : clocks.offset(profile.id) !== undefined ? 'service' : 'machine';
  return { now: clocks.now(profile.id), source };
}

/** A profile's service time: the named profile's, else the active one's. */
export type ServiceTimeOf = (profileId?: string) => Promise<ServiceTime>;

export function serviceTimeOf(deps: Pick<ServiceDeps, 'profiles'>, clocks: ServiceClocks): ServiceTimeOf {
  return async (profileId) =>
    serviceNow(profileId ? await deps.profiles.get(profileId) : await deps.profiles.active(), clocks);
}
