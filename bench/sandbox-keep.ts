/**
 * What keeping the sandbox's data costs (issue 28): 2,000 migrate-user requests, four at a time (the bulk
 * runner's default), against the sandbox in memory and with its data kept on disk (every change written,
 * atomically, batched within KEEP_WINDOW_MS, see src/sandbox/persistence.ts).
 * `npx tsx bench/sandbox-keep.ts`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox } from '../src/sandbox/server';
import { keepWithConsoleStorage } from '../src/main/areas/profiles/embedded-sandbox';

const ROWS = Number(process.env.KEEP_BENCH_ROWS ?? 2_000);
const CONCURRENCY = 4;
const MANGO = 'ae0000000000000000000003';

async function run(keep: boolean): Promise<{ ms: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'sandbox-keep-bench-'));
  const sandbox = await createSandbox({
    port: 0,
    ...(keep ? { keep: keepWithConsoleStorage(join(dir, 'data.json')) } : {}),
  });
  const apiKey = sandbox.demoCredentials().apiKey;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < ROWS) {
      const i = next++;
      const res = await fetch(`${sandbox.url}/integration/action/migrate-user`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
        body: JSON.stringify({
          name: `Bench ${i}`,
          email: `keep.bench.${i}@example.test`,
          phone: 9_300_000_000 + i,
          mangoId: MANGO,
        }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`row ${i}: ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const ms = Math.round(performance.now() - started);
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
  return { ms };
}

async function main(): Promise<void> {
  // Alternated, twice each, so warm-up and the machine's load fall on both.
  const runs: string[] = [];
  for (const keep of [false, true, false, true]) {
    const { ms } = await run(keep);
    runs.push(`${keep ? 'kept' : 'in memory'} ${ms} ms (${(ms / ROWS).toFixed(1)} ms/row)`);
  }
  process.stdout.write(`${ROWS} migrate-user requests, ${CONCURRENCY} at a time: ${runs.join('; ')}\n`);
}

void main();
