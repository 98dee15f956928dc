import { z } from 'zod';
import { IsoDateTime as Time, ObjectId as Id } from '../../shared/contract/common';

/*
 * Fixture records of video calls and their recordings. The sandbox's own records, never the client's
 * response schemas (see ../fixture-schema.ts).
 */

/** One recording file of a call (the spec's Recording). */
export const RecordingRecord = z.object({
  recordingType: z.string().optional(),
  url: z.string().optional(),
  isVideoHostedUrl: z.boolean().optional(),
  recordingStartTime: Time.optional(),
  recordingEndTime: Time.optional(),
  fileSize: z.number().optional(),
  fileExtension: z.string().optional(),
});

export const VideoCallRecord = z.object({
  _id: Id,
  creator: Id,
  title: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  startDate: z.string(),
  fromTime24h: z.string(),
  timezoneName: z.string(),
  duration: z.number().int(),
  fromTime: Time,
  toTime: Time,
  platform: z.string(),
  meetingUrl: z.string().optional(),
  cancelled: z.boolean(),
  /** A provider link has been issued: the schedule can no longer move. */
  providerLinkIssued: z.boolean(),
  mango: z.array(Id),
  excludeMangoes: z.array(Id),
  mangoToSell: Id.optional(),
  videoWaitingList: z.boolean(),
  videoRegistration: z.boolean(),
  enableRecordingVideoCall: z.boolean(),
  autoUploadRecordingsEnabled: z.boolean(),
  recordings: z.array(RecordingRecord),
  recordingReceivedAt: Time.optional(),
  recordingDeletedAt: Time.optional(),
  isRecordingDeleted: z.boolean(),
  callType: z.enum(['onetime', 'recurring']),
  groupId: Id.optional(),
  occurrence: z.number().int().optional(),
  totalOccurrence: z.number().int().optional(),
  participantCount: z.number().int(),
  videoCallRescheduledAt: Time.optional(),
  createdAt: Time,
});

export type RecordingRecord = z.infer<typeof RecordingRecord>;
export type VideoCallRecord = z.infer<typeof VideoCallRecord>;
