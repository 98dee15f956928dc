import { describe, expect, it } from 'vitest';
import { mapHttpError, overlapMessage, parseErrorBody } from '../../../src/main/platform/api/errors';

const envelope = (
  status: number,
  errorCode: string | undefined,
  message: string,
  extra: object = {},
): string =>
  JSON.stringify({
    code: status,
    type: 'X',
    statusMessage: 'X',
    errorCode,
    message,
    result: message,
    success: false,
    ...extra,
  });

describe('mapping HTTP error answers', () => {
  it('reads the spec envelope and keeps its errorCode', () => {
    const error = mapHttpError({
      status: 404,
      headers: {},
      text: envelope(404, 'MANGO_NOT_FOUND', 'Mango not found'),
    });
    expect(error).toMatchObject({
      kind: 'http',
      status: 404,
      errorCode: 'MANGO_NOT_FOUND',
      retryable: false,
    });
    expect(error.message).toMatch(/Mango was not found/);
  });

  it('understands both 429 bodies: spec `code` and docs `statusCode`', () => {
    const a = mapHttpError({
      status: 429,
      headers: {},
      text: envelope(429, undefined, 'Retry after 10 seconds'),
    });
    const b = mapHttpError({
      status: 429,
      headers: {},
      text: JSON.stringify({ statusCode: 429, message: 'Too many', success: false }),
    });
    for (const error of [a, b])
      expect(error).toMatchObject({ kind: 'rate_limited', status: 429, retryable: true });
  });

  it('survives non-JSON bodies with a sentence', () => {
    const error = mapHttpError({
      status: 502,
      headers: {},
      text: '<html>Bad gateway</html>',
      operationLabel: 'Get mango',
    });
    expect(error).toMatchObject({ kind: 'http', status: 502, retryable: true });
    expect(error.message).toContain('internal error (502)');
    expect(parseErrorBody('not json')).toEqual({});
  });

  it('names the clashing call when the overlap details are available', () => {
    const text = envelope(409, 'WORKSHOP_OVERLAP', 'Overlap', {
      details: [
        {
          newCall: { fromTime: '2025-01-15T04:45:00Z', toTime: '2025-01-15T05:15:00Z' },
          existingCall: {
            title: 'Morning Standup',
            fromTime: '2025-01-15T04:30:00Z',
            toTime: '2025-01-15T05:30:00Z',
          },
        },
      ],
    });
    const error = mapHttpError({ status: 409, headers: {}, text, timeZone: 'Asia/Kolkata' });
    expect(error.message).toBe("The video call overlaps 'Morning Standup' (10:00 to 11:00 IST).");
    expect(error.errorCode).toBe('WORKSHOP_OVERLAP');
  });

  it('falls back to a plain sentence per errorCode without details', () => {
    const error = mapHttpError({
      status: 409,
      headers: {},
      text: envelope(409, 'WORKSHOP_OVERLAP', 'Overlap'),
    });
    expect(error.message).toMatch(/overlaps another video call/);
  });

  it('shows New York clashes in EST/EDT', () => {
    const message = overlapMessage(
      { existingCall: { title: 'Sync', fromTime: '2025-07-15T13:00:00Z', toTime: '2025-07-15T14:00:00Z' } },
      'America/New_York',
    );
    expect(message).toBe("The video call overlaps 'Sync' (09:00 to 10:00 EDT).");
  });

  it('treats 404 or 405 on an assumed route as "not available on this host"', () => {
    for (const status of [404, 405]) {
      const error = mapHttpError({
        status,
        headers: {},
        text: 'Cannot PATCH',
        assumedRoute: true,
        operationLabel: 'Update course',
      });
      expect(error.message).toBe('Update course is not available on this host.');
    }
    const known = mapHttpError({
      status: 404,
      headers: {},
      text: envelope(404, 'COURSE_NOT_FOUND', 'x'),
      assumedRoute: true,
    });
    expect(known.errorCode).toBe('COURSE_NOT_FOUND');
  });

  it('gives every errorCode of the spec its own sentence', () => {
    const codes = [
      'WORKSHOP_INVALID_SCHEDULE',
      'REMOTE_MEDIA_TOO_MANY_ITEMS',
      'WORKSHOP_MANGO_FORBIDDEN',
      'CHANNEL_POST_ACCESS_FORBIDDEN',
      'MANGO_NOT_FOUND',
      'WORKSHOP_NOT_FOUND',
      'COURSE_NOT_FOUND',
      'CHANNEL_POST_CHANNEL_NOT_FOUND',
      'WORKSHOP_OVERLAP',
      'IMPACTED_COUPONS_FOUND',
    ];
    const messages = new Set(
      codes.map((code) => mapHttpError({ status: 400, headers: {}, text: envelope(400, code, 'm') }).message),
    );
    expect(messages.size).toBe(codes.length);
  });

  it('explains 401 as a token problem', () => {
    const error = mapHttpError({ status: 401, headers: {}, text: envelope(401, undefined, 'Invalid token') });
    expect(error.message).toMatch(/access token was refused/);
  });
});
