/**
 * Memory of the web host around ten parallel 19 MB bridge bodies (issue 17): RSS and heap before, right
 * after, and after a short wait. `global.gc` is not exposed, so "after" is what V8 gave back by itself.
 * Two rounds: to `profiles.list` (4 MB limit: refused from Content-Length before reading) and to
 * `mangoes.validateDraft` (20 MB limit: read two at a time through the body gate, then refused by validation).
 * Run: bash scripts/with-keychain.sh npx tsx bench/web-body-memory.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMemorySecretStore } from '../src/main/platform/secrets/secret-store';
import { startWebHost } from '../src/main/app/web/server';
import { offlineSandbox } from '../tests/helpers/fake-sandbox';

const MB = 1024 * 1024;
const mem = () => {
  const m = process.memoryUsage();
  return {
    rssMb: Math.round(m.rss / MB),
    heapUsedMb: Math.round(m.heapUsed / MB),
    externalMb: Math.round((m.external + m.arrayBuffers) / MB),
  };
};
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'web-mem-'));
  const host = await startWebHost({
    dataDir: dir,
    secretStore: createMemorySecretStore(),
    console: { sandbox: offlineSandbox() },
  });
  // One shared body on the client side, allocated before the baseline.
  const body = Buffer.from(`{"profileId":"p-1","pad":"${'x'.repeat(19 * MB - 40)}"}`);
  const post = (channel: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: host.port,
          path: `/bridge/${channel}`,
          method: 'POST',
          headers: {
            Host: `127.0.0.1:${host.port}`,
            'x-console-token': host.token,
            'Content-Type': 'application/json',
            'Content-Length': body.length,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  await post('profiles.list'); // warm up (first call loads services)
  await wait(2_000);
  for (const channel of ['profiles.list', 'mangoes.validateDraft']) {
    const before = mem();
    const started = Date.now();
    const statuses = await Promise.all(Array.from({ length: 10 }, () => post(channel)));
    const ms = Date.now() - started;
    const right = mem();
    const later: Record<string, ReturnType<typeof mem>> = {};
    let waited = 0;
    for (const seconds of [5, 15, 30]) {
      await wait((seconds - waited) * 1000);
      waited = seconds;
      later[`after${seconds}s`] = mem();
    }
    console.log(
      JSON.stringify({
        bodies: `10 x 19 MB to ${channel}`,
        statuses: [...new Set(statuses)],
        ms,
        before,
        rightAfter: right,
        ...later,
      }),
    );
  }
  await host.close();
  await rm(dir, { recursive: true, force: true });
}

void main();
