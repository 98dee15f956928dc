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
 * escaped, empty cells for null/undefined. `preamble` lines (for example "# Range: ...") come first,
 * each as a single escaped cell.
 */
export function toCsv(
  fields: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  preamble: readonly string[] = [],
): string {
  const clean = (cell: CsvCell): string | number | boolean =>
    cell === null || cell === undefined ? '' : typeof cell === 'string' ? escapeCsvCell(cell) : cell;
  const body = Papa.unparse(
    { fields: fields.map((field) => escapeCsvCell(field)), data: rows.map((row) => row.map(clean)) },
    { newline: '\r\n', escapeFormulae: false },
  );
  const head = preamble.map((line) => Papa.unparse([[escapeCsvCell(line)]], { newline: '\r\n' }));
  return `\uFEFF${[...head, body].join('\r\n')}\r\n`;
}
