import { useEffect, useRef, useState } from 'react';
import type { BridgeApi } from '@shared/bridge';
import type { Availability, ScheduleForm } from '@shared/channels/video-calls';
import type { AppError } from '@shared/errors';

export interface Check<T> {
  status: 'idle' | 'waiting' | 'ready' | 'error';
  value: T | null;
  error: AppError | null;
}

const idle = { status: 'idle' as const, value: null, error: null };

/**
 * A network check that follows the form: waits `delay` ms after the last change, then asks; an answer
 * that a newer request has overtaken is dropped (request sequence number), so the panel never shows the
 * result for an older schedule.
 */
function useDebouncedCheck<T>(
  key: string | null,
  run: () => Promise<{ ok: true; value: T } | { ok: false; error: AppError }>,
  delay: number,
): Check<T> {
  // The answer remembers which inputs it was for; a newer key shows as "waiting" with the old value kept.
  const [answer, setAnswer] = useState<{ key: string; check: Check<T> } | null>(null);
  const seq = useRef(0);
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });
  useEffect(() => {
    const mine = ++seq.current;
    if (key === null) return;
    const timer = setTimeout(() => {
      void runRef.current().then((result) => {
        if (mine !== seq.current) return;
        setAnswer({
          key,
          check: result.ok
            ? { status: 'ready', value: result.value, error: null }
            : { status: 'error', value: null, error: result.error },
        });
      });
    }, delay);
    return () => clearTimeout(timer);
  }, [key, delay]);
  if (key === null) return idle;
  if (!answer) return { status: 'waiting', value: null, error: null };
  if (answer.key !== key) return { status: 'waiting', value: answer.check.value, error: null };
  return answer.check;
}

export function useParticipantPreview(
  api: BridgeApi,
  mangoes: string[],
  excludeMangoes: string[],
  timeZone: string,
  delay = 400,
) {
  const key = mangoes.length ? JSON.stringify([mangoes, excludeMangoes, timeZone]) : null;
  return useDebouncedCheck(
    key,
    () => api.videoCalls.preview({ mangoes, ...(excludeMangoes.length ? { excludeMangoes } : {}), timeZone }),
    delay,
  );
}

export function useAvailability(
  api: BridgeApi,
  schedule: ScheduleForm | null,
  extra: { excludeVideocall?: string | undefined; meetingUrl?: string | undefined },
  delay = 500,
) {
  const key = schedule ? JSON.stringify([schedule, extra]) : null;
  return useDebouncedCheck<Availability>(
    key,
    () =>
      api.videoCalls.checkAvailability({
        schedule: schedule as ScheduleForm,
        ...(extra.excludeVideocall ? { excludeVideocall: extra.excludeVideocall } : {}),
        ...(extra.meetingUrl ? { meetingUrl: extra.meetingUrl } : {}),
      }),
    delay,
  );
}
