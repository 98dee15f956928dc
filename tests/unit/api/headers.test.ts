import { describe, expect, it } from 'vitest';
import { buildHeaders, scheduleInstant, timezoneOffsetMinutes } from '../../../src/main/platform/api/headers';
import { AppFailure } from '@shared/errors';

const profile = { whitelabelHost: 'learn.example.com' };
const secrets = { accessToken: 'tok-HEADERS-123', apiKey: 'key-HEADERS-456' };

describe('headers per operation family', () => {
  it('bearer family sends the token and the white-label host, nothing else secret', () => {
    const headers = buildHeaders('bearer', { profile, secrets });
    expect(headers).toEqual({
      accept: 'application/json',
      'user-agent': expect.any(String),
      authorization: 'Bearer tok-HEADERS-123',
      'x-whitelabel-host': 'learn.example.com',
    });
  });

  it('workshop family adds x-timezone-offset for the zone the call is about', () => {
    const headers = buildHeaders('workshop', {
      profile,
      secrets,
      timeZone: 'Asia/Kolkata',
      instant: new Date('2025-01-15T04:30:00Z'),
    });
    expect(headers['authorization']).toBe('Bearer tok-HEADERS-123');
    expect(headers['x-whitelabel-host']).toBe('learn.example.com');
    expect(headers['x-timezone-offset']).toBe('330');
  });

  it('integration family sends only the API key and JSON content type, never bearer or white-label host', () => {
    const headers = buildHeaders('integration', { profile, secrets });
    expect(headers['x-api-key']).toBe('key-HEADERS-456');
    expect(headers['content-type']).toBe('application/json');
    expect(headers).not.toHaveProperty('authorization');
    expect(headers).not.toHaveProperty('x-whitelabel-host');
    expect(JSON.stringify(headers)).not.toContain('tok-HEADERS-123');
  });

  it('refuses to build headers without the credential the family needs', () => {
    expect(() => buildHeaders('bearer', { profile, secrets: { apiKey: 'k' } })).toThrow(AppFailure);
    expect(() => buildHeaders('integration', { profile, secrets: { accessToken: 't' } })).toThrow(/API key/);
  });
});

describe('x-timezone-offset is minutes east of UTC at the instant concerned', () => {
  it('India is 330 all year', () => {
    expect(timezoneOffsetMinutes('Asia/Kolkata', new Date('2025-01-15T00:00:00Z'))).toBe(330);
    expect(timezoneOffsetMinutes('Asia/Kolkata', new Date('2025-07-15T00:00:00Z'))).toBe(330);
  });

  it('New York is -300 in winter and -240 in summer', () => {
    expect(timezoneOffsetMinutes('America/New_York', new Date('2025-01-15T15:00:00Z'))).toBe(-300);
    expect(timezoneOffsetMinutes('America/New_York', new Date('2025-07-15T15:00:00Z'))).toBe(-240);
  });

  it('uses the schedule start, not today: a July call booked in January gets the summer offset', () => {
    const instant = scheduleInstant(
      '2025-07-04',
      '09:00',
      'America/New_York',
      new Date('2025-01-10T00:00:00Z'),
    );
    expect(instant.toISOString()).toBe('2025-07-04T13:00:00.000Z');
    const headers = buildHeaders('workshop', { profile, secrets, timeZone: 'America/New_York', instant });
    expect(headers['x-timezone-offset']).toBe('-240');
  });

  it('rejects an unknown zone as a validation error', () => {
    expect(() => timezoneOffsetMinutes('Mars/Olympus', new Date())).toThrow(/Unknown time zone/);
  });
});
