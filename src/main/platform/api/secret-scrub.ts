import type { AppError } from '@shared/errors';
import type { Secrets } from './headers';

/** What a secret becomes: short, fixed, and valid inside a JSON string (no quote, no backslash). */
export const REDACTED = '[redacted]';

/** Shorter values are not searched for: "abc" would redact ordinary words, and no real credential is that short. */
const MIN_SECRET_LENGTH = 4;

/**
 * Removes the profile's own secrets (access token, API key) from what the service answers, before anything
 * reads it: the forms covered are the value as sent, percent-encoded (any characters, any hex case, as in
 * a link or form body the service built) and, in JSON text, every escaped spelling (`\"`, `\\`, `\/`,
 * `\u0041`), in keys and values. Not covered: transformed values (base64, hashes, a secret split over two fields), which a
 * string search cannot find without false assurance.
 */
export interface SecretScrubber {
  /** False when there is no secret to look for: every method then returns its input unchanged. */
  readonly active: boolean;
  /** A decoded string (a message, a header value, a JSON string's value). */
  plain(value: string): string;
  /** The raw text of an answer: JSON stays valid JSON with the same structure; other text is replaced as is. */
  text(raw: string): string;
}

function hexValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  const lower = code | 0x20;
  return lower >= 97 && lower <= 102 ? lower - 87 : -1;
}

/**
 * Whether `text` has `marker` followed by two hex digits spelling a printable ASCII character (0x20 to
 * 0x7f): `%XX`, or `\u00` + `XX`. Only those escapes can spell part of a secret (secrets are printable
 * ASCII: `secretCharacterProblem`). A string search, no pattern: a regex over a large answer is much slower.
 */
function hasAsciiEscape(text: string, marker: string): boolean {
  for (let at = text.indexOf(marker); at !== -1; at = text.indexOf(marker, at + 1)) {
    const high = hexValue(text.charCodeAt(at + marker.length));
    if (high >= 2 && high <= 7 && hexValue(text.charCodeAt(at + marker.length + 1)) >= 0) return true;
  }
  return false;
}

/**
 * Reads a stretch as units (`%XX` or one character), searches the secrets in the decoded units, and
 * replaces the units they cover in the original.
 */
function scrubDecodedStretch(value: string, secrets: readonly string[]): string {
  const starts: number[] = [];
  const decoded: string[] = [];
  for (let i = 0; i < value.length;) {
    starts.push(i);
    const high = value.charCodeAt(i) === 37 ? hexValue(value.charCodeAt(i + 1)) : -1;
    const low = high >= 0 ? hexValue(value.charCodeAt(i + 2)) : -1;
    decoded.push(low >= 0 ? String.fromCharCode(high * 16 + low) : value.charAt(i));
    i += low >= 0 ? 3 : 1;
  }
  starts.push(value.length);
  const text = decoded.join('');
  const cuts: Array<[number, number]> = [];
  for (const secret of secrets)
    for (let at = text.indexOf(secret); at !== -1; at = text.indexOf(secret, at + secret.length))
      cuts.push([at, at + secret.length]);
  if (cuts.length === 0) return value;
  cuts.sort((a, b) => a[0] - b[0]);
  let out = '';
  let kept = 0;
  for (const [from, to] of cuts) {
    if (to <= kept) continue;
    if (from >= kept) out += value.slice(starts[kept], starts[from]) + REDACTED;
    kept = to;
  }
  return out + value.slice(starts[kept]);
}

/**
 * Replaces every percent-encoded spelling of a secret (any characters encoded, any hex case, as in a link
 * or a form body the service built). Only the stretches around escapes are decoded: a spelling that holds
 * an escape lies within `reach` (three characters per character of the longest secret) of it.
 */
function scrubPercentSpellings(value: string, secrets: readonly string[], reach: number): string {
  if (!value.includes('%')) return value;
  const stretches: Array<[number, number]> = [];
  for (let at = value.indexOf('%'); at !== -1; at = value.indexOf('%', at + 1)) {
    if (hexValue(value.charCodeAt(at + 1)) < 0 || hexValue(value.charCodeAt(at + 2)) < 0) continue;
    const from = Math.max(0, at - reach);
    const to = Math.min(value.length, at + 3 + reach);
    const last = stretches.at(-1);
    if (last && from <= last[1]) last[1] = to;
    else stretches.push([from, to]);
  }
  if (stretches.length === 0) return value;
  let out = '';
  let kept = 0;
  for (const [from, to] of stretches) {
    const stretch = value.slice(from, to);
    const scrubbed = scrubDecodedStretch(stretch, secrets);
    if (scrubbed === stretch) continue;
    out += value.slice(kept, from) + scrubbed;
    kept = to;
  }
  // The same string when nothing was found: callers compare by identity (comparing a large rebuilt copy
  // character by character costs more than the whole search).
  return kept === 0 ? value : out + value.slice(kept);
}

/** Each distinct form once, longest first, so a secret inside another one does not leave a piece behind. */
function distinct(forms: readonly string[]): string[] {
  return [...new Set(forms)].sort((a, b) => b.length - a.length);
}

function replaceEvery(value: string, forms: readonly string[]): string {
  let out = value;
  for (const form of forms) if (out.includes(form)) out = out.split(form).join(REDACTED);
  return out;
}

type Container = Record<string, unknown> | unknown[];

