import { describe, expect, it } from 'vitest';
import {
  editLockMoment,
  intervalsOverlap,
  joinLinkState,
  listZones,
  lockState,
  overlappingPairs,
  recordingsMeaning,
  resolveLocal,
  ruleFromMessage,
  zoneMatches,
} from '../../../src/shared/areas/video-calls/domain';

const at = (iso: string) => Date.parse(iso);

describe('intervalsOverlap', () => {
  it('says calls that touch do not overlap', () => {
    expect(intervalsOverlap({ start: 0, end: 10 }, { start: 10, end: 20 })).toBe(false);
    expect(intervalsOverlap({ start: 10, end: 20 }, { start: 0, end: 10 })).toBe(false);
  });
  it('says calls that share one minute overlap', () => {
    expect(intervalsOverlap({ start: 0, end: 11 }, { start: 10, end: 20 })).toBe(true);
    expect(intervalsOverlap({ start: 12, end: 13 }, { start: 10, end: 20 })).toBe(true);
  });
  it('lists every clashing pair', () => {
    const pairs = overlappingPairs(
      [
        { start: 0, end: 10, id: 'a' },
        { start: 20, end: 30, id: 'b' },
      ],
      [{ start: 5, end: 25, id: 'x' }],
    );
    expect(pairs.map((p) => `${p.newCall.id}-${p.existingCall.id}`)).toEqual(['a-x', 'b-x']);
  });
});

describe('edit lock', () => {
  const start = '2025-06-01T10:00:00.000Z';
  it('begins 30 minutes before the start', () => {
    expect(editLockMoment(start)).toBe(at('2025-06-01T09:30:00.000Z'));
  });
  it('is editable at 31 minutes and locked at 29 minutes before start', () => {
    const call = { fromTime: start, isEditable: true };
    const early = lockState(call, at('2025-06-01T09:29:00.000Z'));
    expect(early).toEqual({ kind: 'editable', lockAt: at('2025-06-01T09:30:00.000Z'), msUntilLock: 60_000 });
    expect(lockState(call, at('2025-06-01T09:31:00.000Z'))).toMatchObject({ kind: 'locked', stale: true });
  });
  it("keeps the service's reason when it says not editable", () => {
    expect(
      lockState({ fromTime: start, isEditable: false, notEditableReason: 'The call is in progress' }, 0),
    ).toEqual({
      kind: 'locked',
      reason: 'The call is in progress',
      stale: false,
    });
  });
});

describe('join links and recordings', () => {
  const call = { fromTime: '2025-06-01T10:00:00.000Z', toTime: '2025-06-01T11:00:00.000Z' };
  it('says when links will appear, shows them while ongoing, and nothing after', () => {
    expect(joinLinkState(call, at('2025-06-01T09:00:00Z'))).toEqual({
      kind: 'not-yet',
      appearsAt: at(call.fromTime),
    });
    expect(
      joinLinkState({ ...call, videoMeetingLink: 'https://j' }, at('2025-06-01T10:10:00Z')),
    ).toMatchObject({
      kind: 'available',
      attendee: 'https://j',
    });
    expect(joinLinkState(call, at('2025-06-01T12:00:00Z'))).toEqual({ kind: 'ended' });
  });
  it("tells the spec's three meanings of an empty recordings list apart", () => {
    const after = at('2025-06-01T12:00:00Z');
    expect(recordingsMeaning({ ...call, recordings: [], enableRecordingVideoCall: false }, after).kind).toBe(
      'not-recorded',
    );
    expect(recordingsMeaning({ ...call, recordings: [], enableRecordingVideoCall: true }, after).kind).toBe(
      'processing',
    );
    expect(
      recordingsMeaning(
        { ...call, recordings: [], isRecordingDeleted: true, recordingDeletedAt: '2025-07-01T00:00:00.000Z' },
        after,
      ),
    ).toMatchObject({ kind: 'deleted', deletedAt: '2025-07-01T00:00:00.000Z' });
    expect(recordingsMeaning({ ...call, recordings: [{}] }, after).kind).toBe('has-files');
  });
});

describe('zones', () => {
  const zones = listZones(at('2025-01-15T00:00:00Z'));
  const find = (query: string) => zones.filter((z) => zoneMatches(z, query)).map((z) => z.zone);
  it('lists current city names and UTC', () => {
    expect(zones.map((z) => z.zone)).toEqual(
      expect.arrayContaining(['Asia/Kolkata', 'UTC', 'Europe/London']),
    );
    expect(zones.map((z) => z.zone)).not.toContain('Asia/Calcutta');
  });
  it('finds a zone by city, by offset and by IANA name', () => {
    expect(find('kolkata')).toEqual(['Asia/Kolkata']);
    expect(find('+5:30')).toContain('Asia/Kolkata');
    expect(find('UTC+05:30')).toContain('Asia/Kolkata');
    expect(find('new york')).toEqual(['America/New_York']);
    // January is Chatham's summer: +13:45 then, +12:45 in July.
    expect(find('+13:45')).toEqual(['Pacific/Chatham']);
    expect(find('+12:45')).toEqual([]);
  });
  it('reads the offset of the zone at the given instant', () => {
    const nyJuly = listZones(at('2025-07-01T00:00:00Z')).find((z) => z.zone === 'America/New_York');
    expect(nyJuly?.offsetLabel).toBe('UTC-04:00');
  });
});

describe('resolveLocal and ruleFromMessage', () => {
  it('refuses a time that is not 24-hour HH:MM', () => {
    expect(resolveLocal('2025-01-01', '24:00', 'UTC')).toEqual({ ok: false, problem: 'time' });
  });
  it("maps the sandbox's messages to rules", () => {
    expect(ruleFromMessage('Duration must be 30 to 300 minutes')).toBe('duration');
    expect(ruleFromMessage('The call cannot start in the past')).toBe('past_start');
    expect(ruleFromMessage('endDate is before startDate')).toBe('end_before_start');
    expect(ruleFromMessage('The recurrence has no occurrences')).toBe('no_occurrences');
    expect(ruleFromMessage('A recurring call needs endDate')).toBe('missing_end_date');
    expect(ruleFromMessage('A weekly recurring call needs repeatingDays')).toBe('missing_weekdays');
    expect(ruleFromMessage('The schedule ends after your webinar feature expires')).toBe(
      'beyond_feature_expiry',
    );
  });
});
