import { describe, expect, it } from 'vitest';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppFailure } from '../../../src/shared/errors';
import { acquireJobLock } from '../../../src/main/areas/bulk-jobs/job-lock';
import { readJournalFile } from '../../../src/main/areas/bulk-jobs/journal-file';
import {
  decideFromAnswer,
  decideFromError,
} from '../../../src/shared/areas/bulk-jobs/kinds/common/row-decision';

const fail = (error: ConstructorParameters<typeof AppFailure>[0]) => new AppFailure(error);

describe('what an answer makes of a row', () => {
  it('success with ids succeeds; another status fails with its message', () => {
    expect(
      decideFromAnswer({ code: 0, type: 'OK', result: { status: 'success', orderId: 'o', userId: 'u' } }),
    ).toEqual({
      kind: 'succeeded',
      outcome: { orderId: 'o', userId: 'u', status: 'success' },
    });
    expect(
      decideFromAnswer({
        code: 0,
        type: 'OK',
        result: { status: 'failed', errorMessage: 'Seat limit reached' },
      }),
    ).toMatchObject({
      kind: 'failed',
      reason: 'Seat limit reached',
    });
  });
  it('429 and unsent requests go back to the queue; answers fail; lost answers are uncertain', () => {
    expect(
      decideFromError(
        fail({
          kind: 'rate_limited',
          message: 'slow',
          outcome: 'not_sent',
          details: { retryAfterMs: 10_500 },
        }),
      ),
    ).toMatchObject({ kind: 'requeue', rateLimited: true, retryAfterMs: 10_500 });
    expect(decideFromError(fail({ kind: 'network', message: 'refused', outcome: 'not_sent' }))).toMatchObject(
      { kind: 'requeue', rateLimited: false },
    );
    expect(
      decideFromError(fail({ kind: 'http', status: 500, message: 'Mango not found', outcome: 'unknown' })),
    ).toMatchObject({ kind: 'failed', serverError: true });
    expect(
      decideFromError(fail({ kind: 'http', status: 400, message: 'bad', outcome: 'unknown' })),
    ).toMatchObject({ kind: 'failed', serverError: false });
    expect(
      decideFromError(fail({ kind: 'http', status: 502, message: 'gateway', outcome: 'unknown' })),
    ).toMatchObject({ kind: 'uncertain' });
    expect(decideFromError(fail({ kind: 'network', message: 'reset', outcome: 'unknown' }))).toMatchObject({
      kind: 'uncertain',
    });
    expect(decideFromError(fail({ kind: 'unexpected_response', message: 'shape' }))).toMatchObject({
      kind: 'uncertain',
    });
    expect(decideFromError(new Error('boom'))).toMatchObject({ kind: 'uncertain' });
  });
});

describe('the job lock and the journal file', () => {
  it('refuses a second runner, and takes over a lock left by a dead process', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lock-'));
    const path = join(dir, 'job.lock');
    const lock = await acquireJobLock(path);
    await expect(acquireJobLock(path)).rejects.toThrow(/already running/);
    await lock.release();
    await writeFile(path, JSON.stringify({ pid: 2 ** 22 + 12345, at: 'x' }));
    const taken = await acquireJobLock(path);
    await taken.release();
  });
  it('cuts a torn last line off the file before appending', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'journal-'));
    const path = join(dir, 'journal.jsonl');
    const good = `${JSON.stringify({ t: 'status', s: 'running', at: 'x' })}\n`;
    await writeFile(path, `${good}{"t":"sending","r":1`);
    const parsed = await readJournalFile(path);
    expect(parsed.entries).toHaveLength(1);
    expect(parsed.tornTail).toBe(true);
    const again = await readJournalFile(path);
    expect(again.tornTail).toBe(false);
  });
});
