import { createHash } from 'node:crypto';
import { readFile, rename } from 'node:fs/promises';
import { basename } from 'node:path';
import { z } from 'zod';
import {
  parseJournal,
  replayJournal,
  type JournalEntry,
} from '../../../shared/areas/bulk-jobs/domain/journal';
import { readTextIfPresent, writeFileAtomic } from '../../platform/storage/atomic-file';
import type { JobFile, JobPaths, JobRow } from './job-file';

/**
 * The journal's progress mark (`journal.mark.json`, replaced atomically), the witness that lets a journal
 * prove what it does not say. `next`: no row at or after this index has ever been sent (the runner moves
 * it forward, durably, before it writes a "sending" line for such a row). `bytes` and `sha256`: the
 * journal's length and content when the mark was written, every byte of it synced first, so a journal
 * that is shorter or different has lost lines. `clean`: written after the job stopped with nothing in
 * flight; with an unchanged journal it proves the journal is complete, so its pending rows were never sent.
 */
export const ProgressMark = z.object({
  v: z.literal(1),
  job: z.string(),
  next: z.number().int().min(0),
  bytes: z.number().int().min(0),
  sha256: z.string(),
  clean: z.boolean(),
  at: z.string(),
});
export type ProgressMark = z.infer<typeof ProgressMark>;

export type MarkRead = { state: 'missing' } | { state: 'ok'; mark: ProgressMark } | { state: 'corrupt' };

/** Reads the mark without moving anything (a view may read while another console runs the job). */
export async function readProgressMark(path: string): Promise<MarkRead> {
  const text = await readTextIfPresent(path);
  if (text === undefined) return { state: 'missing' };
  try {
    const parsed = ProgressMark.safeParse(JSON.parse(text));
    return parsed.success ? { state: 'ok', mark: parsed.data } : { state: 'corrupt' };
  } catch {
    return { state: 'corrupt' };
  }
}

export async function writeProgressMark(path: string, mark: ProgressMark): Promise<void> {
  await writeFileAtomic(path, JSON.stringify(mark));
}

