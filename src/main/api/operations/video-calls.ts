import { AppFailure } from '@shared/errors';
import type { Clock } from '../clock';
import { overlapMessage } from '../errors';
import { scheduleInstant } from '../headers';
import type {
  CallOptions,
  Invoke,
  InvokeContext,
  OperationBody,
  OperationOutput,
  OperationQuery,
} from '../types';

interface ScheduleLike {
  startDate?: string;
  fromTime?: string;
  timezoneName?: string;
  duration?: number;
}

/**
 * Video calls (workshop family). The `x-timezone-offset` of a write is the offset of the call's own zone at
 * the call's start, so a New York call booked in January for July gets -240, not the machine's offset.
 */
export function videoCallOperations(invoke: Invoke, clock: Clock, defaultTimeZone: string) {
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
      body: OperationBody<'createVideoCall'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'createVideoCall'>> => {
      try {
        return await invoke('createVideoCall', { body }, options, scheduleContext(body, options));
      } catch (failure) {
        return explainOverlap(failure, body, {}, options);
      }
    },
    checkVideoCallAvailability: (
      body: OperationBody<'checkVideoCallAvailability'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'checkVideoCallAvailability'>> =>
      invoke('checkVideoCallAvailability', { body }, options, scheduleContext(body, options)),
    listVideoCalls: (
      query?: OperationQuery<'listVideoCalls'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'listVideoCalls'>> => invoke('listVideoCalls', { query }, options),
    participantPreview: (
      query: OperationQuery<'participantPreview'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'participantPreview'>> => invoke('participantPreview', { query }, options),
    getVideoCallSeries: (
      groupId: string,
      options?: CallOptions,
    ): Promise<OperationOutput<'getVideoCallSeries'>> =>
      invoke('getVideoCallSeries', { params: { groupId } }, options),
    getVideoCall: (videoCallId: string, options?: CallOptions): Promise<OperationOutput<'getVideoCall'>> =>
      invoke('getVideoCall', { params: { videoCallId } }, options),
    updateVideoCall: async (
      videoCallId: string,
      body: OperationBody<'updateVideoCall'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'updateVideoCall'>> => {
      try {
        return await invoke(
          'updateVideoCall',
          { params: { videoCallId }, body },
          options,
          scheduleContext(body, options),
        );
      } catch (failure) {
        return explainOverlap(failure, body, { excludeVideocall: videoCallId }, options);
      }
    },
  };
}
