import { describe, expect, it } from 'vitest';
import type { RowRecord } from '../../../src/shared/areas/bulk-jobs/domain/journal';
import { replayJournal } from '../../../src/shared/areas/bulk-jobs/domain/journal';
import {
  BADGES_CANNOT_BE_UNDONE,
  inverseKinds,
  peopleToRead,
  planUndo,
  undoRefusal,
  type UndoCandidate,
  type UndoSource,
} from '../../../src/shared/areas/bulk-jobs/domain/undo';
import { jobKinds } from '../../../src/shared/areas/bulk-jobs/kinds';
import { buildLedger } from '../../../src/main/areas/bulk-jobs/ledger';
import type { JobFile } from '../../../src/main/areas/bulk-jobs/job-store';

const MANGO = 'ae0000000000000000000003';
const USER = 'fa0000000000000000000002';
const SUB = '5a0000000000000000000001';
const NEW_SUB = '5a00000000000000000000ff';

const rec = (state: RowRecord['state'], extra: Partial<RowRecord> = {}): RowRecord => ({
  state,
  attempts: state === 'pending' ? 0 : 1,
  ...extra,
});

/** One row per state a job's row can end in, each with the same body. */
function everyState(
  kind: UndoSource['kind'],
  body: Record<string, unknown>,
  succeeded: Partial<RowRecord>,
): UndoSource {
  const records = [
    rec('succeeded', succeeded),
    rec('failed', { error: 'Subscription not found' }),
    rec('skipped', { found: true, note: 'Already active (dry run)' }),
    rec('skipped', { note: 'Already granted by job job-earlier' }),
    rec('uncertain', { error: 'reset' }),
    rec('pending'),
  ];
  return {
    id: 'job-20261128-abcdef',
    kind,
    rows: records.map((_, i) => ({ line: i + 2, body, checkedAt: '2026-11-28T10:00:00Z' })),
    records,
  };
}

