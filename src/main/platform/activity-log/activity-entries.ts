import { ActivityEntry } from '../../../shared/areas/activity/channels';
import { escapeCsvCell, toCsv } from '../../../shared/csv';

/* What the activity log knows about one entry: its filter, redaction, validity, and the CSV export. */

export interface ActivityFilter {
  id?: string;
  profileId?: string;
  operation?: string;
  status?: number;
  errorsOnly?: boolean;
  /** With `errorsOnly`: keep the expected answers too (left out otherwise). */
  includeExpected?: boolean;
  /** Newest first; default 500. */
  limit?: number;
}

/** Query keys whose values are credentials or could be (verify-token's `token`). */
const SECRET_KEY = /token|secret|password|passwd|api[-_]?key|authorization|auth|session|cookie|signature/i;

/** The query with credential-like values replaced: what the log, the page's event and the CSV show. */
export function redactQuery(query: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) out[key] = SECRET_KEY.test(key) ? '[redacted]' : value;
  return out;
}

export function isErrorEntry(entry: ActivityEntry): boolean {
  return entry.errorKind !== undefined || entry.status === undefined || entry.status >= 400;
}

/** What "Errors only" keeps: the failures, without the answers their callers expected unless asked. */
function matchesErrorsOnly(entry: ActivityEntry, includeExpected: boolean | undefined): boolean {
  return isErrorEntry(entry) && (includeExpected === true || entry.expected === undefined);
}

/** Whether an entry passes the Activity screen's filter (every field given must match). */
export function matchesFilter(entry: ActivityEntry, filter: ActivityFilter): boolean {
  if (filter.id && entry.id !== filter.id) return false;
  if (filter.profileId && entry.profileId !== filter.profileId) return false;
  if (filter.operation && entry.operation !== filter.operation) return false;
  if (filter.status !== undefined && entry.status !== filter.status) return false;
  if (filter.errorsOnly && !matchesErrorsOnly(entry, filter.includeExpected)) return false;
  return true;
}

/** Whether a JSONL line is a whole, valid activity entry. */
export function isEntryLine(line: string): boolean {
  try {
    return ActivityEntry.safeParse(JSON.parse(line)).success;
  } catch {
    return false;
  }
}

/** The CSV cell quoting the export uses (shared with the other exports). */
export { escapeCsvCell };

const columns = [
  'time',
  'profileId',
  'operation',
  'method',
  'path',
  'query',
  'status',
  'errorKind',
  'errorCode',
  'outcome',
  'expected',
  'message',
  'durationMs',
  'attempts',
] as const;

/** CSV for the Activity screen's export: UTF-8 with BOM, RFC 4180 quoting, numbers left as numbers. */
export function activityToCsv(entries: readonly ActivityEntry[]): string {
  const rows = entries.map((entry) =>
    columns.map((column) =>
      column === 'query' ? new URLSearchParams(redactQuery(entry.query) ?? {}).toString() : entry[column],
    ),
  );
  return toCsv(columns, rows);
}