export interface JournalAssessment {
  /** The journal's whole lines (only to be replayed as they are when there is no damage). */
  entries: JournalEntry[];
  /** Why the journal cannot be trusted; undefined when it can. */
  damage?: string;
  /** Nothing written to the journal can have been lost: its pending rows were never sent. */
  complete: boolean;
  /** Rows at or after this index were never sent. */
  next: number;
  /** A torn last line to cut off (bytes of whole lines before it). */
  tornTail: boolean;
  goodBytes: number;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Decides what a job's journal proves, from its bytes and its progress mark. The row list comes from
 * `job.json` (written once, before the journal), so a row with no line is "never touched" only if the
 * journal provably lost nothing: otherwise a truncated journal would make rows already sent look new.
 */
export function assessJournal(job: JobFile, raw: Buffer, markRead: MarkRead): JournalAssessment {
  const text = raw.toString('utf8');
  const parsed = parseJournal(text);
  const goodBytes = Buffer.byteLength(text.slice(0, parsed.goodLength), 'utf8');
  const rowCount = job.rows.length;
  const mark = markRead.state === 'ok' ? markRead.mark : undefined;
  const base = { entries: parsed.entries, tornTail: parsed.tornTail, goodBytes };
  const damaged = (damage: string): JournalAssessment => ({
    ...base,
    damage,
    complete: false,
    // Without a readable mark nothing proves a row was never sent.
    next: mark && mark.job === job.id ? Math.min(mark.next, rowCount) : rowCount,
  });

  if (markRead.state === 'corrupt') return damaged('its progress mark is unreadable');
  if (mark && mark.job !== job.id) return damaged('its progress mark belongs to another job');
  if (parsed.damagedLines.length > 0) return damaged(`line ${parsed.damagedLines[0]} is damaged`);
  const first = parsed.entries[0];
  // The journal's header and first mark are written with job.json, before anything can be sent: a job
  // without them lost them, and nothing on disk tells which of its rows were sent.
  if (!mark) return damaged('its progress mark is missing');
  if (!first) return damaged(raw.length > 0 ? 'it holds no whole line' : 'it is empty');
  if (first.t !== 'header') return damaged('it does not start with its header line');
  if (first.job !== job.id || first.rows !== rowCount)
    return damaged(`its header names another job (${first.job}, ${first.rows} rows)`);
  if ((first.kind ?? 'migrate') !== (job.kind ?? 'migrate'))
    return damaged(`its header names another kind of job (${first.kind ?? 'migrate'})`);
  if (goodBytes < mark.bytes)
    return damaged(
      `it is shorter than its progress mark records (${goodBytes} of ${mark.bytes} bytes): lines were lost`,
    );
  if (sha256(raw.subarray(0, mark.bytes)) !== mark.sha256)
    return damaged('its content differs from what was written (replaced by an older or another copy)');
  return {
    ...base,
    complete: mark.clean && goodBytes === mark.bytes && !parsed.tornTail,
    next: Math.min(mark.next, rowCount),
  };
}

/** A journal's first line: the job, its kind (migrations written before kinds carry none) and row count. */
export function journalHeader(job: JobFile, at: string): JournalEntry {
  return {
    t: 'header',
    v: 1,
    job: job.id,
    ...(job.kind ? { kind: job.kind } : {}),
    rows: job.rows.length,
    at,
  };
}

/** A new job's journal: its header line and a first mark (nothing claimed), both before any request. */
export async function startJournal(job: JobFile, paths: JobPaths, now: Date): Promise<void> {
  await writeJournalAndMark(job, paths, [journalHeader(job, now.toISOString())], 0, now);
}

async function writeJournalAndMark(
  job: JobFile,
  paths: JobPaths,
  lines: readonly JournalEntry[],
  next: number,
  now: Date,
): Promise<void> {
  const content = lines.map((line) => `${JSON.stringify(line)}\n`).join('');
  const bytes = Buffer.from(content, 'utf8');
  await writeFileAtomic(paths.journal, content);
  await writeProgressMark(paths.mark, {
    v: 1,
    job: job.id,
    next,
    bytes: bytes.length,
    sha256: sha256(bytes),
    clean: true,
    at: now.toISOString(),
  });
}

const stamp = (now: Date) => now.toISOString().replace(/[:.]/g, '-');

/** Moves a file aside as `<name>.corrupt-<time>` (never truncated, never overwritten); its new path. */
export async function moveAside(path: string, now: Date): Promise<string | undefined> {
  const target = `${path}.corrupt-${stamp(now)}`;
  try {
    await rename(path, target);
    return target;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * A damaged journal: moved aside, and replaced by a new one that says only what is proven. A row keeps
 * `succeeded` if a whole line of the old journal says so (a succeeded line is only written after the
 * service's answer), rows the import marked to skip stay skipped, rows at or after the mark's `next` were
 * never sent and stay pending, and every other row is `uncertain`: checked on the service before it is
 * sent again. The job is `damaged`, with the reason and where the old file went, and is never resumed
 * on its own.
 */
export async function recoverDamagedJournal(
  job: JobFile,
  paths: JobPaths,
  assessment: JournalAssessment,
  now: Date,
): Promise<void> {
  const movedTo = await moveAside(paths.journal, now);
  await moveAside(paths.mark, now);
  const at = now.toISOString();
  const header = assessment.entries[0];
  const foreign = header?.t === 'header' && header.job !== job.id;
  const salvaged = foreign ? [] : replayJournal(job.rows.length, assessment.entries).rows;
  const where = movedTo ? ` and was moved to ${basename(movedTo)}` : '';
  const reason = `The journal was damaged (${assessment.damage ?? 'unknown'})${where}. Rows it cannot prove were never sent are uncertain: check them on the service, then resume.`;
  const lines: JournalEntry[] = [journalHeader(job, at)];
  for (const [r, row] of job.rows.entries()) {
    const old = salvaged[r];
    if (old?.state === 'succeeded') {
      lines.push({
        t: 'succeeded',
        r,
        at: old.at ?? at,
        res: old.outcome ?? {},
        why: 'Recorded as added in the damaged journal.',
      });
    } else if (row.skip) {
      lines.push(skipEntry(row, r, at));
    } else if (old?.state === 'skipped' && old.found) {
      // Found done on the service just before sending: nothing was sent for it.
      lines.push({
        t: 'skipped',
        r,
        at: old.at ?? at,
        why: old.note ?? 'Found done on the service: not sent.',
        found: true,
        ...(old.outcome ? { res: old.outcome } : {}),
      });
    } else if (r < assessment.next) {
      lines.push({
        t: 'uncertain',
        r,
        at,
        err: `The journal was damaged${where}: it cannot prove whether this row was sent.`,
      });
    }
  }
  lines.push({ t: 'status', s: 'damaged', at, why: reason });
  await writeJournalAndMark(job, paths, lines, assessment.next, now);
}

/** Reads a job's journal and progress mark and decides what they prove. */
export async function assessJobOnDisk(job: JobFile, paths: JobPaths): Promise<JournalAssessment> {
  const raw = await readFile(paths.journal).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return Buffer.alloc(0);
    throw error;
  });
  return assessJournal(job, raw, await readProgressMark(paths.mark));
}

/** The journal line that records a row the job was made to skip. */
export function skipEntry(row: Pick<JobRow, 'skip' | 'found'>, r: number, at: string): JournalEntry {
  return { t: 'skipped', r, at, why: row.skip ?? 'Skipped.', ...(row.found ? { found: true } : {}) };
}