describe('planUndo: the inverse of each kind, row state by row state', () => {
  it('names the inverse kind of every kind, and none for badges', () => {
    expect(inverseKinds).toEqual({
      migrate: 'revoke-user',
      'revoke-user': 'migrate',
      'grant-subscription': 'revoke-subscription',
      'revoke-subscription': 'grant-subscription',
      'assign-points': 'assign-points',
      'assign-badges': null,
    });
  });

  it('undoes only succeeded rows and says why for every other state', () => {
    const plan = planUndo(
      everyState(
        'grant-subscription',
        { userId: USER, mangoId: MANGO },
        { outcome: { subscriptionId: SUB } },
      ),
    );
    expect(plan.kind).toBe('revoke-subscription');
    expect(plan.undoable).toBe(1);
    const [done, failed, found, notSent, uncertain, pending] = plan.rows;
    expect(done).toMatchObject({ source: 0, line: 2, cells: { subscriptionId: SUB } });
    expect(done?.reason).toBeUndefined();
    expect(failed?.reason).toMatch(/Failed in job .*Subscription not found.*nothing to undo/);
    expect(found?.reason).toMatch(/^Already active before job .*the service already had it/);
    expect(notSent?.reason).toMatch(/^Not sent by job .*nothing to undo/);
    expect(uncertain?.reason).toMatch(/^Uncertain in job .*Check it on the service/);
    expect(pending?.reason).toMatch(/^Never sent by job/);
    // Every row names who it is about, so the preview can show it.
    expect(failed?.cells).toEqual({ userId: USER, mangoId: MANGO });
  });

  it('revokes a granted subscription by the id the service answered, else by the row’s own target', () => {
    const source = everyState('grant-subscription', { userId: USER, mangoId: MANGO }, { outcome: {} });
    expect(planUndo(source).rows[0]?.cells).toEqual({ userId: USER, mangoId: MANGO });
  });

  it('grants a halted subscription again, saying it is a new grant and not a restore', () => {
    const plan = planUndo(
      everyState('revoke-subscription', { subscriptionId: SUB }, { outcome: { subscriptionId: SUB } }),
    );
    expect(plan.kind).toBe('grant-subscription');
    expect(plan.rows[0]?.cells).toEqual({ subscriptionId: SUB });
    expect(plan.rows[0]?.note).toMatch(/new grant .*not a restore/);
  });

  it('removes added customers by the user id the service returned, only when they were read as not a customer first', () => {
    const body = { name: 'Asha', email: 'asha@example.test', phone: 9876543210, mangoId: MANGO };
    const records = [
      rec('succeeded', { outcome: { userId: USER, subscriptionId: NEW_SUB } }),
      rec('succeeded', { outcome: { userId: USER }, checked: true }),
      rec('succeeded', { outcome: { userId: USER } }),
      rec('succeeded', { outcome: { userId: USER } }),
    ];
    const plan = planUndo({
      id: 'job-a',
      kind: 'migrate',
      rows: [
        { line: 2, body, checkedAt: '2026-11-28T10:00:00Z' },
        { line: 3, body: { ...body, email: 'b@example.test' } },
        { line: 4, body: { ...body, email: 'c@example.test' } },
        {
          line: 5,
          body: { ...body, email: 'd@example.test' },
          force: true,
          checkedAt: '2026-11-28T10:00:00Z',
        },
      ],
      records,
    });
    expect(plan.kind).toBe('revoke-user');
    expect(plan.rows[0]).toMatchObject({ cells: { userId: USER, mangoId: MANGO } });
    expect(plan.rows[0]?.reason).toBeUndefined();
    expect(plan.rows[1]?.reason).toBeUndefined();
    expect(plan.rows[2]?.reason).toMatch(/no dry run or read before sending/);
    expect(plan.rows[3]?.reason).toMatch(/already a customer .*your choice/);
    expect(plan.undoable).toBe(2);
    expect(plan.notice).toMatch(/never anyone who was a customer before it/);
  });

  it('adds removed customers back from what the service holds, as a new subscription, and says when a person could not be read', () => {
    const source: UndoSource = {
      id: 'job-r',
      kind: 'revoke-user',
      rows: [
        { line: 2, body: { mangoId: MANGO, userId: USER } },
        { line: 3, body: { mangoId: MANGO, userEmail: 'Gone@Example.test' } },
        { line: 4, body: { mangoId: MANGO, userEmail: 'never@example.test' } },
      ],
      records: [rec('succeeded', { outcome: { status: 'success' } }), rec('succeeded'), rec('failed')],
    };
    expect(peopleToRead(source)).toEqual([
      { userId: USER, key: USER },
      { email: 'Gone@Example.test', key: 'gone@example.test' },
    ]);
    const plan = planUndo(
      source,
      new Map([
        [USER, { name: 'Asha', email: 'asha@example.test', phone: '9876543210', dialCode: '+91' }],
        ['gone@example.test', { error: 'User not found' }],
      ]),
    );
    expect(plan.kind).toBe('migrate');
    expect(plan.rows[0]).toMatchObject({
      cells: {
        name: 'Asha',
        email: 'asha@example.test',
        phone: '9876543210',
        mangoId: MANGO,
        dialCode: '+91',
      },
    });
    expect(plan.rows[0]?.note).toMatch(/new subscription, not the old one/);
    expect(plan.rows[1]?.reason).toMatch(/could not be read .*User not found/);
    expect(plan.rows[2]?.reason).toMatch(/^Failed in job/);
    expect(plan.notice).toMatch(/new subscription, not their old one/);
  });

  it('answers each award with the opposite score and a reference naming the undone job and row', () => {
    const source: UndoSource = {
      id: 'job-p',
      kind: 'assign-points',
      rows: [
        { line: 2, body: { email: 'a@example.test', score: 50, reference: 'quiz-1' } },
        { line: 3, body: { userId: USER, score: -10 } },
      ],
      records: [rec('succeeded', { outcome: { userId: USER, status: 'points record x' } }), rec('succeeded')],
    };
    const plan = planUndo(source);
    expect(plan.rows.map((r) => r.cells)).toEqual([
      { userId: USER, score: '-50', reference: 'Undoes job job-p, row 2' },
      { userId: USER, score: '10', reference: 'Undoes job job-p, row 3' },
    ]);
    expect(plan.rows[0]?.note).toMatch(/^-50 points: the opposite of job job-p’s \+50/);
  });

  it('offers nothing for badges: every row says the service cannot take a badge back', () => {
    const plan = planUndo(everyState('assign-badges', { userId: USER, badges: [SUB] }, {}));
    expect(plan.undoable).toBe(0);
    expect(new Set(plan.rows.map((r) => r.reason))).toEqual(new Set([BADGES_CANNOT_BE_UNDONE]));
  });

  it.each([
    [
      'grant-subscription',
      { userId: USER, mangoId: MANGO },
      { outcome: { subscriptionId: SUB } },
      { subscriptionId: SUB },
    ],
    [
      'migrate',
      { name: 'Asha', email: 'asha@example.test', phone: 9876543210, mangoId: MANGO },
      { outcome: { userId: USER }, checked: true },
      { mangoId: MANGO, userId: USER },
    ],
    [
      'assign-points',
      { userId: USER, score: 7 },
      { outcome: { userId: USER } },
      { userId: USER, score: -7, reference: 'Undoes job job-20261128-abcdef, row 2' },
    ],
  ] as const)(
    'gives an undone %s row cells the inverse kind’s own row check accepts',
    (kind, body, done, sent) => {
      const plan = planUndo(everyState(kind, body, done));
      const spec = jobKinds[plan.kind];
      const mapping = Object.fromEntries(spec.fields.map((f, i) => [f, i]));
      const row = plan.rows[0];
      const check = spec.validateRow(
        spec.fields.map((f) => row?.cells[f] ?? ''),
        2,
        mapping,
        { today: { year: 2026, month: 11, day: 28 } },
      );
      expect(check.errors).toEqual([]);
      expect(check.body).toEqual(sent);
    },
  );

  it('gives an added-back customer a row the add-customers check accepts', () => {
    const plan = planUndo(
      {
        id: 'job-r',
        kind: 'revoke-user',
        rows: [{ line: 2, body: { mangoId: MANGO, userId: USER } }],
        records: [rec('succeeded')],
      },
      new Map([[USER, { name: 'Asha', email: 'asha@example.test', phone: '9876543210', dialCode: '+91' }]]),
    );
    const spec = jobKinds[plan.kind];
    const mapping = Object.fromEntries(spec.fields.map((f, i) => [f, i]));
    const check = spec.validateRow(
      spec.fields.map((f) => plan.rows[0]?.cells[f] ?? ''),
      2,
      mapping,
      { today: { year: 2026, month: 11, day: 28 } },
    );
    expect(check.errors).toEqual([]);
    expect(check.body).toEqual({
      name: 'Asha',
      email: 'asha@example.test',
      phone: 9876543210,
      mangoId: MANGO,
      dialCode: '+91',
    });
  });
});

