import {
  CheckAvailabilityBody,
  CheckAvailabilityResponse,
  CreateVideoCallBody,
  CreateVideoCallResponse,
  ListVideoCallsQuery,
  ParticipantPreview,
  ParticipantPreviewQuery,
  UpdateVideoCallBody,
  VideoCall,
  VideoCallList,
  VideoCallSeries,
} from '../video-calls';
import { op, V1 } from './define';

const CALLS = `${V1}/workshops/video-calls`;

/** Rows of `operations`: video calls, the `workshop` header family (the docs' workshop/ group). */
export const videoCallRows = {
  createVideoCall: op({
    name: 'createVideoCall',
    method: 'POST',
    path: CALLS,
    family: 'workshop',
    body: CreateVideoCallBody,
    response: CreateVideoCallResponse,
  }),
  checkVideoCallAvailability: op({
    name: 'checkVideoCallAvailability',
    method: 'POST',
    path: `${CALLS}/check-availability`,
    family: 'workshop',
    body: CheckAvailabilityBody,
    response: CheckAvailabilityResponse,
  }),
  listVideoCalls: op({
    name: 'listVideoCalls',
    method: 'GET',
    path: CALLS,
    family: 'workshop',
    query: ListVideoCallsQuery,
    response: VideoCallList,
  }),
  participantPreview: op({
    name: 'participantPreview',
    method: 'GET',
    path: `${CALLS}/participant-preview`,
    family: 'workshop',
    query: ParticipantPreviewQuery,
    response: ParticipantPreview,
  }),
  getVideoCallSeries: op({
    name: 'getVideoCallSeries',
    method: 'GET',
    path: `${CALLS}/series/:groupId`,
    family: 'workshop',
    response: VideoCallSeries,
    assumed: true,
  }),
  getVideoCall: op({
    name: 'getVideoCall',
    method: 'GET',
    path: `${CALLS}/:videoCallId`,
    family: 'workshop',
    response: VideoCall,
  }),
  updateVideoCall: op({
    name: 'updateVideoCall',
    method: 'PATCH',
    path: `${CALLS}/:videoCallId`,
    family: 'workshop',
    body: UpdateVideoCallBody,
    response: VideoCall,
    assumed: true,
  }),
} as const;
