import { describe, expect, it } from 'vitest';
import {
  createCsvStreamParser,
  detectNewline,
  parseCsvText,
  type CsvRecord,
} from '../../../src/shared/areas/bulk-jobs/domain/csv-stream';

function parseInChunks(text: string, size: number): CsvRecord[] {
  const records: CsvRecord[] = [];
  const parser = createCsvStreamParser((r) => records.push(r));
  for (let i = 0; i < text.length; i += size) parser.push(text.slice(i, i + size));
  parser.end();
  return records;
}

const tricky =
  '\uFEFFname,email,note\r\n' +
  '"Verma, Asha",asha@example.com,"first line\r\nsecond line"\r\n' +
  '\r\n' +
  'Liam,"liam@example.com","He said ""hi"""\r\n' +
  ',,\r\n' +
  'Zoe,zoe@example.com,last';

describe('streaming CSV parsing', () => {
  it('reads quoted commas, quoted newlines, escaped quotes, CRLF and blank lines', () => {
    const { records, delimiter } = parseCsvText(tricky);
    expect(delimiter).toBe(',');
    expect(records.map((r) => r.cells)).toEqual([
      ['name', 'email', 'note'],
      ['Verma, Asha', 'asha@example.com', 'first line\r\nsecond line'],
      ['Liam', 'liam@example.com', 'He said "hi"'],
      ['Zoe', 'zoe@example.com', 'last'],
    ]);
    // Row numbers are spreadsheet rows: the blank line and the all-empty row still count.
    expect(records.map((r) => r.line)).toEqual([1, 2, 4, 6]);
  });

  it('gives identical rows for every chunk size from 1 to 64 (BOM and CRLF split across chunks)', () => {
    const whole = parseCsvText(tricky).records;
    for (let size = 1; size <= 64; size += 1) expect(parseInChunks(tricky, size)).toEqual(whole);
  });

  it('strips a BOM that arrives alone in the first chunk', () => {
    const records = parseInChunks('\uFEFFname;email\nA;a@x.io\n', 1);
    expect(records[0]?.cells).toEqual(['name', 'email']);
  });

  it('detects semicolons and tabs from the header line', () => {
    expect(parseCsvText('name;email;phone\nA;a@x.io;123\n').records[1]?.cells).toEqual([
      'A',
      'a@x.io',
      '123',
    ]);
    expect(parseCsvText('"a;b",c,d\n1,2,3').delimiter).toBe(',');
    expect(parseCsvText('name\temail\nA\ta@x.io').delimiter).toBe('\t');
  });

  it('does not guess the newline from a chunk that ends in a lone CR', () => {
    expect(detectNewline('name,email\r', false)).toBeUndefined();
    expect(detectNewline('name,email\r', true)).toBe('\r');
    expect(detectNewline('a\r\nb', false)).toBe('\r\n');
    expect(detectNewline('a\rb', false)).toBe('\r');
  });

  it('keeps a 1 MB field whole, fed in 4 KB chunks, in linear time', () => {
    const big = 'x'.repeat(1024 * 1024);
    const text = `name,note\r\nA,"${big}"\r\nB,short\r\n`;
    // CPU time, not wall time: on a busy machine the wait for a core is not the code's cost.
    const started = process.cpuUsage();
    const records = parseInChunks(text, 4096);
    const { user, system } = process.cpuUsage(started);
    expect((user + system) / 1000).toBeLessThan(2_000);
    expect(records[1]?.cells[1]?.length).toBe(big.length);
    expect(records[2]?.cells).toEqual(['B', 'short']);
  });

  it('reports an unclosed quote with its row', () => {
    const { errors } = parseCsvText('a,b\n1,"never closed\n2,3\n');
    expect(errors[0]).toMatch(/Row 2: a quoted cell is never closed/);
  });

  it('reads a file without a final newline, and an empty file as no rows', () => {
    expect(parseCsvText('a,b\n1,2').records).toHaveLength(2);
    expect(parseCsvText('').records).toEqual([]);
  });
});
