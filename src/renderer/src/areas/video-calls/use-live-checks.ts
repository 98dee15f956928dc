import { useEffect, useState } from 'react';
import type { ChannelInput, ChannelOutput } from '@shared/bridge';
import type { ScheduleForm } from '@shared/areas/video-calls/channels';
import type { AppError } from '@shared/errors';
import { useBridgeQuery } from '../../data/query';

/**
 * A check that follows the form as it is typed. `pending` while the typing has not settled or the answer
 * is on its way; `value` is the latest answer (an older schedule's while a newer one is checked);
 * `appError` is the settled check's failure.
 */
export interface LiveCheck<T> {
  value: T | null;
  appError: AppError | null;
  pending: boolean;
}

type CheckChannel = 'videoCalls.preview' | 'videoCalls.checkAvailability';

/** The key once it has stayed the same for `delay` ms (null until then, or while there is nothing to ask). */
function useSettled(key: string | null, delay: number): string | null {
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    if (key === null) return;
    const timer = setTimeout(() => setSettled(key), delay);
    return () => clearTimeout(timer);
  }, [key, delay]);
  return key === null ? null : settled;
}

/**
 * Asks `delay` ms after the last change. Each input is its own query, so an answer for an older schedule
 * is never shown as the answer for the current one.
 */
function useLiveCheck<C extends CheckChannel>(
  channel: C,
  input: ChannelInput<C> | null,
  delay: number,
): LiveCheck<ChannelOutput<C>> {
  const key = input ? JSON.stringify(input) : null;
  const settled = useSettled(key, delay);
  const query = useBridgeQuery(channel, settled ? (JSON.parse(settled) as ChannelInput<C>) : undefined, {
    enabled: settled !== null,
    keepPrevious: true,
  });
  if (key === null) return { value: null, appError: null, pending: false };
  const pending = settled !== key || query.isFetching;
  return { value: query.data ?? null, appError: pending ? null : query.appError, pending };
}

/** How many people the chosen Mangoes invite, less those only subscribed to the excluded ones. */
export function useParticipantPreview(
  mangoes: string[],
  excludeMangoes: string[],
  timeZone: string,
  delay = 400,
) {
  const input = mangoes.length
    ? { mangoes, ...(excludeMangoes.length ? { excludeMangoes } : {}), timeZone }
    : null;
  return useLiveCheck('videoCalls.preview', input, delay);
}

/** The clash check for a schedule (null while the schedule is not in shape to send). */
export function useAvailability(
  schedule: ScheduleForm | null,
  extra: { excludeVideocall?: string | undefined; meetingUrl?: string | undefined },
  delay = 500,
) {
  const input = schedule
    ? {
        schedule,
        ...(extra.excludeVideocall ? { excludeVideocall: extra.excludeVideocall } : {}),
        ...(extra.meetingUrl ? { meetingUrl: extra.meetingUrl } : {}),
      }
    : null;
  return useLiveCheck('videoCalls.checkAvailability', input, delay);
}
