import { describe, expect, it } from 'vitest';
import {
  createScrubberCache,
  createSecretScrubber,
  REDACTED,
  scrubAnswer,
  scrubSecrets,
} from '../../../src/main/platform/api/secret-scrub';

/** Secrets of every shape a profile may hold (printable ASCII): plain, with JSON-special and URL-special characters. */
const SECRET_PAIRS = [
  { accessToken: 'tok_plain_9f3a2c', apiKey: 'key_plain_71b0' },
  { accessToken: 'tok_q"uo\\te/sl+%=1', apiKey: 'key_&?#/<>x' },
  { accessToken: 'eyJhbGciOi.tok_jwt-like_Zm9v.c2ln', apiKey: "key_~!*()'" },
];

/** Ways a service may spell a secret inside a JSON string (the raw text between the quotes). */
const JSON_SPELLINGS: Record<string, (secret: string) => string> = {
  'as JSON.stringify writes it': (s) => JSON.stringify(s).slice(1, -1),
  'with every slash escaped': (s) => JSON.stringify(s).slice(1, -1).replace(/\//g, '\\/'),
  'with every character a \\u escape': (s) =>
    [...s].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''),
  'with upper-case \\u escapes for every other character': (s) =>
    [...s]
      .map((c, i) =>
        i % 2
          ? `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`
          : JSON.stringify(c).slice(1, -1),
      )
      .join(''),
  'percent-encoded': (s) => encodeURIComponent(s),
  'percent-encoded, lower-case hex': (s) =>
    encodeURIComponent(s).replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase()),
  'form-encoded (URLSearchParams)': (s) => new URLSearchParams({ s }).toString().slice(2),
  'every character percent-encoded, mixed hex case': (s) =>
    [...s]
      .map((c, i) => `%${c.charCodeAt(0).toString(16)[i % 2 ? 'toUpperCase' : 'toLowerCase']()}`)
      .join(''),
};

/** Where in an answer the spelling goes (`X` is replaced by it). */
const PLACES: Record<string, string> = {
  'a message': '{"message":"Rejected: key=X","success":false}',
  'a row field': '{"result":{"_id":"ae0000000000000000000001","status":"Given. Bearer X"}}',
  'an array item': '{"total":2,"data":["X",{"note":"X and X"}]}',
  'a key': '{"result":{"X":"ae0000000000000000000001"}}',
  'a bare string answer': '"X"',
};

const percentDecoded = (text: string) =>
  text.replace(/%[0-9a-f]{2}/gi, (e) => String.fromCharCode(Number.parseInt(e.slice(1), 16)));

/** The secrets still readable in a text, as written or once its percent escapes are decoded. */
const occurrences = (text: string, secrets: { accessToken: string; apiKey: string }) =>
  [secrets.accessToken, secrets.apiKey].filter((s) => text.includes(s) || percentDecoded(text).includes(s));

