import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Fixture } from '../../../src/sandbox/fixture-schema';
import { KEEP_WINDOW_MS } from '../../../src/sandbox/persistence';
import { createSandbox, type Sandbox } from '../../../src/sandbox/server';
import { keepWithConsoleStorage } from '../../../src/main/areas/profiles/embedded-sandbox';

const MIGRATE = '/integration/action/migrate-user';
const MANGO = 'ae0000000000000000000003';

let dir: string;
let file: string;
const open: Sandbox[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kept-sandbox-'));
  file = join(dir, 'sandbox-data.json');
});
afterEach(async () => {
  for (const sandbox of open.splice(0)) await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

async function start(keep = true): Promise<Sandbox> {
  const sandbox = await createSandbox({ port: 0, ...(keep ? { keep: keepWithConsoleStorage(file) } : {}) });
  open.push(sandbox);
  return sandbox;
}

async function stop(sandbox: Sandbox): Promise<void> {
  open.splice(open.indexOf(sandbox), 1);
  await sandbox.close();
}

/** Adds a customer through the documented migrate-user call; answers the HTTP status. */
async function migrate(sandbox: Sandbox, email: string): Promise<number> {
  const res = await fetch(`${sandbox.url}${MIGRATE}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': sandbox.demoCredentials().apiKey },
    body: JSON.stringify({ name: 'Kept Person', email, phone: 9811100000, mangoId: MANGO }),
  });
  await res.arrayBuffer();
  return res.status;
}

const usersWith = (sandbox: Sandbox, email: string) =>
  sandbox.state.data.users.filter((u) => u.email === email);

async function keptFile(): Promise<{
  generation: { id: string };
  data: { users: Array<{ email?: string }> };
}> {
  return JSON.parse(await readFile(file, 'utf8')) as never;
}

describe('the kept sandbox (the console’s built-in profile)', () => {
  it('writes a fresh generation at start, and a change within the keep window, without a close', async () => {
    const sandbox = await start();
    const first = await keptFile();
    expect(first.generation.id).toBe(sandbox.generation().id);
    expect(await migrate(sandbox, 'kept.in.window@example.test')).toBe(200);
    const onDisk = async () =>
      (await keptFile()).data.users.filter((u) => u.email === 'kept.in.window@example.test').length;
    // Read while the sandbox still runs: written by the window's timer, not by a close.
    await expect.poll(onDisk, { timeout: 5_000, interval: KEEP_WINDOW_MS }).toBe(1);
  });

  it('reloads the data and the generation after a restart, and new ids never reuse kept ones', async () => {
    const first = await start();
    expect(await migrate(first, 'kept.one@example.test')).toBe(200);
    const generation = first.generation();
    const [kept] = usersWith(first, 'kept.one@example.test');
    await stop(first);

    const second = await start();
    expect(second.generation()).toEqual(generation);
    expect(usersWith(second, 'kept.one@example.test')).toEqual([kept]);
    // The same person again is found, not added a second time.
    expect(await migrate(second, 'kept.one@example.test')).toBe(200);
    expect(usersWith(second, 'kept.one@example.test')).toHaveLength(1);
    expect(await migrate(second, 'kept.two@example.test')).toBe(200);
    const ids = second.state.data.users.map((u) => u._id);
    expect(new Set(ids).size).toBe(ids.length);
    const subIds = second.state.data.subscriptions.map((s) => s._id);
    expect(new Set(subIds).size).toBe(subIds.length);
  });

  it('keeps every field the handlers write (the kept file round-trips through the fixture schema)', async () => {
    const sandbox = await start();
    expect(await migrate(sandbox, 'round.trip@example.test')).toBe(200);
    const plain = JSON.parse(JSON.stringify(sandbox.state.data)) as unknown;
    expect(JSON.parse(JSON.stringify(Fixture.parse(plain)))).toEqual(plain);
  });

  it('a reset deletes the data, begins a new generation and keeps that too', async () => {
    const first = await start();
    expect(await migrate(first, 'gone.after.reset@example.test')).toBe(200);
    const before = first.generation();
    first.reset();
    await first.keepNow();
    expect(first.generation().id).not.toBe(before.id);
    expect(usersWith(first, 'gone.after.reset@example.test')).toHaveLength(0);
    const afterReset = first.generation();
    await stop(first);
    const second = await start();
    expect(second.generation()).toEqual(afterReset);
    expect(usersWith(second, 'gone.after.reset@example.test')).toHaveLength(0);
  });

  it('moves a damaged file aside, never overwrites it, and starts a new generation', async () => {
    const first = await start();
    const old = first.generation();
    await stop(first);
    const damaged = (await readFile(file, 'utf8')).slice(0, 5_000);
    await writeFile(file, damaged);

    const second = await start();
    const problem = second.keptFileProblem();
    expect(problem?.reason).toMatch(/not valid JSON/);
    expect(second.generation().id).not.toBe(old.id);
    const names = await readdir(dir);
    const aside = names.find((n) => n.startsWith('sandbox-data.json.corrupt-'));
    expect(aside).toBeDefined();
    expect(join(dir, aside ?? '')).toBe(problem?.movedTo);
    expect(await readFile(join(dir, aside ?? ''), 'utf8')).toBe(damaged);
    expect((await keptFile()).generation.id).toBe(second.generation().id);
  });

  it('a file of another shape is set aside the same way', async () => {
    await writeFile(file, JSON.stringify({ schemaVersion: 2, data: {} }));
    const sandbox = await start();
    expect(sandbox.keptFileProblem()?.reason).toBe(
      'it does not hold sandbox data this version of the console can read',
    );
    expect((await readdir(dir)).some((n) => n.startsWith('sandbox-data.json.corrupt-'))).toBe(true);
  });

  it('without `keep` (tests) nothing is written, and each sandbox has its own generation', async () => {
    const a = await start(false);
    const b = await start(false);
    expect(await migrate(a, 'memory.only@example.test')).toBe(200);
    expect(a.generation().id).not.toBe(b.generation().id);
    expect(await readdir(dir)).toEqual([]);
    const before = a.generation().id;
    a.reset();
    expect(a.generation().id).not.toBe(before);
  });

  it('writes the last changes on close and nothing after, though a request is still finishing', async () => {
    // The console deletes a data directory right after closing its host (tests, a reset profile): a request
    // that was still being handled must not write into it afterwards.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const sandbox = await createSandbox({ server, host: '127.0.0.1', keep: keepWithConsoleStorage(file) });
    open.push(sandbox);
    expect(await migrate(sandbox, 'before.close@example.test')).toBe(200);
    sandbox.faults.set({ routes: { migrateUser: { latencyMs: 300 } } });
    const arrived = new Promise<void>((resolve) => server.once('request', () => resolve()));
    const late = migrate(sandbox, 'after.close@example.test').catch(() => 'no answer');
    await arrived;
    await stop(sandbox);
    expect(await late).toBe('no answer');
    // The handler still runs once its latency is over; its change stays in memory only.
    await expect
      .poll(() => usersWith(sandbox, 'after.close@example.test').length, { timeout: 5_000 })
      .toBe(1);
    await sandbox.keepNow();
    const emails = (await keptFile()).data.users.map((u) => u.email);
    expect(emails).toContain('before.close@example.test');
    expect(emails).not.toContain('after.close@example.test');
    expect((await readdir(dir)).filter((n) => n.includes('.tmp'))).toEqual([]);
  });
});
