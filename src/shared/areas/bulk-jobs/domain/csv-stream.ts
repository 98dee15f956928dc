import Papa from 'papaparse';

export type CsvDelimiter = ',' | ';' | '\t';
export type CsvNewline = '\r\n' | '\n' | '\r';

export interface CsvRecord {
  /** Cells as written (a header row is record 1, like a spreadsheet's row numbers). */
  cells: string[];
  /** Spreadsheet row number of this record: blank lines count, quoted newlines do not. */
  line: number;
}

export interface CsvStreamParser {
  /** Feeds the next piece of text; complete records are handed to `onRecord`. */
  push(chunk: string): void;
  /** No more text: the last record (with or without a final newline) is handed over. */
  end(): void;
  readonly delimiter: CsvDelimiter | undefined;
  readonly newline: CsvNewline | undefined;
  readonly bytesSeen: number;
  /** Structural problems found so far, in words (an unclosed quote). */
  readonly errors: readonly string[];
  /** Set when the parser gave up (one record grew past its cap): further text is ignored. */
  readonly fatal: string | undefined;
}

/**
 * The longest unfinished record (in characters) the parser buffers. A quote opened and never closed makes
 * the rest of the file one cell; without a cap that cell would grow with the whole file.
 */
export const MAX_RECORD_CHARS = 8_000_000;

/** Counts delimiter candidates outside quotes in the header line; the most frequent wins (comma on a tie). */
export function detectDelimiter(headerLine: string): CsvDelimiter {
  const counts: Record<CsvDelimiter, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === ',' || ch === ';' || ch === '\t')) counts[ch] += 1;
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[','] && counts['\t'] > counts[';']) return '\t';
  return ',';
}

/**
 * The newline of the text seen so far, or undefined when it cannot be known yet: a chunk that ends in
 * `\r` may be the first half of a `\r\n` split across two chunks (papaparse's own guess gets this wrong).
 */
export function detectNewline(text: string, final: boolean): CsvNewline | undefined {
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    if (quoted) continue;
    if (ch === '\n') return '\n';
    if (ch === '\r') {
      if (i + 1 < text.length) return text[i + 1] === '\n' ? '\r\n' : '\r';
      return final ? '\r' : undefined;
    }
  }
  return final ? '\n' : undefined;
}

function isBlank(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}

/**
 * A CSV parser fed piece by piece (a file read in chunks of any size), built on papaparse's parser with
 * the delimiter and newline fixed once they are known, so chunk boundaries change nothing: a BOM is
 * stripped once at the start, a CRLF split across chunks stays one newline, quoted commas and newlines
 * stay in their cell. Blank lines are skipped but still counted for row numbers. Work stays linear in
 * the input: an unfinished record is parsed again only after the buffer has doubled.
 */
export function createCsvStreamParser(
  onRecord: (record: CsvRecord) => void,
  options: { maxRecordChars?: number } = {},
): CsvStreamParser {
  const maxRecordChars = options.maxRecordChars ?? MAX_RECORD_CHARS;
  let fatal: string | undefined;
  let buffer = '';
  let started = false;
  let delimiter: CsvDelimiter | undefined;
  let newline: CsvNewline | undefined;
  let parser: Papa.Parser | undefined;
  let line = 1;
  let nextAttempt = 0;
  let bytesSeen = 0;
  let ended = false;
  const errors: string[] = [];

  const drain = (final: boolean): void => {
    if (!newline) {
      newline = detectNewline(buffer, final);
      if (!newline) return;
      const firstBreak = buffer.indexOf(newline);
      delimiter = detectDelimiter(firstBreak >= 0 ? buffer.slice(0, firstBreak) : buffer);
      parser = new Papa.Parser({ delimiter, newline, quoteChar: '"' });
    }
    if (!parser || buffer.length === 0) return;
    if (!final && buffer.length < nextAttempt) return;
    const result = parser.parse(buffer, 0, !final) as {
      data: string[][];
      errors: { code: string; row: number }[];
      meta: { cursor: number };
    };
    const consumed = final ? buffer.length : result.meta.cursor;
    const firstLine = line;
    // Each record is one spreadsheet row: its only unquoted newline is the one that ends it.
    for (const cells of result.data) {
      if (!isBlank(cells)) onRecord({ cells, line });
      line += 1;
    }
    for (const error of result.errors) {
      if (error.code === 'MissingQuotes') {
        errors.push(`Row ${firstLine + error.row}: a quoted cell is never closed (a " is missing).`);
      }
    }
    buffer = buffer.slice(consumed);
    nextAttempt = buffer.length * 2;
  };

  return {
    push(chunk) {
      if (ended) throw new Error('push after end');
      bytesSeen += chunk.length;
      if (fatal) return;
      let text = chunk;
      if (!started && text.length > 0) {
        started = true;
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      }
      buffer += text;
      drain(false);
      if (buffer.length > maxRecordChars) {
        fatal = `Row ${line}: one row or cell is longer than ${Math.round(maxRecordChars / 1_000_000)} million characters; most likely a quoted cell is never closed (a " is missing).`;
        errors.push(fatal);
        buffer = '';
      }
    },
    end() {
      if (ended) return;
      ended = true;
      if (!fatal) drain(true);
    },
    get fatal() {
      return fatal;
    },
    get delimiter() {
      return delimiter;
    },
    get newline() {
      return newline;
    },
    get bytesSeen() {
      return bytesSeen;
    },
    errors,
  };
}

/** Parses a whole text at once (tests, the template, small files). */
export function parseCsvText(text: string): {
  records: CsvRecord[];
  delimiter: CsvDelimiter | undefined;
  errors: readonly string[];
} {
  const records: CsvRecord[] = [];
  const parser = createCsvStreamParser((record) => records.push(record));
  parser.push(text);
  parser.end();
  return { records, delimiter: parser.delimiter, errors: parser.errors };
}
