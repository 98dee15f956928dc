import Papa from 'papaparse';

const FORMULA_START = /^[=+\-@\t\r\0]/;

/**
 * OWASP CSV injection: a text cell a spreadsheet would run as a formula gets a leading `'`. Numbers are
 * never touched (a negative number stays a number), so numeric columns stay numeric.
 */
export function escapeCsvCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export type CsvCell = string | number | boolean | null | undefined;

/**
 * A CSV a spreadsheet opens cleanly: UTF-8 BOM, CRLF, RFC 4180 quoting (papaparse), formula-like text
 * escaped, empty cells for null/undefined. The header row is always the first line: Sheets, pandas,
 * Metabase and Excel read the first line as the column names, so what an export says about itself (range,
 * filters, profile) goes into a notes file beside it (`exportNotes`), never above the header.
 */
export function toCsv(fields: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const clean = (cell: CsvCell): string | number | boolean =>
    cell === null || cell === undefined ? '' : typeof cell === 'string' ? escapeCsvCell(cell) : cell;
  const body = Papa.unparse(
    { fields: fields.map((field) => escapeCsvCell(field)), data: rows.map((row) => row.map(clean)) },
    { newline: '\r\n', escapeFormulae: false },
  );
  return `\uFEFF${body}\r\n`;
}

/** `community-activity_2025-01-01.csv` -> `community-activity_2025-01-01.notes.txt`: the notes sort beside their CSV. */
export function notesFileName(csvFileName: string): string {
  return `${csvFileName.replace(/\.csv$/i, '')}.notes.txt`;
}

/**
 * The notes file of an export: plain UTF-8 text, one line per note (CRLF, as Notepad and every editor
 * read it), first the line naming the profile and business when there is one. A line break inside a note
 * (a channel named over two lines) becomes a space, so one note stays one line; empty notes are dropped.
 */
export function exportNotes(lines: readonly string[], stampLine?: string): string {
  const all = [...(stampLine ? [stampLine] : []), ...lines]
    .map((line) => line.replace(/[\r\n]+/g, ' '))
    .filter((line) => line.trim() !== '');
  return `${all.join('\r\n')}\r\n`;
}
