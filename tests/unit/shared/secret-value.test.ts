import { describe, expect, it } from 'vitest';
import { SecretValue, secretCharacterProblem } from '../../../src/shared/profile';
import { buildHeaders } from '../../../src/main/platform/api/headers';
import { AppFailure } from '../../../src/shared/errors';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.signature-part';

describe('a secret is what an HTTP header can carry', () => {
  it('accepts printable ASCII and trims the ends', () => {
    expect(SecretValue.parse(`  ${TOKEN}\n`)).toBe(TOKEN);
    expect(SecretValue.parse('!~"#$%&\'()*+,-./09:;<=>?@AZ[\\]^_`az{|}')).toHaveLength(38);
  });

  it.each([
    [
      'a zero-width space',
      `${TOKEN.slice(0, 41)}\u200b${TOKEN.slice(41)}`,
      'an invisible character (U+200B) at position 42',
    ],
    ['a BOM', `ab\ufeffcd`, 'an invisible character (U+FEFF) at position 3'],
    ['a control character', `ab\u0007cd`, 'a control character (U+0007) at position 3'],
    ['a DEL', `ab\u007fcd`, 'a control character (U+007F) at position 3'],
    ['a space inside', 'ab cd', 'a space at position 3'],
    ['a line break inside', 'ab\ncd', 'a line break or tab (U+000A) at position 3'],
    ['a Latin-1 letter', 'abécd', 'not plain ASCII (U+00E9 "é") at position 3'],
    ['a typographic quote', 'ab\u201dcd', 'not plain ASCII (U+201D'],
    ['an emoji', 'a😀b', 'not plain ASCII (U+1F600'],
  ])('refuses %s, naming the character and its position', (_, value, words) => {
    const parsed = SecretValue.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain(words);
    expect(parsed.error?.issues[0]?.message).toMatch(/paste it again\.$/);
  });

  it('uses the name it is given and never repeats the secret', () => {
    const message = secretCharacterProblem('secret-\u200bvalue', 'The access token') ?? '';
    expect(message).toBe(
      'The access token has an invisible character (U+200B) at position 8: paste it again.',
    );
    expect(message).not.toContain('secret-');
  });

  it('refuses a stored bad secret in main before any header is built: not_sent, same words', () => {
    for (const [family, secrets, what] of [
      ['bearer', { accessToken: 'tok\u200b' }, 'The stored access token'],
      ['workshop', { accessToken: 'tok\u00a0x' }, 'The stored access token'],
      ['integration', { apiKey: 'key\u0000' }, 'The stored API key'],
    ] as const) {
      let caught: unknown;
      try {
        buildHeaders(family, { profile: { whitelabelHost: 'learn.example.com' }, secrets });
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(AppFailure);
      const error = (caught as AppFailure).error;
      expect(error).toMatchObject({ kind: 'validation', outcome: 'not_sent', retryable: false });
      expect(error.message).toMatch(
        new RegExp(
          `^${what} has .* at position 4: paste it again on the profile screen\\. Nothing was sent\\.$`,
        ),
      );
    }
  });
});
