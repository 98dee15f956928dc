import type { VideoCall } from '@shared/contract/video-calls';

/** A saved call as it stands at `now`, shown to an operator in `operatorZone`. */
export interface CallAtNow {
  call: VideoCall;
  now: number;
  operatorZone: string;
}

/** The zone a call's times are given in: its own, or the operator's when it has none. */
export const callZone = (call: VideoCall, operatorZone: string) => call.timezoneName ?? operatorZone;
