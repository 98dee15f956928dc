import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { MAX_IMPORT_CHUNK, type ImportProgress } from '../../../shared/areas/bulk-jobs/channels';
import type { OpenedCsv } from '../../../shared/areas/bulk-jobs/channels';
import type { AppError, Result } from '../../../shared/errors';

/** The migration import channel (`bulkJobs.import`), as main calls it for a file the OS opened. */
export type ImportChunk = (input: {
  importId?: string;
  fileName: string;
  chunk: string;
  final: boolean;
}) => Promise<Result<ImportProgress>>;

/** Larger files are refused here; the screen's own picker has no such limit. */
const MAX_FILE_BYTES = 512 * 1024 * 1024;

function failure(path: string, error: AppError): OpenedCsv {
  return { fileName: basename(path), path, error };
}

/**
 * Reads a CSV the OS handed us and feeds it to the migration import in chunks, exactly as the screen
 * does with a picked file (so the same parsing, BOM and delimiter rules apply). Invalid UTF-8 stops it
 * with a message that says how to save the file, instead of importing replacement characters.
 */
export async function importCsvFile(path: string, importChunk: ImportChunk): Promise<OpenedCsv> {
  const fileName = basename(path);
  try {
    const info = await stat(path);
    if (!info.isFile()) return failure(path, { kind: 'validation', message: `${fileName} is not a file.` });
    if (info.size > MAX_FILE_BYTES)
      return failure(path, {
        kind: 'validation',
        message: `${fileName} is ${Math.round(info.size / 1048576)} MB; open files over 512 MB from the Bulk migration screen.`,
      });
  } catch {
    return failure(path, {
      kind: 'not_found',
      message: `${fileName} could not be read: it was moved or deleted.`,
    });
  }

  const decoder = new TextDecoder('utf-8', { fatal: true });
  let importId: string | undefined;
  let last: ImportProgress | undefined;
  const send = async (chunk: string, final: boolean): Promise<AppError | null> => {
    const result = await importChunk({ ...(importId ? { importId } : {}), fileName, chunk, final });
    if (!result.ok) return result.error;
    importId = result.value.importId;
    last = result.value;
    return null;
  };

  try {
    // 256 KiB of bytes decodes to at most 256 Ki characters: well under one import chunk.
    for await (const bytes of createReadStream(path, {
      highWaterMark: Math.min(256 * 1024, MAX_IMPORT_CHUNK),
    })) {
      const text = decoder.decode(bytes as Buffer, { stream: true });
      if (text === '') continue;
      const error = await send(text, false);
      if (error) return failure(path, error);
    }
    const error = await send(decoder.decode(), true);
    if (error) return failure(path, error);
  } catch (error) {
    const notUtf8 = error instanceof TypeError;
    return failure(path, {
      kind: 'validation',
      message: notUtf8
        ? `${fileName} is not UTF-8 text. Save it as "CSV UTF-8" from your spreadsheet and open it again.`
        : `${fileName} could not be read.`,
    });
  }
  return last
    ? { fileName, path, import: last }
    : failure(path, { kind: 'internal', message: 'Nothing was imported.' });
}

/**
 * CSVs the OS opened with the console, held until the page can show them. `open` may be called before
 * the services exist (a file association starts the app): the path waits for `ready`. The last one
 * opened is kept for the bulk migration screen to `take`, and announced again when the page says it is
 * listening (a first launch opens the file before the page has loaded).
 */
export function createOpenedCsvInbox(options: { emit: (opened: OpenedCsv) => void }) {
  let importChunk: ImportChunk | undefined;
  let waiting: string[] = [];
  let pending: OpenedCsv | null = null;
  let chain: Promise<void> = Promise.resolve();

  function importPath(path: string): void {
    chain = chain.then(async () => {
      if (!importChunk) return;
      pending = await importCsvFile(path, importChunk);
      options.emit(pending);
    });
  }

  return {
    open(path: string): void {
      if (importChunk) importPath(path);
      else waiting.push(path);
    },
    ready(importer: ImportChunk): void {
      importChunk = importer;
      const paths = waiting;
      waiting = [];
      for (const path of paths) importPath(path);
    },
    /** The page is listening now: announce a CSV it has not taken yet. */
    pageReady(): void {
      if (pending) options.emit(pending);
    },
    take(): OpenedCsv | null {
      const opened = pending;
      pending = null;
      return opened;
    },
    /** Resolves when every file opened so far is imported (tests). */
    idle: (): Promise<void> => chain,
  };
}
export type OpenedCsvInbox = ReturnType<typeof createOpenedCsvInbox>;
