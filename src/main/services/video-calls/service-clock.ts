import { z } from 'zod';
import type { Profile } from '../../../shared/profile';

const SandboxClockAnswer = z.object({ now: z.string() });

export interface ServiceTime {
  now: number;
  source: 'sandbox' | 'machine';
}

/**
 * "Now" as the service sees it. The embedded sandbox runs a virtual clock that tests move forward, so the
 * edit lock, join links and the past-start rule must follow it there; a live host is taken to run on real
 * time, so the machine's clock stands in for it.
 */
export async function serviceNow(profile: Profile, machineNow: () => Date): Promise<ServiceTime> {
  if (profile.kind === 'sandbox') {
    try {
      const res = await fetch(new URL('/__sandbox/clock', profile.baseUrl), {
        signal: AbortSignal.timeout(2_000),
      });
      if (res.ok) {
        const parsed = SandboxClockAnswer.safeParse(await res.json());
        const now = parsed.success ? Date.parse(parsed.data.now) : NaN;
        if (Number.isFinite(now)) return { now, source: 'sandbox' };
      }
    } catch {
      // Fall back to the machine's clock: the sandbox answers on loopback, so this is rare and harmless.
    }
  }
  return { now: machineNow().getTime(), source: 'machine' };
}
