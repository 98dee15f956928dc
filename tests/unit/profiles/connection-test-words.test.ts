import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../src/shared/errors';
import type { Profile } from '../../../src/shared/profile';
import { repeatedSentences } from '../../../src/shared/messages';
import { classifyTransportError, wordedForRead } from '../../../src/main/platform/api/network-errors';
import { buildHeaders } from '../../../src/main/platform/api/headers';
import { explainFailure } from '../../../src/main/areas/profiles/connection-test';

const profile = {
  id: 'p1',
  name: 'Asha Academy live',
  baseUrl: 'https://api.asha-academy.example',
  whitelabelHost: 'learn.asha-academy.example',
} as Profile;

const HOST = new URL(profile.baseUrl).host;

function socket(code: string): AppError {
  // The transport names the host as the URL has it (host and port).
  return classifyTransportError(Object.assign(new Error(code), { code }), undefined, HOST);
}

function thrown(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    return (error as { error: AppError }).error;
  }
  throw new Error('nothing thrown');
}

describe('the words of a failed connection test', () => {
  it('gives the address and network advice once for every network failure (Profiles, Test connection)', () => {
    for (const code of [
      'ECONNREFUSED',
      'ENOTFOUND',
      'EHOSTUNREACH',
      'UND_ERR_CONNECT_TIMEOUT',
      'ECONNRESET',
    ]) {
      for (const error of [socket(code), wordedForRead(socket(code))]) {
        const shown = explainFailure('bearer', error, profile);
        expect(repeatedSentences(shown), shown).toEqual([]);
        expect(shown.match(/network connection/g), shown).toHaveLength(1);
        expect(shown).toContain(HOST);
      }
    }
    expect(explainFailure('workshop', socket('ECONNREFUSED'), profile)).toBe(
      `Could not connect to ${HOST}. Check the profile’s base URL and your network connection.`,
    );
  });

  it('recognises a missing token by the error’s details, not its words', () => {
    const missing = thrown(() => buildHeaders('bearer', { profile, secrets: {} }));
    expect(missing.message).toBe('Not sent: this profile has no access token. Add it in Profiles.');
    expect(explainFailure('bearer', missing, profile)).toBe(
      'No access token is stored for this profile: enter one above.',
    );
    const missingKey = thrown(() => buildHeaders('integration', { profile, secrets: {} }));
    expect(explainFailure('integration', missingKey, profile)).toBe(
      'No API key is stored for this profile: enter one above.',
    );
  });
});
