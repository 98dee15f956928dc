/** What a request looked like from the outside; secrets are redacted before they are kept. */
export interface RequestLogEntry {
  seq: number;
  at: string;
  method: string;
  path: string;
  query: string;
  operation: string | null;
  status: number;
  durationMs: number;
  fault: string | null;
  headers: Record<string, string>;
  body: unknown;
}

/** An effect the real service would have caused downstream (room rename, transcoding, webhook, ...). */
export interface SideEffectEntry {
  seq: number;
  at: string;
  kind: string;
  details: Record<string, unknown>;
}

const MAX_ENTRIES = 5_000;
const SECRET_HEADERS = new Set(['authorization', 'x-api-key', 'cookie']);

export function redactHeaders(
  headers: Record<string, string | string[] | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    out[key] = SECRET_HEADERS.has(key.toLowerCase())
      ? '[redacted]'
      : Array.isArray(value)
        ? value.join(', ')
        : value;
  }
  return out;
}

/** A bounded append-only log: old entries fall off so a long bench run cannot grow memory without end. */
export class BoundedLog<T extends { seq: number }> {
  private entries: T[] = [];
  private seq = 0;

  append(entry: Omit<T, 'seq'>): T {
    this.seq += 1;
    const full = { ...entry, seq: this.seq } as T;
    this.entries.push(full);
    if (this.entries.length > MAX_ENTRIES) this.entries.splice(0, this.entries.length - MAX_ENTRIES);
    return full;
  }

  list(sinceSeq = 0): T[] {
    return this.entries.filter((e) => e.seq > sinceSeq);
  }

  clear(): void {
    this.entries = [];
  }
}

export type RequestLog = BoundedLog<RequestLogEntry>;
export type SideEffectLog = BoundedLog<SideEffectEntry>;
