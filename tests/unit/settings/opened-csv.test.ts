import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportProgress } from '../../../src/shared/areas/bulk-jobs/channels';
import type { OpenedCsv } from '../../../src/shared/areas/bulk-jobs/channels';
import type { Result } from '../../../src/shared/errors';
import {
  createOpenedCsvInbox,
  importCsvFile,
  type ImportChunk,
} from '../../../src/main/areas/settings/opened-csv';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'opened-csv-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A stand-in for `bulkJobs.import`: keeps the text, answers progress like the real one. */
function fakeImport() {
  const chunks: Array<{ importId?: string; chunk: string; final: boolean }> = [];
  const importChunk: ImportChunk = async (input): Promise<Result<ImportProgress>> => {
    chunks.push(input);
    const text = chunks.map((c) => c.chunk).join('');
    return {
      ok: true,
      value: {
        importId: 'imp-abcdef12',
        fileName: input.fileName,
        bytes: Buffer.byteLength(text),
        rows: text.split('\n').filter(Boolean).length - 1,
        done: input.final,
        headers: ['name', 'email'],
      },
    };
  };
  return { chunks, importChunk, text: () => chunks.map((c) => c.chunk).join('') };
}

describe('importing a CSV the OS opened', () => {
  it('feeds the file to the migration import in order, multi-byte characters intact across chunks', async () => {
    const rows = Array.from({ length: 9000 }, (_, i) => `Zoë Ærøskøbing ${i} 🥭,zoe${i}@example.com`);
    const content = `name,email\n${rows.join('\n')}\n`;
    const path = join(dir, 'customers.csv');
    await writeFile(path, content);
    const fake = fakeImport();
    const opened = await importCsvFile(path, fake.importChunk);
    expect(fake.text()).toBe(content);
    expect(fake.chunks.length).toBeGreaterThan(2);
    expect(fake.chunks.slice(1).every((c) => c.importId === 'imp-abcdef12')).toBe(true);
    expect(fake.chunks.at(-1)?.final).toBe(true);
    expect(opened).toMatchObject({ fileName: 'customers.csv', path, import: { done: true, rows: 9000 } });
  });

  it('refuses a file that is not UTF-8, saying how to save it', async () => {
    const path = join(dir, 'latin1.csv');
    await writeFile(path, Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0x5a, 0x6f, 0xeb, 0x0a]));
    const opened = await importCsvFile(path, fakeImport().importChunk);
    expect(opened.error?.message).toMatch(/not UTF-8 text.*CSV UTF-8/);
    expect(opened.import).toBeUndefined();
  });

  it('reports a missing file and an import refusal as errors, not throws', async () => {
    expect((await importCsvFile(join(dir, 'gone.csv'), fakeImport().importChunk)).error?.kind).toBe(
      'not_found',
    );
    const path = join(dir, 'x.csv');
    await writeFile(path, 'a,b\n1,2\n');
    const refused = await importCsvFile(path, async () => ({
      ok: false,
      error: { kind: 'validation', message: 'Duplicate header "a"' },
    }));
    expect(refused.error?.message).toBe('Duplicate header "a"');
  });
});

describe('the inbox of opened CSVs', () => {
  it('waits for the services, imports, announces, and hands the result over once', async () => {
    const path = join(dir, 'list.csv');
    await writeFile(path, 'name,email\nA,a@example.com\n');
    const emitted: OpenedCsv[] = [];
    const inbox = createOpenedCsvInbox({ emit: (opened) => emitted.push(opened) });
    inbox.open(path);
    await inbox.idle();
    expect(emitted).toEqual([]);
    const fake = fakeImport();
    inbox.ready(fake.importChunk);
    await inbox.idle();
    expect(emitted).toHaveLength(1);
    // A first launch opened the file before the page listened: announced again when it is ready.
    inbox.pageReady();
    expect(emitted).toHaveLength(2);
    expect(inbox.take()?.import?.importId).toBe('imp-abcdef12');
    expect(inbox.take()).toBeNull();
    inbox.pageReady();
    expect(emitted).toHaveLength(2);
  });

  it('imports files one after another in the order they were opened', async () => {
    const emit = vi.fn();
    const inbox = createOpenedCsvInbox({ emit });
    inbox.ready(fakeImport().importChunk);
    for (const name of ['a.csv', 'b.csv']) {
      await writeFile(join(dir, name), 'h\n1\n');
      inbox.open(join(dir, name));
    }
    await inbox.idle();
    expect(emit.mock.calls.map(([o]) => (o as OpenedCsv).fileName)).toEqual(['a.csv', 'b.csv']);
  });
});
