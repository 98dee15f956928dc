import { describe, expect, it } from 'vitest';
import type { RowRecord } from '../../../src/shared/areas/bulk-jobs/domain/journal';
import { buildLedger, ledgerNote, type LedgerJob } from '../../../src/main/areas/bulk-jobs/ledger';
import type { JobFile } from '../../../src/main/areas/bulk-jobs/job-store';

const MANGO = 'ae0000000000000000000003';

function job(id: string, createdAt: string, emails: string[], extra: Partial<JobFile> = {}): JobFile {
  return {
    schemaVersion: 1,
    id,
    profileId: 'sandbox',
    profileName: 'Sandbox',
    profileKind: 'sandbox',
    fileName: `${id}.csv`,
    createdAt,
    headers: ['name', 'email', 'phone', 'mangoId'],
    mangoes: [{ id: MANGO }],
    concurrency: 4,
    rows: emails.map((email, i) => ({
      line: i + 2,
      cells: [],
      body: { name: email, email, phone: 9_000_000_000 + i, mangoId: MANGO },
    })),
    ...extra,
  };
}
const row = (state: RowRecord['state'], extra: Partial<RowRecord> = {}): RowRecord => ({
  state,
  attempts: 1,
  ...extra,
});
const key = (email: string) => `${email}|${MANGO}`;

describe('the ledger of what earlier jobs did', () => {
  it('marks succeeded rows as migrated, with the job, the source row and the service ids', () => {
    const ledger = buildLedger([
      {
        job: job('job-a', '2026-11-01T00:00:00Z', ['a@x.test', 'b@x.test']),
        rows: [row('succeeded', { at: '2026-11-01T00:01:00Z', outcome: { orderId: 'o1' } }), row('failed')],
        status: 'finished',
      },
    ]);
    expect(ledger.marks.get(key('a@x.test'))).toMatchObject({
      kind: 'migrated',
      jobId: 'job-a',
      line: 2,
      orderId: 'o1',
    });
    // A failed row enrolled nobody: it may be sent again.
    expect(ledger.marks.has(key('b@x.test'))).toBe(false);
  });

  it('matches emails and Mango ids whatever their case', () => {
    const ledger = buildLedger([
      {
        job: job('job-a', '2026-11-01T00:00:00Z', ['Mixed@X.test']),
        rows: [row('succeeded')],
        status: 'finished',
      },
    ]);
    expect(ledger.marks.get(key('mixed@x.test'))?.kind).toBe('migrated');
  });

  it('holds rows a job has not settled: sending, uncertain, and pending in a job that can still run', () => {
    const ledger = buildLedger([
      {
        job: job('job-p', '2026-11-01T00:00:00Z', ['s@x.test', 'u@x.test', 'p@x.test']),
        rows: [row('sending'), row('uncertain'), row('pending', { attempts: 0 })],
        status: 'paused',
      },
    ]);
    expect([...ledger.marks.values()].map((m) => m.kind === 'in_progress' && m.state)).toEqual([
      'sending',
      'uncertain',
      'pending',
    ]);
  });

  it('frees pending rows of a cancelled job, but never its uncertain ones', () => {
    const ledger = buildLedger([
      {
        job: job('job-c', '2026-11-01T00:00:00Z', ['p@x.test', 'u@x.test']),
        rows: [row('pending', { attempts: 0 }), row('uncertain')],
        status: 'cancelled',
      },
    ]);
    expect(ledger.marks.has(key('p@x.test'))).toBe(false);
    expect(ledger.marks.get(key('u@x.test'))?.kind).toBe('in_progress');
  });

  it('never lets a later job hide that a customer was migrated', () => {
    const jobs: LedgerJob[] = [
      { job: job('job-2', '2026-11-02T00:00:00Z', ['a@x.test']), rows: [row('failed')], status: 'finished' },
      {
        job: job('job-1', '2026-11-01T00:00:00Z', ['a@x.test']),
        rows: [row('succeeded')],
        status: 'finished',
      },
      { job: job('job-3', '2026-11-03T00:00:00Z', ['a@x.test']), rows: [row('pending')], status: 'running' },
    ];
    expect(buildLedger(jobs).marks.get(key('a@x.test'))).toMatchObject({ kind: 'migrated', jobId: 'job-1' });
  });

  it('knows each source file by its hash, the first job that used it', () => {
    const ledger = buildLedger([
      { job: job('job-2', '2026-11-02T00:00:00Z', [], { fileSha256: 'abc' }), rows: [], status: 'finished' },
      { job: job('job-1', '2026-11-01T00:00:00Z', [], { fileSha256: 'abc' }), rows: [], status: 'finished' },
    ]);
    expect(ledger.files.get('abc')?.jobId).toBe('job-1');
  });

  it('says in words why a row is not sent', () => {
    expect(
      ledgerNote({
        kind: 'migrated',
        done: 'migrated',
        jobId: 'job-1',
        fileName: 'a.csv',
        line: 7,
        at: '2026-11-01T10:00:00Z',
      }),
    ).toBe('Already migrated by job job-1 (a.csv, row 7) on 2026-11-01: not sent again.');
    expect(
      ledgerNote({
        kind: 'in_progress',
        jobId: 'job-2',
        fileName: 'b.csv',
        line: 3,
        state: 'uncertain',
        jobStatus: 'finished',
      }),
    ).toContain('check it on the service in that job');
  });
});