describe('undoRefusal: when "Undo this job" is refused, and why', () => {
  const base: UndoCandidate = {
    id: 'job-x',
    kind: 'grant-subscription',
    status: 'finished',
    counts: { succeeded: 3, uncertain: 0, sending: 0 },
  };
  it('allows a finished or cancelled job with done rows', () => {
    expect(undoRefusal(base)).toBeUndefined();
    expect(undoRefusal({ ...base, status: 'cancelled' })).toBeUndefined();
  });
  it.each([
    [{ status: 'running' }, /Only a finished or cancelled job .*running/],
    [{ status: 'paused' }, /Only a finished or cancelled job .*paused/],
    [{ undoes: 'job-y' }, /undo of job job-y: undoing an undo is refused/],
    [{ undoneBy: 'job-z' }, /Already undone: job job-z undoes it/],
    [{ kind: 'assign-badges' as const }, /no way to take a badge back/],
    [{ counts: { succeeded: 0, uncertain: 0, sending: 0 } }, /Nothing to undo/],
    [{ counts: { succeeded: 2, uncertain: 1, sending: 0 } }, /uncertain outcome: check them/],
    [{ earlierSandboxData: true }, /Reset sandbox data/],
  ])('refuses %o', (change, reason) => {
    expect(undoRefusal({ ...base, ...change })).toMatch(reason);
  });
});

describe('the journal keeps that a send followed a read of the service', () => {
  it('a row sent after a read stays "checked" through its later states', () => {
    const at = '2026-11-28T10:00:00Z';
    const replayed = replayJournal(2, [
      { t: 'sending', r: 0, at, a: 1, chk: true },
      { t: 'uncertain', r: 0, at, err: 'reset' },
      { t: 'succeeded', r: 0, at, res: {}, why: 'Found done' },
      { t: 'sending', r: 1, at, a: 1 },
      { t: 'succeeded', r: 1, at, res: {} },
    ]);
    expect(replayed.rows[0]?.checked).toBe(true);
    expect(replayed.rows[1]?.checked).toBeUndefined();
  });
});

describe('the ledger after an undo', () => {
  it('forgets the rows an undo job took back, so a later file sends them again', () => {
    const grant: JobFile = {
      schemaVersion: 1,
      kind: 'grant-subscription',
      id: 'job-g',
      profileId: 'sandbox',
      profileName: 'Sandbox',
      profileKind: 'sandbox',
      fileName: 'grant.csv',
      createdAt: '2026-11-28T10:00:00Z',
      headers: [],
      mangoes: [],
      concurrency: 4,
      rows: [
        { line: 2, cells: [], body: { userId: USER, mangoId: MANGO } },
        { line: 3, cells: [], body: { userId: 'fa0000000000000000000003', mangoId: MANGO } },
      ],
    };
    const undo: JobFile = {
      ...grant,
      kind: 'revoke-subscription',
      id: 'job-u',
      createdAt: '2026-11-28T11:00:00Z',
      undoes: { jobId: 'job-g', createdAt: grant.createdAt },
      rows: [{ line: 2, cells: [], body: { subscriptionId: SUB }, undoOf: 0 }],
    };
    const ledger = buildLedger([
      { job: grant, rows: [rec('succeeded'), rec('succeeded')], status: 'finished' },
      { job: undo, rows: [rec('succeeded')], status: 'finished' },
    ]);
    expect(ledger.marks.has(`grant-subscription|${USER}|${MANGO}`)).toBe(false);
    expect(ledger.marks.get(`grant-subscription|fa0000000000000000000003|${MANGO}`)?.jobId).toBe('job-g');
    expect(ledger.marks.get(`revoke-subscription|subscription:${SUB}`)?.jobId).toBe('job-u');
  });
});
