import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operationNames, operations } from '../../../src/shared/contract/operations';

/**
 * The rows of `operations` live beside their schemas, in the contract's file for each group of the docs;
 * these checks keep the joined table honest.
 */
const CONTRACT_DIR = resolve(import.meta.dirname, '../../../src/shared/contract');
/** The contract's files that hold no rows: shared shapes, the table itself and its types. */
const NO_ROWS = [
  'common.ts',
  'errors.ts',
  'index.ts',
  'operation-row.ts',
  'operation-types.ts',
  'operations.ts',
  'webhook-events.ts',
];

/** Each domain file's exported row table (`…Rows`), by file name. */
async function domainTables(): Promise<Array<{ file: string; rows: Record<string, { name: string }> }>> {
  const files = readdirSync(CONTRACT_DIR).filter((file) => file.endsWith('.ts') && !NO_ROWS.includes(file));
  return Promise.all(
    files.map(async (file) => {
      const exports = (await import(join(CONTRACT_DIR, file))) as Record<string, unknown>;
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
