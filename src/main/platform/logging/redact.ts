/**
 * Redaction by construction: every secret main reads is registered here the moment it is read, and every
 * log line, activity record and error message passes through `redact` before it is written. Patterns
 * catch header shapes even for values never registered (a token typed into the wrong field).
 */
const known = new Set<string>();

const PATTERNS: Array<[RegExp, string]> = [
  [/(authorization["']?\s*[:=]\s*["']?bearer\s+)[^\s"',}]+/gi, '$1[redacted]'],
  [/(bearer\s+)[A-Za-z0-9._~+/=-]{8,}/gi, '$1[redacted]'],
  [/(x-api-key["']?\s*[:=]\s*["']?)[^\s"',}]+/gi, '$1[redacted]'],
  [/((?:token|refreshToken|apiKey|accessToken|password)=)[^&\s"']+/gi, '$1[redacted]'],
];

export function registerSecret(value: string | null | undefined): void {
  if (value && value.length >= 4) known.add(value);
}

export function redact(text: string): string {
  let out = text;
  for (const secret of known) {
    if (out.includes(secret)) out = out.split(secret).join('[redacted]');
  }
  for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement);
  return out;
}

/** Redacts every string inside a JSON-like value. */
export function redactValue<T>(value: T): T {
  return JSON.parse(redact(JSON.stringify(value) ?? 'null')) as T;
}
