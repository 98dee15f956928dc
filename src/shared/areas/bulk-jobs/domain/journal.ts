import { z } from 'zod';

export const rowStates = ['pending', 'sending', 'succeeded', 'failed', 'uncertain', 'skipped'] as const;
export const RowState = z.enum(rowStates);
export type RowState = z.infer<typeof RowState>;

/** `damaged`: the journal could not be trusted; it was moved aside and the job is never resumed on its own. */
export const jobStatuses = ['running', 'paused', 'cancelled', 'finished', 'damaged'] as const;
export const JobStatus = z.enum(jobStatuses);
export type JobStatus = z.infer<typeof JobStatus>;

export const RowOutcome = z.object({
  orderId: z.string().optional(),
  subscriptionId: z.string().optional(),
  userId: z.string().optional(),
  status: z.string().optional(),
});
export type RowOutcome = z.infer<typeof RowOutcome>;

/**
 * One line of a job's write-ahead journal. Row lines: `r` is the row's index in the job. `sending` is
 * written (and fsynced) before the request leaves, the outcome after the answer arrives.
 */
export const JournalEntry = z.discriminatedUnion('t', [
  /**
   * The first line of every journal: which job, of which kind, how many rows. A journal without it is not
   * trusted. `kind` is absent in journals written before job kinds: they are migrations.
   */
  z.object({
    t: z.literal('header'),
    v: z.literal(1),
    job: z.string(),
    kind: z.string().optional(),
    rows: z.number().int().min(0),
    at: z.string(),
  }),
  z.object({
    t: z.literal('sending'),
    r: z.number().int().min(0),
    at: z.string(),
    a: z.number().int().min(1),
    /** The service was read just before this send and did not have the row's effect yet. */
    chk: z.literal(true).optional(),
  }),
  z.object({
    t: z.literal('succeeded'),
    r: z.number().int().min(0),
    at: z.string(),
    res: RowOutcome,
    why: z.string().optional(),
  }),
  z.object({
    t: z.literal('failed'),
    r: z.number().int().min(0),
    at: z.string(),
    err: z.string(),
    code: z.string().optional(),
  }),
  z.object({ t: z.literal('uncertain'), r: z.number().int().min(0), at: z.string(), err: z.string() }),
  /**
   * Not sent. `found`: because the service already had the row's effect (a dry-run verdict, or the check
   * just before sending), with what the check read in `res`; the ledger remembers it as done.
   */
  z.object({
    t: z.literal('skipped'),
    r: z.number().int().min(0),
    at: z.string(),
    why: z.string(),
    found: z.literal(true).optional(),
    res: RowOutcome.optional(),
  }),
  /** Back in the queue: a 429 or unsent request, a retry of a failed row, a re-send of an uncertain one. */
  z.object({ t: z.literal('pending'), r: z.number().int().min(0), at: z.string(), why: z.string() }),
  z.object({ t: z.literal('status'), s: JobStatus, at: z.string(), why: z.string().optional() }),
  z.object({ t: z.literal('concurrency'), n: z.number().int().min(1), at: z.string() }),
]);
export type JournalEntry = z.infer<typeof JournalEntry>;

export interface ParsedJournal {
  entries: JournalEntry[];
  /** Characters of the text that hold whole, valid lines; anything after is a torn tail to cut off. */
  goodLength: number;
  /** A torn or unreadable last line was found (and is ignored). */
  tornTail: boolean;
  /** 1-based line numbers of damaged lines before the last one: the journal cannot be trusted past them. */
  damagedLines: number[];
}

/**
 * Reads a journal's text. A power cut can leave the last line half-written: it is ignored (and reported),
 * everything before it is kept. A damaged line anywhere else is reported, never skipped silently.
 */
export function parseJournal(text: string): ParsedJournal {
  const entries: JournalEntry[] = [];
  const damagedLines: number[] = [];
  let offset = 0;
  let goodLength = 0;
  let lineNo = 0;
  let tornTail = false;
  while (offset < text.length) {
    const nl = text.indexOf('\n', offset);
    lineNo += 1;
    const complete = nl >= 0;
    const raw = text.slice(offset, complete ? nl : text.length);
    const next = complete ? nl + 1 : text.length;
    const entry = raw.trim() === '' ? null : parseLine(raw);
    if (entry && complete) {
      entries.push(entry);
      goodLength = next;
    } else if (raw.trim() === '' && complete) {
      goodLength = next;
    } else if (next >= text.length) {
      tornTail = true;
    } else {
      damagedLines.push(lineNo);
    }
    offset = next;
  }
  return { entries, goodLength, tornTail, damagedLines };
}

