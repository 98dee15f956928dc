import { AppFailure } from '@shared/errors';
import type { Clock } from './clock';
import { overlapMessage } from './errors';
import { scheduleInstant } from './headers';
import type { CallOptions, Invoke, InvokeContext, OperationOutput, OperationRequest } from './types';

interface ScheduleLike {
  startDate?: string;
  fromTime?: string;
  timezoneName?: string;
  duration?: number;
}

/**
 * The three video-call operations that need more than the table's generic call (client.ts gives every
 * other operation its method straight from the table). Their `x-timezone-offset` is the offset of the
 * call's own zone at the call's start, so a New York call booked in January for July gets -240, not the
 * machine's offset; and a WORKSHOP_OVERLAP refusal is explained by naming the clashing call.
 */
export function videoCallWrites(invoke: Invoke, clock: Clock, defaultTimeZone: string) {
  function scheduleContext(body: ScheduleLike, options?: CallOptions): InvokeContext {
    const timeZone = body.timezoneName ?? options?.timeZone ?? defaultTimeZone;
    const instant = scheduleInstant(body.startDate, body.fromTime, timeZone, new Date(clock.now()));
    return { timeZone, instant };
  }

  /**
   * The service answers WORKSHOP_OVERLAP without saying what clashes. Ask check-availability (read-only) so
   * the message can name the clashing call and its times; on any trouble keep the original error.
   */
  async function explainOverlap(
    failure: unknown,
    body: ScheduleLike,
    exclude: { excludeVideocall?: string },
    options?: CallOptions,
  ): Promise<never> {
    if (
      !(failure instanceof AppFailure) ||
      failure.error.errorCode !== 'WORKSHOP_OVERLAP' ||
      failure.error.details
    ) {
      throw failure;
    }
    const { startDate, fromTime, timezoneName, duration } = body;
    if (!startDate || !fromTime || !timezoneName || duration === undefined) throw failure;
    try {
      const check = await invoke(
        'checkVideoCallAvailability',
        { body: { startDate, fromTime, timezoneName, duration, ...exclude } },
        { signal: options?.signal, timeouts: options?.timeouts },
        scheduleContext(body, options),
      );
      const message = overlapMessage(check.overlapList, timezoneName);
      if (message) throw new AppFailure({ ...failure.error, message, details: check.overlapList });
    } catch (enriched) {
      if (enriched instanceof AppFailure && enriched.error.errorCode === 'WORKSHOP_OVERLAP') throw enriched;
    }
    throw failure;
  }

  return {
    createVideoCall: async (
      request: OperationRequest<'createVideoCall'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'createVideoCall'>> => {
      const { body } = request;
      try {
        return await invoke('createVideoCall', request, options, scheduleContext(body, options));
      } catch (failure) {
        return explainOverlap(failure, body, {}, options);
      }
    },
    checkVideoCallAvailability: (
      request: OperationRequest<'checkVideoCallAvailability'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'checkVideoCallAvailability'>> =>
      invoke('checkVideoCallAvailability', request, options, scheduleContext(request.body, options)),
    updateVideoCall: async (
      request: OperationRequest<'updateVideoCall'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'updateVideoCall'>> => {
      const { body } = request;
      try {
        return await invoke('updateVideoCall', request, options, scheduleContext(body, options));
      } catch (failure) {
        return explainOverlap(failure, body, { excludeVideocall: request.params.videoCallId }, options);
      }
    },
  };
}