/**
 * Scrubs every string (keys too) of a parsed JSON value in place, without recursion (an answer may nest
 * deeper than the stack). True when anything changed.
 */
function scrubParsed(root: Container, plain: (value: string) => string): boolean {
  let changed = false;
  const stack: Container[] = [root];
  const visit = (value: unknown, set: (next: string) => void): void => {
    if (typeof value === 'string') {
      const next = plain(value);
      if (next !== value) {
        set(next);
        changed = true;
      }
    } else if (typeof value === 'object' && value !== null) stack.push(value as Container);
  };
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (Array.isArray(node)) {
      const list = node;
      list.forEach((item, i) => visit(item, (next) => (list[i] = next)));
      continue;
    }
    const record = node;
    const keys = Object.keys(record);
    for (const key of keys) visit(record[key], (next) => (record[key] = next));
    if (keys.some((key) => plain(key) !== key)) {
      // Rebuilt in order; defineProperty, so a key such as "__proto__" stays a plain key.
      const entries = keys.map((key) => [plain(key), record[key]] as const);
      for (const key of keys) delete record[key];
      for (const [key, value] of entries)
        Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
      changed = true;
    }
  }
  return changed;
}

/** The scrubber for one profile's secrets. Cheap to build; `createScrubberCache` keeps the last one. */
export function createSecretScrubber(secrets: Secrets): SecretScrubber {
  const values = [secrets.accessToken, secrets.apiKey].filter(
    (v): v is string => typeof v === 'string' && v.length >= MIN_SECRET_LENGTH,
  );
  const secretsFirstLongest = distinct(values);
  // In raw JSON text a quote or backslash of a secret is escaped: JSON.stringify's spelling.
  const rawForms = distinct([...values, ...values.map((secret) => JSON.stringify(secret).slice(1, -1))]);
  const hasSlash = values.some((secret) => secret.includes('/'));
  const reach = 3 * Math.max(0, ...values.map((secret) => secret.length));
  const percent = (value: string, forms: readonly string[]): string =>
    scrubPercentSpellings(value, forms, reach);
  const plain = (value: string): string =>
    percent(replaceEvery(value, secretsFirstLongest), secretsFirstLongest);

  /**
   * Whether the raw text may spell a secret: as written, JSON-escaped, or through a `\u` or `\/` escape
   * (then only decoding tells). Percent spellings are looked for in the percent-decoded text, a linear pass
   * that runs only when the text has a percent escape at all.
   */
  const maySpell = (raw: string): boolean =>
    rawForms.some((form) => raw.includes(form)) ||
    hasAsciiEscape(raw, '\\u00') ||
    (hasSlash && raw.includes('\\/')) ||
    (hasAsciiEscape(raw, '%') && percent(raw, rawForms) !== raw);
  const replacePlainly = (raw: string): string => percent(replaceEvery(raw, rawForms), secretsFirstLongest);

  return {
    active: values.length > 0,
    plain,
    text(raw) {
      if (values.length === 0 || raw.length === 0) return raw;
      if (!maySpell(raw)) return raw;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw) as unknown;
      } catch {
        // Not JSON (an HTML error page, plain text): nobody decodes its JSON escapes.
        return replacePlainly(raw);
      }
      if (typeof parsed === 'string') {
        const next = plain(parsed);
        return next === parsed ? raw : JSON.stringify(next);
      }
      if (typeof parsed !== 'object' || parsed === null) return raw;
      // Scrubbed after decoding and written again, so a secret with a quote or backslash in it cannot break
      // the JSON, and no escaped spelling survives.
      if (!scrubParsed(parsed as Container, plain)) return raw;
      try {
        return JSON.stringify(parsed);
      } catch {
        // Nested deeper than JSON.stringify can write (no answer of the service is): replace the plain
        // spellings, and give up the whole text if an escape could still spell a secret.
        const replaced = replacePlainly(raw);
        return maySpell(replaced) ? 'null' : replaced;
      }
    },
  };
}

/** One scrubber per pair of secrets, rebuilt only when the profile's secrets change. */
export function createScrubberCache(): (secrets: Secrets) => SecretScrubber {
  let last: { token?: string; key?: string; scrubber: SecretScrubber } | undefined;
  return (secrets) => {
    if (last && last.token === secrets.accessToken && last.key === secrets.apiKey) return last.scrubber;
    last = { token: secrets.accessToken, key: secrets.apiKey, scrubber: createSecretScrubber(secrets) };
    return last.scrubber;
  };
}

/** An answer's body and header values, scrubbed: what every reader of the answer gets. */
export function scrubAnswer<R extends { text: string; headers: Record<string, string> }>(
  response: R,
  scrubber: SecretScrubber,
): R {
  if (!scrubber.active) return response;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) headers[name] = scrubber.plain(value);
  return { ...response, text: scrubber.text(response.text), headers };
}

/**
 * Last line of defence for errors made from something other than the body (a redirect's address, a
 * transport message): no credential value survives in a message or in details.
 */
export function scrubSecrets(error: AppError, secrets: Secrets | SecretScrubber): AppError {
  const scrubber = 'text' in secrets ? secrets : createSecretScrubber(secrets);
  if (!scrubber.active) return error;
  const out: AppError = { ...error, message: scrubber.plain(error.message) };
  if (error.details !== undefined) {
    try {
      out.details = JSON.parse(scrubber.text(JSON.stringify(error.details))) as unknown;
    } catch {
      delete out.details;
    }
  }
  return out;
}
