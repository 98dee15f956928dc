import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { activityToCsv, escapeCsvCell } from '../../../src/main/platform/activity-log/activity-entries';
import { createActivityLog, type ActivityEntry } from '../../../src/main/platform/activity-log/activity-log';
import { createConnectivity } from '../../../src/main/platform/connectivity';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'activity-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function entry(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    time: '2025-01-15T04:30:00.000Z',
    profileId: 'sandbox',
    operation: 'getMango',
    method: 'GET',
    path: '/api/v1/external/mangos/aaaaaaaaaaaaaaaaaaaaaaaa',
    status: 200,
    durationMs: 12,
    attempts: 1,
    ...overrides,
  };
}

describe('activity log', () => {
  it('records calls as JSONL and reads them newest first with filters', async () => {
    const log = createActivityLog({ dir });
    await log.record(entry({ operation: 'getMango' }));
    await log.record(
      entry({
        operation: 'updateMango',
        method: 'PATCH',
        status: 409,
        errorKind: 'http',
        errorCode: 'IMPACTED_COUPONS_FOUND',
      }),
    );
    await log.record(
      entry({ operation: 'listFeedPosts', status: undefined, errorKind: 'network', outcome: 'not_sent' }),
    );
    const all = await log.read();
    expect(all.map((e) => e.operation)).toEqual(['listFeedPosts', 'updateMango', 'getMango']);
    expect((await log.read({ errorsOnly: true })).map((e) => e.operation)).toEqual([
      'listFeedPosts',
      'updateMango',
    ]);
    expect((await log.read({ status: 409 })).map((e) => e.errorCode)).toEqual(['IMPACTED_COUPONS_FOUND']);
    expect(await log.read({ operation: 'getMango', limit: 5 })).toHaveLength(1);
    const text = await readFile(join(dir, 'activity.jsonl'), 'utf8');
    expect(text.trim().split('\n')).toHaveLength(3);
  });

  it('gives every call an id its detail view reads it by, and keeps expected answers out of errors only', async () => {
    const log = createActivityLog({ dir });
    await log.record(
      entry({ operation: 'lookupUser', status: 404, errorKind: 'http', expected: 'not-found' }),
    );
    await log.record(
      entry({ operation: 'getMango', status: 404, errorKind: 'http', message: 'No such Mango.' }),
    );
    const [mango, lookup] = await log.read();
    expect(mango?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lookup?.id).not.toBe(mango?.id);
    expect(await log.read({ id: lookup?.id ?? '' })).toEqual([lookup]);
    expect((await log.read({ errorsOnly: true })).map((e) => e.operation)).toEqual(['getMango']);
    const withExpected = await log.read({ errorsOnly: true, includeExpected: true });
    expect(withExpected.map((e) => e.operation)).toEqual(['getMango', 'lookupUser']);
    const csv = activityToCsv([mango, lookup].flatMap((e) => (e ? [e] : [])));
    expect(csv).toContain('No such Mango.');
    expect(csv).toContain('not-found');
  });

  it('redacts secret-looking query values such as verify-token', async () => {
    const log = createActivityLog({ dir });
    await log.record(entry({ operation: 'verifyToken', query: { token: 'user-jwt-SECRET', limit: '5' } }));
    const text = await readFile(join(dir, 'activity.jsonl'), 'utf8');
    expect(text).not.toContain('user-jwt-SECRET');
    expect((await log.read())[0]?.query).toEqual({ token: '[redacted]', limit: '5' });
  });

  it('rotates by size and keeps at most maxFiles files', async () => {
    const log = createActivityLog({ dir, maxBytes: 2_000, maxFiles: 3 });
    for (let i = 0; i < 100; i += 1) void log.record(entry({ attempts: i + 1 }));
    await log.flush();
    const files = (await readdir(dir)).sort();
    expect(files).toEqual(['activity.1.jsonl', 'activity.2.jsonl', 'activity.jsonl']);
    const newest = await log.read({ limit: 1 });
    expect(newest[0]?.attempts).toBe(100);
    const all = await log.read({ limit: 1000 });
    expect(all.length).toBeLessThan(100);
    expect(all.map((e) => e.attempts)).toEqual([...all.map((e) => e.attempts)].sort((a, b) => b - a));
  });

  it('writes a burst of calls in order, and each record() resolves once its line is on disk', async () => {
    const log = createActivityLog({ dir });
    const written = Array.from({ length: 300 }, (_, i) => log.record(entry({ attempts: i + 1 })));
    await written[0];
    const first = await readFile(join(dir, 'activity.jsonl'), 'utf8');
    expect((JSON.parse(first.split('\n')[0] ?? '') as ActivityEntry).attempts).toBe(1);
    await Promise.all(written);
    const lines = (await readFile(join(dir, 'activity.jsonl'), 'utf8')).trim().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as ActivityEntry).attempts)).toEqual(
      Array.from({ length: 300 }, (_, i) => i + 1),
    );
  });

  it('writes a line recorded while a write is under way without another call or flush', async () => {
    const log = createActivityLog({ dir, batchMs: 5 });
    const first = log.record(entry({ attempts: 1 }));
    const flushing = log.flush();
    const second = log.record(entry({ attempts: 2 }));
    await Promise.all([first, flushing, second]);
    const lines = (await readFile(join(dir, 'activity.jsonl'), 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(2);
  });

  it('never fails the caller when the disk does, and keeps logging once it recovers', async () => {
    const blocked = join(dir, 'not-a-dir');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(blocked, 'a file where the log folder should be');
    const log = createActivityLog({ dir: blocked });
    await expect(log.record(entry())).resolves.toBeUndefined();
    await expect(log.flush()).resolves.toBeUndefined();
    expect(await log.read()).toEqual([]);
  });

  it('skips a torn last line', async () => {
    const log = createActivityLog({ dir });
    await log.record(entry());
    const { appendFile } = await import('node:fs/promises');
    await appendFile(join(dir, 'activity.jsonl'), '{"time":"2025');
    expect(await log.read()).toHaveLength(1);
  });

  it('exports CSV with a BOM, escaped formula cells and numbers left numeric', () => {
    const csv = activityToCsv([entry({ operation: '=HYPERLINK("x")', path: '-1+2', durationMs: 42 })]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true });
    const [header, row] = parsed.data;
    expect(header?.[0]).toBe('time');
    expect(row?.[header?.indexOf('operation') ?? -1]).toBe('\'=HYPERLINK("x")');
    expect(row?.[header?.indexOf('path') ?? -1]).toBe("'-1+2");
    expect(row?.[header?.indexOf('durationMs') ?? -1]).toBe('42');
    for (const start of ['=', '+', '-', '@', '\t', '\r', '\0'])
      expect(escapeCsvCell(`${start}x`)).toBe(`'${start}x`);
    expect(escapeCsvCell('plain')).toBe('plain');
  });
});

describe('connectivity', () => {
  it('notifies listeners on changes only', () => {
    const connectivity = createConnectivity();
    const seen: string[] = [];
    const off = connectivity.onChange((state) => seen.push(`${state.profileId}:${state.state}`));
    expect(connectivity.get('p1').state).toBe('unknown');
    connectivity.reportAnswer('p1');
    connectivity.reportAnswer('p1');
    connectivity.reportFailure('p1', 'Could not connect');
    connectivity.reportFailure('p1', 'Could not connect');
    connectivity.reportAnswer('p2');
    connectivity.reportAnswer('p1');
    off();
    connectivity.reportFailure('p1', 'x');
    // The second failure changes the sentence ("2 of the last 4 calls failed"), so it is a change too.
    expect(seen).toEqual(['p1:online', 'p1:degraded', 'p1:degraded', 'p2:online', 'p1:degraded']);
    expect(connectivity.get('p1')).toMatchObject({ state: 'degraded', recentFailures: 3 });
  });
});