describe('the answer scrubber', () => {
  for (const secrets of SECRET_PAIRS) {
    const scrubber = createSecretScrubber(secrets);
    for (const [spellingName, spell] of Object.entries(JSON_SPELLINGS)) {
      for (const [placeName, template] of Object.entries(PLACES)) {
        for (const which of ['accessToken', 'apiKey'] as const) {
          it(`removes the ${which} ${secrets[which]} ${spellingName} from ${placeName}, leaving valid JSON`, () => {
            const raw = template.replaceAll('X', spell(secrets[which]));
            expect(() => JSON.parse(raw) as unknown).not.toThrow();
            const out = scrubber.text(raw);
            const decoded = JSON.stringify(JSON.parse(out));
            expect(occurrences(decoded, secrets)).toEqual([]);
            expect(occurrences(out, secrets)).toEqual([]);
            expect(decoded).toContain(REDACTED);
          });
        }
      }
    }
  }

  it('keeps the structure and every other value of the answer', () => {
    const scrubber = createSecretScrubber(SECRET_PAIRS[1]!);
    const answer = {
      message: `Seen: Bearer ${SECRET_PAIRS[1]!.accessToken}`,
      list: [1, true, null, 'plain', { nested: ['deep', SECRET_PAIRS[1]!.apiKey] }],
    };
    const out = JSON.parse(scrubber.text(JSON.stringify(answer))) as unknown;
    expect(out).toEqual({
      message: `Seen: Bearer ${REDACTED}`,
      list: [1, true, null, 'plain', { nested: ['deep', REDACTED] }],
    });
  });

  it('renames a "__proto__" key holding a secret without touching any prototype', () => {
    const scrubber = createSecretScrubber(SECRET_PAIRS[0]!);
    const raw = `{"__proto__":{"polluted":true},"tok_plain_9f3a2c":1}`;
    const out = JSON.parse(scrubber.text(raw)) as Record<string, unknown>;
    expect(Object.keys(out)).toEqual(['__proto__', REDACTED]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('scrubs a nesting deeper than the call stack', () => {
    const scrubber = createSecretScrubber(SECRET_PAIRS[0]!);
    const depth = 200_000;
    const raw = `${'['.repeat(depth)}"tok_plain_9f3a2c"${']'.repeat(depth)}`;
    const out = scrubber.text(raw);
    expect(out).not.toContain('tok_plain_9f3a2c');
    expect(out).toContain(REDACTED);
  });

  it('replaces every spelling in text that is not JSON (an HTML error page)', () => {
    const secrets = SECRET_PAIRS[1]!;
    const scrubber = createSecretScrubber(secrets);
    const raw = `<p>token ${secrets.accessToken} or ${encodeURIComponent(secrets.apiKey)} or ${JSON.stringify(secrets.accessToken)}</p>`;
    expect(occurrences(scrubber.text(raw), secrets)).toEqual([]);
  });

  it('returns an answer without a secret unchanged, byte for byte (no re-serialization)', () => {
    const scrubber = createSecretScrubber(SECRET_PAIRS[1]!);
    const raw = '{ "a" : 1.50, "b": "caf\\u00e9 \\/ \\u0041" }';
    expect(scrubber.text(raw)).toBe(raw);
    expect(scrubber.text('')).toBe('');
  });

  it('does nothing without secrets, and ignores values shorter than four characters', () => {
    const none = createSecretScrubber({});
    expect(none.active).toBe(false);
    expect(none.text('{"a":"tok_x"}')).toBe('{"a":"tok_x"}');
    const short = createSecretScrubber({ accessToken: 'abc' });
    expect(short.active).toBe(false);
    expect(short.plain('abc abc')).toBe('abc abc');
  });

  it('scrubs header values and the body of a whole response', () => {
    const secrets = SECRET_PAIRS[0]!;
    const out = scrubAnswer(
      {
        status: 200,
        url: 'http://127.0.0.1/x',
        headers: { 'x-echo': `Bearer ${secrets.accessToken}`, 'retry-after': '10' },
        text: JSON.stringify({ message: secrets.apiKey }),
      },
      createSecretScrubber(secrets),
    );
    expect(out.headers).toEqual({ 'x-echo': `Bearer ${REDACTED}`, 'retry-after': '10' });
    expect(JSON.parse(out.text)).toEqual({ message: REDACTED });
    expect(out.url).toBe('http://127.0.0.1/x');
  });

  it('scrubs an error message and its details', () => {
    const secrets = SECRET_PAIRS[1]!;
    const error = scrubSecrets(
      {
        kind: 'http',
        message: `Refused: ${secrets.accessToken}`,
        details: { echoed: [secrets.apiKey], link: `?k=${encodeURIComponent(secrets.apiKey)}` },
      },
      secrets,
    );
    expect(occurrences(JSON.stringify(error), secrets)).toEqual([]);
    expect(error.message).toBe(`Refused: ${REDACTED}`);
  });

  it('builds a scrubber once per pair of secrets', () => {
    const cache = createScrubberCache();
    const first = cache({ accessToken: 'tok_cache_1', apiKey: 'key_cache_1' });
    expect(cache({ accessToken: 'tok_cache_1', apiKey: 'key_cache_1' })).toBe(first);
    expect(cache({ accessToken: 'tok_cache_2', apiKey: 'key_cache_1' })).not.toBe(first);
  });
});
