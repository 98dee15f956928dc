import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  cleanStaleTempFiles,
  createKeyedQueue,
  readJsonFile,
  writeFileAtomic,
} from '../../../src/main/platform/storage/atomic-file';

const Doc = z.object({ schemaVersion: z.literal(1), items: z.array(z.number()) });
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'atomic-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('atomic JSON files', () => {
  it('writes a file that reads back and leaves no temp file behind', async () => {
    const path = join(dir, 'doc.json');
    await writeFileAtomic(path, JSON.stringify({ schemaVersion: 1, items: [1, 2] }));
    expect(await readJsonFile(path, Doc)).toEqual({
      state: 'ok',
      value: { schemaVersion: 1, items: [1, 2] },
    });
    expect(await readdir(dir)).toEqual(['doc.json']);
  });

  it('reports a missing file as missing', async () => {
    expect(await readJsonFile(join(dir, 'none.json'), Doc)).toEqual({ state: 'missing' });
  });

  it('moves a truncated file aside instead of dropping or overwriting it', async () => {
    const path = join(dir, 'doc.json');
    await writeFile(path, '{"schemaVersion":1,"items":[1,');
    const result = await readJsonFile(path, Doc);
    expect(result.state).toBe('corrupt');
    if (result.state !== 'corrupt') return;
    expect(result.reason).toMatch(/not valid JSON/);
    expect(result.movedTo).toMatch(/doc\.json\.corrupt-/);
    expect(await readFile(result.movedTo, 'utf8')).toBe('{"schemaVersion":1,"items":[1,');
    expect(await readdir(dir)).not.toContain('doc.json');
  });

  it('moves aside a file that parses but breaks the schema, naming the field', async () => {
    const path = join(dir, 'doc.json');
    await writeFile(path, JSON.stringify({ schemaVersion: 1, items: ['x'] }));
    const result = await readJsonFile(path, Doc);
    expect(result.state).toBe('corrupt');
    if (result.state === 'corrupt') expect(result.reason).toContain('items.0');
  });

  it('cleans temp files a crash left behind', async () => {
    await writeFile(join(dir, 'doc.json.tmp-123-1-abc'), 'partial');
    await writeFile(join(dir, 'keep.json'), '{}');
    expect(await cleanStaleTempFiles(dir)).toBe(1);
    expect(await readdir(dir)).toEqual(['keep.json']);
  });

  it('serializes concurrent saves of one file so none is lost', async () => {
    const path = join(dir, 'counter.json');
    const run = createKeyedQueue();
    await writeFileAtomic(path, JSON.stringify({ schemaVersion: 1, items: [] }));
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        run(path, async () => {
          const read = await readJsonFile(path, Doc);
          if (read.state !== 'ok') throw new Error('lost');
          await writeFileAtomic(path, JSON.stringify({ schemaVersion: 1, items: [...read.value.items, i] }));
        }),
      ),
    );
    const final = await readJsonFile(path, Doc);
    expect(final.state === 'ok' && final.value.items.length).toBe(25);
  });
});
