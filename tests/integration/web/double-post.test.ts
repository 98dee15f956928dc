import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_IDS, MODULE_IDS, USER_IDS } from '../../../src/sandbox/fixture/known-ids';
import { createSandbox, type Sandbox } from '../../../src/sandbox/server';
import { createMemorySecretStore } from '../../../src/main/platform/secrets/secret-store';
import { embedSandbox } from '../../../src/main/areas/profiles/embedded-sandbox';
import { startWebHost, type WebHost } from '../../../src/main/app/web/server';

let sandbox: Sandbox;
let host: WebHost;
let dir: string;

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0 });
  dir = await mkdtemp(join(tmpdir(), 'double-post-'));
  host = await startWebHost({
    dataDir: dir,
    secretStore: createMemorySecretStore(),
    console: { sandbox: embedSandbox(sandbox, { owned: false }) },
  });
});
afterAll(async () => {
  await host.close();
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

/** One bridge call over HTTP, as the web preload makes it. */
async function post(channel: string, input: unknown): Promise<unknown> {
  const res = await fetch(`${host.origin}/bridge/${channel}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-console-token': host.token },
    body: JSON.stringify(input),
  });
  expect(res.status).toBe(200);
  return res.json();
}

describe('the same write POSTed twice at once to the web host', () => {
  it('a chapter create reaches the service once; both requests get its answer', async () => {
    sandbox.faults.set({ routes: { createChapter: { latencyMs: 200 } } });
    const input = {
      courseId: COURSE_IDS.foundations,
      moduleId: MODULE_IDS.foundations2,
      chapter: { title: 'Double POST', description: 'Sent twice' },
    };
    const [a, b] = await Promise.all([
      post('courses.createChapter', input),
      post('courses.createChapter', input),
    ]);
    expect(a).toMatchObject({ ok: true });
    expect(b).toEqual(a);
    const created = sandbox.state.data.chapters.filter((c) => c.title === 'Double POST');
    expect(created).toHaveLength(1);
    expect(
      sandbox.requestLog.list().filter((e) => e.path.endsWith('/chapters') && e.method === 'POST'),
    ).toHaveLength(1);
  });

  it('points given twice at once are given once; in sequence, twice (a deliberate repeat)', async () => {
    sandbox.faults.set({ routes: { assignPoints: { latencyMs: 200 } } });
    const user = USER_IDS.second;
    const count = () => sandbox.state.byId('users', user)!.points.length;
    const before = count();
    const input = { userIds: [user], score: 7 };
    await Promise.all([post('gamification.assignPoints', input), post('gamification.assignPoints', input)]);
    expect(count()).toBe(before + 1);
    await post('gamification.assignPoints', input);
    expect(count()).toBe(before + 2);
  });
});
