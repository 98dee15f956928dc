import { describe, expect, it } from 'vitest';
import { creatorZone } from '../../../src/shared/areas/video-calls/domain';

const call = (timezoneName: string | undefined, fromTime: string) => ({ timezoneName, fromTime });

describe("a new call's default zone: the zone of the creator's calls", () => {
  it('is the zone most of their calls use, whatever the machine runs in', () => {
    const calls = [
      call('Asia/Kolkata', '2026-11-20T12:30:00.000Z'),
      call('Asia/Kolkata', '2026-11-25T12:30:00.000Z'),
      call('Europe/London', '2026-12-01T09:00:00.000Z'),
      call('Asia/Kolkata', '2026-11-27T04:30:00.000Z'),
    ];
    expect(creatorZone(calls)).toEqual({ zone: 'Asia/Kolkata', count: 3, of: 4 });
  });

  it('breaks a tie with the zone of the latest call', () => {
    const calls = [
      call('Europe/London', '2026-11-01T09:00:00.000Z'),
      call('America/New_York', '2026-12-10T15:00:00.000Z'),
      call('Europe/London', '2026-11-08T09:00:00.000Z'),
      call('America/New_York', '2026-11-02T15:00:00.000Z'),
    ];
    expect(creatorZone(calls)?.zone).toBe('America/New_York');
  });

  it('counts only calls that name a zone, and is null for a creator without one', () => {
    expect(creatorZone([])).toBeNull();
    expect(creatorZone([call(undefined, '2026-11-01T09:00:00.000Z'), call(' ', 'x')])).toBeNull();
    expect(creatorZone([call(undefined, '2026-11-01T09:00:00.000Z'), call('UTC', 'x')])).toEqual({
      zone: 'UTC',
      count: 1,
      of: 1,
    });
  });
});
