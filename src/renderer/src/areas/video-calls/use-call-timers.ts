import { useEffect, useState } from 'react';
import type { VideoCall } from '@shared/contract/video-calls';
import { editLockMoment } from '@shared/areas/video-calls/domain';
import { useVideoCallsView } from './view-store';

const MAX_TIMEOUT = 2 ** 31 - 1;
const SAFETY_REFRESH_MS = 60_000;

/**
 * Re-reads the call when its next moment passes (lock begins, call starts, call ends), so the lock banner
 * and the join links change on time without a manual reload; plus a slow safety re-read for changes made
 * elsewhere (a provider link issued, another operator's edit). `now` is the service's clock; when it moves
 * (the offset to the machine's clock changes) the next moment is timed again.
 */
export function useCallTimers(call: VideoCall | null, now: () => number, reload: () => void): void {
  const offset = useVideoCallsView((s) => s.clockOffset);
  useEffect(() => {
    if (!call) return;
    const t = now();
    const moments = [
      editLockMoment(call.fromTime),
      call.fromTime ? Date.parse(call.fromTime) : undefined,
      call.toTime ? Date.parse(call.toTime) : undefined,
    ].filter((m): m is number => m !== undefined && Number.isFinite(m) && m > t);
    const next = moments.length ? Math.min(...moments) : undefined;
    const timer = next === undefined ? undefined : setTimeout(reload, Math.min(next - t + 200, MAX_TIMEOUT));
    const safety = setInterval(reload, SAFETY_REFRESH_MS);
    return () => {
      if (timer) clearTimeout(timer);
      clearInterval(safety);
    };
  }, [call, now, reload, offset]);
}

/**
 * The service's "now", ticking every `everyMs`, for countdowns; at once when the service clock moves (a
 * new offset), so "today" and a countdown never wait for the next tick to follow it.
 */
export function useTicking(now: () => number, everyMs = 1_000): number {
  const offset = useVideoCallsView((s) => s.clockOffset);
  // The machine's time at the last tick; the service's is that plus the offset as it is now.
  const [tick, setTick] = useState(() => now() - offset);
  useEffect(() => {
    const timer = setInterval(() => setTick(now() - useVideoCallsView.getState().clockOffset), everyMs);
    return () => clearInterval(timer);
  }, [now, everyMs]);
  return tick + offset;
}
