import { CUSTOM_PLATFORM } from '../../shared/contract/video-calls';
import type { VideoCallRecord } from '../fixture-schema';

const EDIT_LOCK_MS = 30 * 60_000;

export type CallStatus = 'upcoming' | 'ongoing' | 'completed' | 'cancelled';

export function callStatus(call: VideoCallRecord, now: number): CallStatus {
  if (call.cancelled) return 'cancelled';
  if (now < Date.parse(call.fromTime)) return 'upcoming';
  if (now < Date.parse(call.toTime)) return 'ongoing';
  return 'completed';
}

/** Why a call cannot be edited now, or undefined when it can (spec: States and transitions 2). */
export function notEditableReason(call: VideoCallRecord, now: number): string | undefined {
  switch (callStatus(call, now)) {
    case 'cancelled':
      return 'The call was cancelled';
    case 'completed':
      return 'The call has already completed';
    case 'ongoing':
      return 'The call is in progress';
    case 'upcoming':
      return Date.parse(call.fromTime) - now <= EDIT_LOCK_MS
        ? 'The call starts within 30 minutes'
        : undefined;
  }
}

export function isCustomPlatform(call: { platform: string; meetingUrl?: string | undefined }): boolean {
  return call.platform === CUSTOM_PLATFORM || Boolean(call.meetingUrl);
}
