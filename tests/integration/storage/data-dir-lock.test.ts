import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsole } from '../../../src/main/app/compose';
import { createMemorySecretStore } from '../../../src/main/platform/secrets/secret-store';
import {
  acquireDataDirLock,
  DATA_DIR_LOCK_FILE,
  processStartOf,
} from '../../../src/main/platform/storage/data-dir-lock';
import { startWebHost } from '../../../src/main/app/web/server';
import { offlineSandbox } from '../../helpers/fake-sandbox';
import { bundleChild } from '../../helpers/child-bundle';

let root: string;
let childScript: string;
let childDir: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'data-dir-lock-'));
  // Bundled beside node_modules, so its imports (zod) resolve.
  ({ dir: childDir, script: childScript } = await bundleChild(
    join(import.meta.dirname, 'lock-holder-child.ts'),
    'lock-child-',
  ));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(childDir, { recursive: true, force: true });
});

let n = 0;
async function freshDir(): Promise<string> {
  n += 1;
  const dir = join(root, `data-${n}`);
  await mkdir(dir, { recursive: true });
  return dir;
}

/** A pid that certainly belongs to no process: one that has just exited. */
async function deadPid(): Promise<number> {
  const proc = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => proc.on('exit', resolve));
  return proc.pid as number;
}

function startHolder(dir: string): Promise<{ proc: ChildProcessWithoutNullStreams; line: string }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [childScript], { env: { ...process.env, DATA_DIR: dir } });
    proc.stdin.on('error', () => undefined); // a refused child exits at once
    let out = '';
    let err = '';
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve({ proc, line: out.trim() });
    });
    proc.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    proc.on('error', reject);
    proc.on('exit', (code) => {
      if (!out.includes('\n')) reject(new Error(`the lock holder exited (${code}): ${err}`));
    });
  });
}

const consoleOn = (dataDir: string, host: 'web' | 'electron' = 'web') =>
  createConsole({
    dataDir,
    host,
    secretStore: createMemorySecretStore(),
    emit: () => undefined,
    sandbox: offlineSandbox(),
  });

