import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRotatingLogFile } from '../../../src/main/app/electron/log-file';
import { configureLogging, createLogger } from '../../../src/main/platform/logging/logger';
import { registerSecret } from '../../../src/main/platform/logging/redact';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'log-file-'));
});
afterEach(async () => {
  configureLogging({ sink: (line) => process.stderr.write(`${line}\n`) });
  await rm(dir, { recursive: true, force: true });
});

const record = { time: '', level: 'info' as const, scope: 't', message: '' };

describe('the rotating log file', () => {
  it('appends lines and rotates by size, keeping maxFiles files', async () => {
    const log = createRotatingLogFile({ dir: join(dir, 'logs'), maxBytes: 1024, maxFiles: 3 });
    for (let i = 0; i < 60; i += 1) log.sink(`line ${String(i).padStart(3, '0')} ${'x'.repeat(90)}`, record);
    const names = (await readdir(join(dir, 'logs'))).sort();
    expect(names).toEqual(['main.1.log', 'main.2.log', 'main.log']);
    for (const name of names) {
      const text = await readFile(join(dir, 'logs', name), 'utf8');
      expect(Buffer.byteLength(text)).toBeLessThanOrEqual(1024);
    }
    const newest = await readFile(join(dir, 'logs', 'main.log'), 'utf8');
    expect(newest.trim().split('\n').at(-1)).toMatch(/^line 059/);
    const older = await readFile(join(dir, 'logs', 'main.1.log'), 'utf8');
    const lastOlder = Number(/line (\d+)/.exec(older.trim().split('\n').at(-1) ?? '')?.[1]);
    const firstNewest = Number(/line (\d+)/.exec(newest.split('\n')[0] ?? '')?.[1]);
    expect(firstNewest).toBe(lastOlder + 1);
    expect(log.files()).toEqual(['main.log', 'main.1.log', 'main.2.log'].map((n) => join(dir, 'logs', n)));
  });

  it('continues an existing file after a restart, counting its size', async () => {
    const first = createRotatingLogFile({ dir, maxBytes: 2048, maxFiles: 2 });
    first.sink('a'.repeat(1500), record);
    const second = createRotatingLogFile({ dir, maxBytes: 2048, maxFiles: 2 });
    second.sink('b'.repeat(1000), record);
    expect((await readdir(dir)).sort()).toEqual(['main.1.log', 'main.log']);
  });

  it('is the logger sink: lines arrive redacted, and a failing write never throws', async () => {
    const log = createRotatingLogFile({ dir });
    configureLogging({ sink: log.sink });
    registerSecret('tok-known-secret-4711');
    createLogger('test').warn('calling with tok-known-secret-4711', {
      header: 'Authorization: Bearer abcdefghijkl',
    });
    const text = await readFile(join(dir, 'main.log'), 'utf8');
    expect(text).toContain('"level":"warn"');
    expect(text).not.toContain('tok-known-secret-4711');
    expect(text).not.toContain('abcdefghijkl');
    // A folder that cannot exist: its parent is a file.
    const broken = createRotatingLogFile({ dir: join(dir, 'main.log', 'logs') });
    expect(() => broken.sink('x', record)).not.toThrow();
  });
});
