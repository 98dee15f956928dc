import { createHash, randomUUID, type Hash } from 'node:crypto';
import type { DryRunVerdict } from '../../../shared/areas/bulk-jobs/channels';
import { appFailure } from '../../../shared/errors';
import {
  createCsvStreamParser,
  type CsvStreamParser,
} from '../../../shared/areas/bulk-jobs/domain/csv-stream';
import { normalizeHeader, type ColumnMapping } from '../../../shared/areas/bulk-jobs/domain/fields';
import type { JobKindName } from '../../../shared/areas/bulk-jobs/kinds';
import type { UndoPlan } from '../../../shared/areas/bulk-jobs/domain/undo';
import type { DataRow, FileValidation } from '../../../shared/areas/bulk-jobs/domain/validate-file';
import type { Ledger } from './ledger';

/** Rows beyond this are refused with a message: split the file. Keeps one import well under 1 GB. */
export const MAX_IMPORT_ROWS = 500_000;
/** Total size of one import's text (UTF-8 bytes across all chunks); beyond it the file is refused. */
export const MAX_IMPORT_BYTES = 200 * 1024 * 1024;
const MAX_SESSIONS = 4;

export interface DryRunMark {
  verdict: DryRunVerdict;
  note?: string;
  /** When the service was read for it (a job sent soon after trusts a "new" verdict: runner.ts). */
  at?: string;
}

export interface ImportSession {
  id: string;
  profileId: string;
  /** What the job made from this file will do (chosen before the file was picked). */
  kind: JobKindName;
  fileName: string;
  headers: string[] | null;
  rows: DataRow[];
  done: boolean;
  error?: string;
  parser: CsvStreamParser;
  /** Over the file's text as it arrives; `fileSha256` once it is read to the end. */
  hash: Hash;
  fileSha256?: string;
  lastUsed: number;
  /** UTF-8 bytes received so far (capped by MAX_IMPORT_BYTES). */
  bytes: number;
  validation?: {
    mapping: ColumnMapping;
    mangoIdForAll: string | null;
    result: FileValidation;
    /** The profile's Mangoes (id -> title) and badges (id -> name) as the validation read them. */
    mangoTitles: Map<string, string>;
    badgeNames: Map<string, string>;
  };
  /** Dry-run verdicts by the kind's ledger key, so they survive a change of mapping. */
  dryRun?: Map<string, DryRunMark>;
  /** What earlier jobs of the profile did, as of the last validation (consulted again at send). */
  ledger?: Ledger;
  /** The job made from this import: one import makes one job, whatever the clicks. */
  startedJob?: { jobId: string; at: string };
  /** Built by "Undo this job" from that job's journal (undo.ts): row i is `plan.rows[i]`. */
  undo?: { jobId: string; createdAt: string; plan: UndoPlan };
}

function formatMb(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/**
 * Files being imported, in memory, keyed by import id. Chunks arrive in order from the renderer and go
 * straight into the streaming parser; only the parsed rows are kept. The oldest sessions are dropped
 * when more than a few are open (a job keeps its own copy of its rows on disk).
 */
export function createImportStore(options: { maxBytes?: number } = {}) {
  const maxBytes = options.maxBytes ?? MAX_IMPORT_BYTES;
  const sessions = new Map<string, ImportSession>();

  function evict(): void {
    while (sessions.size > MAX_SESSIONS) {
      const oldest = [...sessions.values()].sort((a, b) => a.lastUsed - b.lastUsed)[0];
      if (!oldest) return;
      sessions.delete(oldest.id);
    }
  }

  function create(profileId: string, fileName: string, kind: JobKindName): ImportSession {
    const id = `imp-${randomUUID()}`;
    const session: ImportSession = {
      id,
      profileId,
      kind,
      fileName,
      headers: null,
      rows: [],
      done: false,
      hash: createHash('sha256'),
      lastUsed: Date.now(),
      bytes: 0,
      parser: createCsvStreamParser((record) => {
        if (session.error) return;
        if (session.headers === null) {
          session.headers = record.cells.map((h, i) => h.trim() || `Column ${i + 1}`);
          return;
        }
        if (session.rows.length >= MAX_IMPORT_ROWS) {
          session.error = `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en')} rows. Split it into smaller files.`;
          return;
        }
        session.rows.push({ line: record.line, cells: record.cells });
      }),
    };
    sessions.set(id, session);
    evict();
    return session;
  }

  function checkHeaders(headers: readonly string[]): string | undefined {
    const seen = new Map<string, string>();
    for (const header of headers) {
      const key = normalizeHeader(header);
      const before = seen.get(key);
      if (key && before !== undefined) {
        return `The file has two columns named alike ("${before}" and "${header}"). Rename one so each column has its own header.`;
      }
      seen.set(key, header);
    }
    return undefined;
  }

  return {
    /** Feeds a chunk; the first call (no id) opens a session. A damaged file is an error that names the fix. */
    push(input: {
      importId?: string;
      profileId: string;
      kind?: JobKindName;
      fileName: string;
      chunk: string;
      final: boolean;
    }): ImportSession {
      const session = input.importId
        ? get(input.importId)
        : create(input.profileId, input.fileName, input.kind ?? 'migrate');
      if (session.done)
        throw appFailure('conflict', 'This file was already read to the end. Open it again to re-import.');
      session.lastUsed = Date.now();
      if (input.chunk.includes('\uFFFD')) {
        sessions.delete(session.id);
        throw appFailure(
          'validation',
          'The file is not valid UTF-8 text. Save it as "CSV UTF-8" in your spreadsheet and open it again.',
        );
      }
      session.bytes += Buffer.byteLength(input.chunk, 'utf8');
      if (session.bytes > maxBytes) {
        sessions.delete(session.id);
        throw appFailure(
          'validation',
          `The file is larger than ${formatMb(maxBytes)}, the most one import can read. Split it into smaller files.`,
        );
      }
      session.parser.push(input.chunk);
      session.hash.update(input.chunk);
      if (session.parser.fatal) {
        sessions.delete(session.id);
        throw appFailure('validation', session.parser.fatal);
      }
      if (input.final) {
        session.parser.end();
        session.done = true;
        session.fileSha256 = session.hash.digest('hex');
        const problem =
          session.error ??
          session.parser.errors[0] ??
          (session.headers ? checkHeaders(session.headers) : 'The file is empty: it has no header row.');
        if (problem) {
          sessions.delete(session.id);
          throw appFailure('validation', problem);
        }
      } else if (session.error) {
        sessions.delete(session.id);
        throw appFailure('validation', session.error);
      }
      return session;
    },
    get,
    /**
     * An import made by the console itself, not read from a file (an undo): its rows are already cells under
     * `headers`, and it goes through validation, dry run and start like a picked file.
     */
    built(input: {
      profileId: string;
      kind: JobKindName;
      fileName: string;
      headers: string[];
      rows: DataRow[];
    }): ImportSession {
      const session = create(input.profileId, input.fileName, input.kind);
      session.headers = input.headers;
      session.rows = input.rows;
      session.done = true;
      return session;
    },
    /** The open import, if it is still open (no error when it is gone). */
    find: (importId: string): ImportSession | undefined => sessions.get(importId),
  };

  function get(importId: string): ImportSession {
    const session = sessions.get(importId);
    if (!session) {
      throw appFailure(
        'not_found',
        'This import is no longer open (the console was restarted or other files were opened since). Open the file again.',
      );
    }
    session.lastUsed = Date.now();
    return session;
  }
}
export type ImportStore = ReturnType<typeof createImportStore>;