describe('one console per data directory', () => {
  it('refuses a second console on the same directory, naming the holder; releases on close', async () => {
    const dir = await freshDir();
    const first = await consoleOn(dir);
    const lock = JSON.parse(await readFile(join(dir, DATA_DIR_LOCK_FILE), 'utf8')) as Record<string, unknown>;
    expect(lock).toMatchObject({ pid: process.pid, hostname: hostname(), app: 'web' });
    await expect(consoleOn(dir)).rejects.toThrow(/already open in this Creator Console/);
    await first.close();
    await expect(readFile(join(dir, DATA_DIR_LOCK_FILE), 'utf8')).rejects.toThrow(/ENOENT/);
    const again = await consoleOn(dir);
    await again.close();
  });

  it('refuses a second web host on a directory a console holds, and starts once it is closed', async () => {
    const dir = await freshDir();
    const app = await consoleOn(dir, 'electron');
    const secondHost = () =>
      startWebHost({
        dataDir: dir,
        secretStore: createMemorySecretStore(),
        console: { sandbox: offlineSandbox() },
      });
    await expect(secondHost()).rejects.toThrow(/already open/);
    await app.close();
    const host = await secondHost();
    await host.close();
  });

  it('a real second process holding the directory blocks this one with the message; its lock is taken over once it is killed', async () => {
    const dir = await freshDir();
    const { proc, line } = await startHolder(dir);
    expect(line).toBe('held');
    const error = await consoleOn(dir).then(
      () => new Error('a second console opened'),
      (e: unknown) => e as Error,
    );
    expect(error.message).toMatch(
      new RegExp(
        `^This data directory \\(.*\\) is in use by another Creator Console web host \\(pid ${proc.pid}, started \\d{4}-.*\\)\\. Close it, or start with --data-dir <another folder>\\.$`,
      ),
    );
    // And the other way round: a child cannot take the lock this process holds.
    proc.kill('SIGKILL');
    await new Promise((resolve) => proc.on('exit', resolve));
    const app = await consoleOn(dir);
    const blocked = await startHolder(dir);
    expect(blocked.line).toMatch(
      new RegExp(`^refused: .*in use by another Creator Console web host \\(pid ${process.pid}, `),
    );
    await new Promise((resolve) => blocked.proc.on('exit', resolve));
    await app.close();
  });

  it('a child that closes releases the lock for the next console', async () => {
    const dir = await freshDir();
    const { proc } = await startHolder(dir);
    await expect(consoleOn(dir)).rejects.toThrow(/in use by another/);
    proc.stdin.write('stop\n');
    await new Promise((resolve) => proc.on('exit', resolve));
    const app = await consoleOn(dir);
    await app.close();
  });

  it('takes over a lock left by a dead process, a reused pid, or a crash mid-write; refuses a live one and another machine', async () => {
    const path = (dir: string) => join(dir, DATA_DIR_LOCK_FILE);
    const write = (dir: string, holder: object) => writeFile(path(dir), JSON.stringify(holder));
    const at = '2026-01-01T00:00:00.000Z';

    const dead = await freshDir();
    await write(dead, { pid: await deadPid(), hostname: hostname(), at });
    const l1 = await acquireDataDirLock(dead);
    expect(JSON.parse(await readFile(path(dead), 'utf8'))).toMatchObject({ pid: process.pid });
    await l1.release();

    // A live pid whose process started at another time than the lock says: the pid was reused.
    const reused = await freshDir();
    const parentStart = processStartOf(process.ppid);
    await write(reused, { pid: process.ppid, hostname: hostname(), at, procStart: `${parentStart ?? 0}1` });
    if (parentStart !== undefined) {
      const l2 = await acquireDataDirLock(reused);
      await l2.release();
    }

    // The same live pid with its real start time (or no start time recorded): held.
    const live = await freshDir();
    await write(live, {
      pid: process.ppid,
      hostname: hostname(),
      at,
      ...(parentStart ? { procStart: parentStart } : {}),
    });
    await expect(acquireDataDirLock(live)).rejects.toThrow(new RegExp(`pid ${process.ppid}, started ${at}`));

    // Another machine (a shared folder): cannot be checked, refused with its name.
    const remote = await freshDir();
    await write(remote, { pid: 1, hostname: 'other-machine', at });
    await expect(acquireDataDirLock(remote)).rejects.toThrow(/pid 1 on other-machine/);

    // An empty lock file (a crash between create and write), old enough: taken over.
    const empty = await freshDir();
    await writeFile(path(empty), '');
    const { utimes } = await import('node:fs/promises');
    await utimes(path(empty), new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    const l3 = await acquireDataDirLock(empty);
    await l3.release();

    // Our own pid in a lock this process does not hold: left by an earlier process that had this pid.
    const own = await freshDir();
    await write(own, { pid: process.pid, hostname: hostname(), at });
    const l4 = await acquireDataDirLock(own);
    await l4.release();
  });

  it('two consoles racing for one stale lock: exactly one wins', async () => {
    const dir = await freshDir();
    await writeFile(
      join(dir, DATA_DIR_LOCK_FILE),
      JSON.stringify({ pid: await deadPid(), hostname: hostname(), at: 'x' }),
    );
    const a = await startHolder(dir);
    const b = await startHolder(dir);
    const lines = [a.line, b.line].sort();
    expect(lines[0]).toBe('held');
    expect(lines[1]).toMatch(/^refused: .*in use by another/);
    for (const { proc } of [a, b]) {
      if (proc.exitCode !== null) continue; // the refused one has exited
      proc.stdin.write('stop\n');
      await new Promise((resolve) => proc.on('exit', resolve));
    }
  });
});
