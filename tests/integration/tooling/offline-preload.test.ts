import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const OFFLINE = resolve('scripts/electronegativity/offline.mjs');

/** Runs `script` in a Node process with the offline preload, as the Electronegativity report runs its tool. */
async function inOffline(script: string): Promise<Record<string, string>> {
  const { stdout } = await run(process.execPath, ['--import', OFFLINE, '--input-type=module', '-e', script], {
    timeout: 20_000,
  });
  return JSON.parse(stdout) as Record<string, string>;
}

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  server = undefined;
});

describe('the offline preload of the Electronegativity report', () => {
  it('refuses names and addresses beyond this machine at once, with a code no client retries, and lets loopback through', async () => {
    server = createServer((_req, res) => res.end('here'));
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', () => done()));
    const port = (server.address() as AddressInfo).port;
    const report = await inOffline(`
      const attempt = (url) => fetch(url).then((r) => r.text(), (e) => 'refused ' + (e.cause?.code ?? e.code));
      const started = Date.now();
      const [name, address, loopback, dnsPromise] = await Promise.all([
        attempt('https://raw.githubusercontent.com/electron/releases/master/index.json'),
        attempt('http://140.82.112.3/'),
        attempt('http://127.0.0.1:${port}/'),
        import('node:dns/promises').then((d) => d.lookup('example.com')).then(() => 'resolved', (e) => 'refused ' + e.code),
      ]);
      console.log(JSON.stringify({ name, address, loopback, dnsPromise, ms: String(Date.now() - started) }));
    `);
    expect(report).toMatchObject({
      name: 'refused EOFFLINE',
      address: 'refused EOFFLINE',
      loopback: 'here',
      dnsPromise: 'refused EOFFLINE',
    });
    expect(Number(report.ms)).toBeLessThan(5_000);
  });
});
