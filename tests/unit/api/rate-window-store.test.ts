import { describe, expect, it } from 'vitest';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createVirtualClock } from '../../../src/main/platform/api/clock';
import { createRateLimiter } from '../../../src/main/platform/api/rate-limit';
import { persistRateWindow } from '../../../src/main/platform/api/rate-window-store';

const HOST = 'https://api.example.test';

async function setup(file: string, start: number) {
  const clock = createVirtualClock({ start });
  const limiter = createRateLimiter({ clock, jitterMs: 0 });
  const store = persistRateWindow({ file, limiter, clock, flushEveryMs: 60_000 });
  await store.start();
  return { clock, limiter, store };
}

/** How many requests may leave at once. */
function burst(limiter: ReturnType<typeof createRateLimiter>): number {
  let n = 0;
  while (n < 1_000 && limiter.tryAcquire(HOST, 'listMangoes')) n += 1;
  return n;
}

describe('the request budget across a restart', () => {
  it('counts what the killed run spent: no fresh 120 right after a restart', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'rate-window-')), 'rate-window.json');
    const start = Date.UTC(2026, 10, 24, 12);
    const first = await setup(file, start);
    expect(burst(first.limiter)).toBe(120);
    await first.store.flush();
    // Killed here: no close. A new run 1 s later reads the budget back.
    const second = await setup(file, start + 1_000);
    expect(burst(second.limiter)).toBe(0);
    // The window slides open again as the first run's departures leave it (10.5 s after them).
    await second.clock.advance(9_600);
    expect(burst(second.limiter)).toBe(120);
  });

  it('assumes the part after the last write was spent at the full rate (starts cautiously)', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'rate-window-')), 'rate-window.json');
    const start = Date.UTC(2026, 10, 24, 12);
    const first = await setup(file, start);
    for (let i = 0; i < 10; i += 1) first.limiter.tryAcquire(HOST, 'listMangoes');
    await first.store.flush();
    const second = await setup(file, start + 100);
    // 10 recorded, and a flush interval's worth at the limit assumed lost with the process.
    expect(burst(second.limiter)).toBeLessThan(110);
  });

  it('carries a 429 pause over a restart', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'rate-window-')), 'rate-window.json');
    const start = Date.UTC(2026, 10, 24, 12);
    const first = await setup(file, start);
    first.limiter.pause(HOST, 30_000);
    await first.store.close();
    const second = await setup(file, start + 5_000);
    expect(second.limiter.pausedFor(HOST)).toBe(25_000);
  });

  it('moves a damaged budget file aside and starts with an empty budget', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rate-window-'));
    const file = join(dir, 'rate-window.json');
    await writeFile(file, '{"schemaVersion":1,"savedAt":');
    const { limiter } = await setup(file, Date.UTC(2026, 10, 24, 12));
    expect(burst(limiter)).toBe(120);
    expect((await readdir(dir)).some((name) => name.startsWith('rate-window.json.corrupt-'))).toBe(true);
  });
});
