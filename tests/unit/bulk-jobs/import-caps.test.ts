import { describe, expect, it } from 'vitest';
import { AppFailure } from '../../../src/shared/errors';
import { createImportStore, MAX_IMPORT_BYTES } from '../../../src/main/areas/bulk-jobs/import-store';
import {
  createCsvStreamParser,
  MAX_RECORD_CHARS,
} from '../../../src/shared/areas/bulk-jobs/domain/csv-stream';

function failure(fn: () => unknown): AppFailure {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppFailure) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

const base = { profileId: 'p-1', fileName: 'people.csv' };

describe('import caps', () => {
  it('refuses an import over its total size with the cap in words, and drops the session', () => {
    const store = createImportStore({ maxBytes: 1024 * 1024 });
    const first = store.push({ ...base, chunk: 'name,email\n', final: false });
    const row = 'Ada Lovelace,ada@example.com\n'.repeat(4_000); // about 116 KB
    let error: AppFailure | undefined;
    for (let i = 0; i < 20 && !error; i += 1) {
      try {
        store.push({ ...base, importId: first.id, chunk: row, final: false });
      } catch (caught) {
        if (!(caught instanceof AppFailure)) throw caught;
        error = caught;
      }
    }
    expect(error?.error).toMatchObject({ kind: 'validation', message: expect.stringContaining('1 MB') });
    expect(failure(() => store.get(first.id)).error.kind).toBe('not_found');
  });

  it('has a 200 MB default cap', () => {
    expect(MAX_IMPORT_BYTES).toBe(200 * 1024 * 1024);
  });

  it('stops buffering a quote that is never closed: 150 one-MB chunks end in a validation error', () => {
    const store = createImportStore();
    const first = store.push({ ...base, chunk: 'name,email\n"Ada,', final: false });
    const chunk = 'x'.repeat(1024 * 1024);
    let error: AppFailure | undefined;
    let pushed = 0;
    for (; pushed < 150 && !error; pushed += 1) {
      try {
        store.push({ ...base, importId: first.id, chunk, final: false });
      } catch (caught) {
        if (!(caught instanceof AppFailure)) throw caught;
        error = caught;
      }
    }
    // Refused as soon as the open cell passes the record cap, long before 150 MB.
    expect(pushed).toBeLessThanOrEqual(Math.ceil(MAX_RECORD_CHARS / chunk.length) + 1);
    expect(error?.error).toMatchObject({
      kind: 'validation',
      message: expect.stringMatching(/longer than 8 million characters.*never closed/),
    });
    expect(failure(() => store.get(first.id)).error.kind).toBe('not_found');
  });

  it('keeps parsing normally below the record cap', () => {
    const records: string[][] = [];
    const parser = createCsvStreamParser((r) => records.push(r.cells), { maxRecordChars: 1_000 });
    parser.push('a,b\n"x\ny",2\n');
    parser.end();
    expect(records).toEqual([
      ['a', 'b'],
      ['x\ny', '2'],
    ]);
    expect(parser.fatal).toBeUndefined();
  });
});
