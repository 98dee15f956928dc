import { describe, expect, it } from 'vitest';
import { BadgeList } from '@shared/contract/gamification';
import { CourseAnswer } from '@shared/contract/courses';
import { VideoCall, VideoCallList } from '@shared/contract/video-calls';
import { AuthenticatedUser } from '@shared/contract/users';

/**
 * The contract reads the spec's shapes (what the embedded sandbox answers today) and the documented ones
 * into one stable shape, and reading that shape again changes nothing (the bridge parses it once more).
 */

const MANGO = '66a1390268a76f2f5c9f39a3';
const USER = '6659ca9e5f2acb7abfdcd8fd';
const CALL = '507f1f77bcf86cd799439011';

describe('spec and documented dialects read alike', () => {
  it('video call list item: spec ids and arrays, docs objects', () => {
    const spec = { _id: CALL, title: 'Standup', creator: USER, mango: [{ _id: MANGO, title: 'Coding' }] };
    const docs = {
      _id: CALL,
      title: 'Standup',
      status: 'available',
      creator: { _id: USER, name: 'John Doe', email: 'john.doe@example.com' },
      mango: { _id: MANGO, creator: USER, title: 'Coding', price: 500 },
    };
    const read = (call: unknown) => VideoCallList.parse({ data: [{ date: '2025-01-01', calls: [call] }] });
    const fromSpec = read(spec).data[0]!.calls[0]!;
    const fromDocs = read(docs).data[0]!.calls[0]!;
    expect(fromSpec).toMatchObject({ creator: USER, mango: [{ _id: MANGO, title: 'Coding' }] });
    expect(fromSpec).not.toHaveProperty('creatorName');
    expect(fromDocs).toMatchObject({
      creator: USER,
      creatorName: 'John Doe',
      mango: [{ _id: MANGO, title: 'Coding' }],
    });
    expect(read({ data: [{ calls: [fromDocs] }] }.data[0]!.calls[0]).data[0]!.calls[0]).toEqual(fromDocs);
  });

  it('video call read form: mango as ids, one object or refs', () => {
    for (const mango of [[MANGO], MANGO, { _id: MANGO }, [{ _id: MANGO }]]) {
      expect(VideoCall.parse({ _id: CALL, mango, mangoToSell: MANGO })).toMatchObject({
        mango: [{ _id: MANGO }],
        mangoToSell: { _id: MANGO },
      });
    }
  });

  it('badges: {total, data} or a bare array', () => {
    const badge = { _id: USER, name: 'Hall Of Fame' };
    expect(BadgeList.parse({ total: 3, data: [badge] })).toEqual({ total: 3, data: [badge] });
    expect(BadgeList.parse([badge])).toEqual({ total: 1, data: [badge] });
  });

  it('course mangoes: refs, {_id, creator, title} objects or ids', () => {
    const base = { _id: '61e97c146cf2b4d8c68f3a40' };
    expect(CourseAnswer.parse({ ...base, mangoes: [MANGO] }).mangoes).toEqual([{ _id: MANGO }]);
    expect(
      CourseAnswer.parse({ ...base, mangoes: [{ _id: MANGO, creator: USER, title: 'X' }] }).mangoes,
    ).toEqual([{ _id: MANGO, creator: USER, title: 'X' }]);
    expect(CourseAnswer.safeParse({ mangoes: [] }).success).toBe(false);
  });

  it('user score: {lifetime, month, week} or one number (lifetime)', () => {
    expect(AuthenticatedUser.parse({ _id: USER, score: 7, leaderboardRank: { week: 2 } })).toMatchObject({
      score: { lifetime: 7 },
      leaderboardRank: { week: 2 },
    });
    expect(AuthenticatedUser.parse({ _id: USER, phone: '9876543210' }).phone).toBe(9876543210);
  });
});
