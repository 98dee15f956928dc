import { describe, expect, it } from 'vitest';
import { createPartCache } from '../../../src/main/areas/home/part-cache';
import { createReadPacer, planMangoReads } from '../../../src/main/areas/home/read-plan';

describe('planning the Mango reads of a profile', () => {
  it('needs none without drafts, one detail read for one Mango, the list for several', () => {
    expect(planMangoReads([])).toEqual({ kind: 'none' });
    expect(planMangoReads(['b', 'b'])).toEqual({ kind: 'one', mangoId: 'b' });
    expect(planMangoReads(['b', 'a', 'b'])).toEqual({ kind: 'list', mangoIds: ['a', 'b'] });
  });
});

describe('the pacing of reads', () => {
  it('lets at most two profiles read at once and starts them apart', async () => {
    // The clock stands still: each start waits for its booked slot, 100 ms after the one before.
    const waits: number[] = [];
    const pacer = createReadPacer({
      concurrency: 2,
      gapMs: 100,
      now: () => 0,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    let running = 0;
    let most = 0;
    let started = 0;
    const work = () =>
      pacer.run(async () => {
        started += 1;
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
      });
    await Promise.all([work(), work(), work(), work(), work()]);
    expect(started).toBe(5);
    expect(most).toBe(2);
    expect(waits).toEqual([100, 200, 300, 400]);
  });

  it('frees its place when a read fails', async () => {
    const pacer = createReadPacer({ concurrency: 1, gapMs: 0 });
    await expect(pacer.run(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    await expect(pacer.run(async () => 'next')).resolves.toBe('next');
    expect(pacer.active).toBe(0);
  });
});

describe('the cache of what Home read', () => {
  it('answers for the same profile and data within its time, and not after', () => {
    let clock = 0;
    const cache = createPartCache<string>({ ttlMs: 60_000, now: () => clock });
    cache.set('p1', 'https://a|host|live|UTC', 'calls');
    expect(cache.get('p1', 'https://a|host|live|UTC')?.value).toBe('calls');
    expect(cache.get('p2', 'https://a|host|live|UTC')).toBeUndefined();
    clock = 59_999;
    expect(cache.get('p1', 'https://a|host|live|UTC')).toBeDefined();
    clock = 60_000;
    expect(cache.get('p1', 'https://a|host|live|UTC')).toBeUndefined();
  });

  it('does not answer for data it does not describe (a new address, a reset sandbox, other drafts)', () => {
    const cache = createPartCache<string>({ ttlMs: 60_000, now: () => 0 });
    cache.set('p1', 'https://a|host|gen-1', 'calls');
    expect(cache.get('p1', 'https://b|host|gen-1')).toBeUndefined();
    expect(cache.get('p1', 'https://a|host|gen-2')).toBeUndefined();
  });

  it('forgets deleted profiles', () => {
    const cache = createPartCache<string>({ ttlMs: 60_000, now: () => 0 });
    cache.set('p1', 'k', 'a');
    cache.set('p2', 'k', 'b');
    cache.keepOnly(new Set(['p2']));
    expect(cache.get('p1', 'k')).toBeUndefined();
    expect(cache.get('p2', 'k')?.value).toBe('b');
  });
});
