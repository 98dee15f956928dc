import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operationNames, operations } from '../../../src/shared/contract/operations';

/** The rows of `operations` live in one file per domain; these checks keep the joined table honest. */
const ROWS_DIR = resolve(import.meta.dirname, '../../../src/shared/contract/operations');

/** Each domain file's exported row table (`…Rows`), by file name. */
async function domainTables(): Promise<Array<{ file: string; rows: Record<string, { name: string }> }>> {
  const files = readdirSync(ROWS_DIR).filter((file) => file.endsWith('.ts') && file !== 'define.ts');
  return Promise.all(
    files.map(async (file) => {
      const exports = (await import(join(ROWS_DIR, file))) as Record<string, unknown>;
      const tables = Object.entries(exports).filter(([name]) => name.endsWith('Rows'));
      expect(tables, `${file} exports one row table`).toHaveLength(1);
      return { file, rows: tables[0]?.[1] as Record<string, { name: string }> };
    }),
  );
}

describe('the operations table', () => {
  it('keys every row by its own name', () => {
    for (const [key, row] of Object.entries(operations)) expect(row.name).toBe(key);
  });

  it('holds every row of every domain file, each exactly once', async () => {
    const tables = await domainTables();
    const named = tables.flatMap(({ file, rows }) => Object.keys(rows).map((name) => `${name} (${file})`));
    const names = tables.flatMap(({ rows }) => Object.keys(rows));
    // A name in two files would be silently dropped by the spread that joins them.
    expect(new Set(names).size, named.join(', ')).toBe(names.length);
    expect([...names].sort()).toEqual([...operationNames].sort());
    for (const { rows } of tables) {
      for (const [name, row] of Object.entries(rows))
        expect(operations[name as keyof typeof operations]).toBe(row);
    }
  });
});