function parseLine(raw: string): JournalEntry | null {
  try {
    const parsed = JournalEntry.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface RowRecord {
  state: RowState;
  attempts: number;
  error?: string;
  errorCode?: string;
  outcome?: RowOutcome;
  note?: string;
  at?: string;
  /** Skipped because the service already had the row's effect (found, not sent). */
  found?: boolean;
  /**
   * A send of this row followed a read that found its effect not yet on the service: what an undo needs to
   * know the row's effect was this job's own (a migrate answer does not tell "added" from "already there").
   */
  checked?: boolean;
}

export interface Replayed {
  rows: RowRecord[];
  status: JobStatus | 'new';
  statusReason?: string;
  concurrency?: number;
  startedAt?: string;
  lastAt?: string;
}

/**
 * Row states from a journal. A succeeded row never changes again, whatever follows: that is the rule that
 * keeps a customer from being added twice, so replay enforces it instead of trusting the writer.
 */
export function replayJournal(rowCount: number, entries: readonly JournalEntry[]): Replayed {
  const rows: RowRecord[] = Array.from({ length: rowCount }, () => ({ state: 'pending', attempts: 0 }));
  const out: Replayed = { rows, status: 'new' };
  for (const entry of entries) {
    if (entry.t === 'header') continue;
    out.lastAt = entry.at;
    if (entry.t === 'status') {
      out.status = entry.s;
      out.statusReason = entry.why;
      if (entry.s === 'running' && !out.startedAt) out.startedAt = entry.at;
      continue;
    }
    if (entry.t === 'concurrency') {
      out.concurrency = entry.n;
      continue;
    }
    const row = rows[entry.r];
    if (!row || row.state === 'succeeded') continue;
    row.at = entry.at;
    switch (entry.t) {
      case 'sending':
        row.state = 'sending';
        row.attempts = Math.max(row.attempts, entry.a);
        if (entry.chk) row.checked = true;
        break;
      case 'succeeded':
        rows[entry.r] = {
          state: 'succeeded',
          attempts: row.attempts,
          outcome: entry.res,
          at: entry.at,
          ...(entry.why ? { note: entry.why } : {}),
        };
        break;
      case 'failed':
        rows[entry.r] = {
          state: 'failed',
          attempts: row.attempts,
          error: entry.err,
          at: entry.at,
          ...(entry.code ? { errorCode: entry.code } : {}),
        };
        break;
      case 'uncertain':
        rows[entry.r] = { state: 'uncertain', attempts: row.attempts, error: entry.err, at: entry.at };
        break;
      case 'skipped':
        rows[entry.r] = {
          state: 'skipped',
          attempts: row.attempts,
          note: entry.why,
          at: entry.at,
          ...(entry.found ? { found: true } : {}),
          ...(entry.res ? { outcome: entry.res } : {}),
        };
        break;
      case 'pending':
        rows[entry.r] = { state: 'pending', attempts: row.attempts, note: entry.why, at: entry.at };
        break;
    }
    // A read before an earlier send stays known through the row's later states.
    const now = rows[entry.r];
    if (row.checked && now) now.checked = true;
  }
  return out;
}

export type StateCounts = Record<RowState, number>;

export function countStates(rows: readonly { state: RowState }[]): StateCounts {
  const counts: StateCounts = { pending: 0, sending: 0, succeeded: 0, failed: 0, uncertain: 0, skipped: 0 };
  for (const row of rows) counts[row.state] += 1;
  return counts;
}

/**
 * The reason written for rows the journal cannot prove were never sent: queued rows the console had
 * claimed for sending when it stopped without closing the job (their "sending" line may have been lost
 * with a damaged or restored journal). They are looked up on the service, never sent on a guess.
 */
export const UNPROVEN_REASON =
  'The console stopped without closing this job and its journal cannot prove this row was never sent: check it on the service before sending it.';

/** The reason written for rows found `sending` after a crash: their request may have reached the service. */
export const INTERRUPTED_REASON =
  'The console stopped while this row was being sent: the customer may or may not have been added.';
