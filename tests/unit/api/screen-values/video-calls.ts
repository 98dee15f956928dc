import { expect } from 'vitest';
import { splitMeetingRange } from '@shared/contract/video-calls';
import { obj, first, type ScreenValues } from './common';

/** Video calls: the agenda and the scheduling form. */
export const videoCallScreenValues: ScreenValues = {
  listVideoCalls(out, body) {
    const documented = first(obj(first(obj(body)['data']))['calls']);
    const callOut = first(obj(first(obj(out)['data']))['calls']);
    expect(callOut).toMatchObject({
      _id: documented['_id'],
      title: 'Weekly Team Standup',
      status: 'available',
    });
    // One Mango object in the docs, an array of {_id, title} for the agenda; the creator's id and name.
    expect(callOut['mango']).toEqual([
      expect.objectContaining({ _id: '66a1390268a76f2f5c9f39a3', title: 'Introduction to Coding' }),
    ]);
    expect(callOut['creator']).toBe('6659ca9e5f2acb7abfdcd8fd');
    expect(callOut['creatorName']).toBe('John Doe');
    expect(obj(out)['total']).toBe(10);
  },
  checkVideoCallAvailability(out) {
    expect(out).toMatchObject({ maximumOverlap: 1 });
    expect(first(obj(out)['overlapList'])).toMatchObject({ existingCall: { title: 'Morning Standup' } });
  },
  createVideoCall(out, body) {
    // The docs' example is internally inconsistent (see the corpus note): only its shape is checked.
    expect(obj(out)['_id']).toBe(obj(body)['_id']);
    const ranges = obj(out)['scheduledMeetingDates'] as string[];
    expect(ranges.map(splitMeetingRange)).toEqual([
      { fromTime: '2025-06-02T04:30:00.000Z', toTime: '2025-06-02T05:30:00.000Z' },
    ]);
  },
  participantPreview(out) {
    expect(out).toMatchObject({ totalParticipant: 120 });
  },
};
