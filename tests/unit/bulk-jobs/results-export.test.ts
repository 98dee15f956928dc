import { describe, expect, it } from 'vitest';
import { autoMatch } from '../../../src/shared/areas/bulk-jobs/domain/fields';
import { todayInIst, validateFile } from '../../../src/shared/areas/bulk-jobs/domain/validate-file';
import type { RowRecord } from '../../../src/shared/areas/bulk-jobs/domain/journal';
import { createImportStore } from '../../../src/main/areas/bulk-jobs/import-store';
import { resultsCsv, rowViews, type JobSnapshot } from '../../../src/main/areas/bulk-jobs/job-view';
import type { JobFile } from '../../../src/main/areas/bulk-jobs/job-store';

const MANGO = 'ae0000000000000000000003';
const headers = ['Full Name', 'E-mail', 'Contact No', 'Mango'];

function snapshot(): JobSnapshot {
  const states: RowRecord[] = [
    { state: 'succeeded', attempts: 1, outcome: { orderId: 'a'.repeat(24) } },
    { state: 'failed', attempts: 1, error: 'Mango not found' },
    { state: 'skipped', attempts: 0, note: 'Already a customer' },
    { state: 'failed', attempts: 2, error: '=HYPERLINK("x") is not a phone' },
  ];
  const job: JobFile = {
    schemaVersion: 1,
    id: 'job-20261124000000-aaaaaa',
    profileId: 'sandbox',
    profileName: 'Sandbox',
    profileKind: 'sandbox',
    fileName: 'customers.csv',
    createdAt: '2026-11-24T00:00:00.000Z',
    headers,
    mangoes: [{ id: MANGO }],
    concurrency: 4,
    rows: states.map((_, i) => ({
      line: 10 + i * 3,
      cells: [`Person ${i}`, `p${i}@x.test`, `98765000${10 + i}`, MANGO],
      body: { name: `Person ${i}`, email: `p${i}@x.test`, phone: 9876500010 + i, mangoId: MANGO },
    })),
  };
  return { job, rows: states, status: 'finished', concurrency: 4, version: 9 };
}

/** A finished points job: two awards (one without a reference) and a refusal. */
function pointsSnapshot(withReference: boolean): JobSnapshot {
  const user = (n: number) => `fa00000000000000000000${String(n).padStart(2, '0')}`;
  const states: RowRecord[] = [
    { state: 'succeeded', attempts: 1, outcome: { userId: user(1), status: 'points record p1' } },
    { state: 'succeeded', attempts: 1, outcome: { userId: user(2), status: 'points record p2' } },
    { state: 'failed', attempts: 1, error: 'User not found' },
  ];
  const base = snapshot();
  return {
    ...base,
    rows: states,
    job: {
      ...base.job,
      kind: 'assign-points',
      fileName: 'points.csv',
      headers: ['User ID', 'Points', 'Reason'],
      mangoes: [],
      rows: states.map((_, i) => ({
        line: 2 + i,
        cells: [user(i + 1), String(i === 1 ? -5 : 50), withReference && i === 0 ? 'quiz-1' : ''],
        body: {
          userId: user(i + 1),
          score: i === 1 ? -5 : 50,
          ...(withReference && i === 0 ? { reference: 'quiz-1' } : {}),
        },
      })),
    },
  };
}

const lines = (content: string) =>
  content
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

describe("exporting a job's rows", () => {
  it('exports what the filter shows, each row with its source file row number', () => {
    const failed = lines(resultsCsv(snapshot(), 'failed').content);
    expect(failed[0]).toBe(
      'Full Name,E-mail,Contact No,Mango,source row,status,orderId,subscriptionId,userId,errorMessage,time',
    );
    expect(failed).toHaveLength(3);
    expect(failed[1]).toContain(',13,failed,');
    expect(failed[2]).toContain(',19,failed,');
    expect(lines(resultsCsv(snapshot()).content)).toHaveLength(5);
  });

  it('names each job’s export by its short id and day, so two jobs of one file never share a name', () => {
    const first = snapshot();
    const second = snapshot();
    second.job = { ...second.job, id: 'job-20261125093000-k3x9qa', createdAt: '2026-11-25T09:30:00.000Z' };
    expect(resultsCsv(first).fileName).toBe('customers-results-aaaaaa-2026-11-24.csv');
    expect(resultsCsv(second).fileName).toBe('customers-results-k3x9qa-2026-11-25.csv');
  });

  it('holds every row of the file: the invalid ones too, with their reasons, in the file’s order', () => {
    const withInvalid = snapshot();
    withInvalid.job = {
      ...withInvalid.job,
      invalid: [
        { line: 2, cells: ['No Mail', '', '9876500001', MANGO], reasons: 'Email is missing.' },
        { line: 14, cells: ['Bad Phone', 'b@x.test', '12', MANGO], reasons: 'Phone is too short. | =x' },
      ],
    };
    const all = lines(resultsCsv(withInvalid).content);
    // The header row first, then 4 sent or skipped rows and 2 invalid ones by source row: 2, 10, 13, 14, 16, 19.
    expect(all[0]).toBe(
      'Full Name,E-mail,Contact No,Mango,source row,status,orderId,subscriptionId,userId,errorMessage,time',
    );
    expect(all.slice(1).map((l) => l.split(',')[4])).toEqual(['2', '10', '13', '14', '16', '19']);
    expect(all[1]).toBe(`No Mail,,9876500001,${MANGO},2,invalid,,,,Email is missing.,`);
    expect(all[4]).toBe(`Bad Phone,b@x.test,12,${MANGO},14,invalid,,,,Phone is too short. | =x,`);
    // A filtered export shows what its filter shows: no invalid rows among the failed ones.
    expect(lines(resultsCsv(withInvalid, 'failed').content)).toHaveLength(3);
    // A job made before invalid rows were kept has none to add, and still exports its own rows.
    expect(lines(resultsCsv(snapshot()).content)).toHaveLength(5);
  });

  it('makes a failures file that imports again as it is, once fixed', () => {
    const fix = resultsCsv(snapshot(), 'failed', 'fix');
    expect(fix.fileName).toBe('customers-failed-to-fix-aaaaaa-2026-11-24.csv');
    const rows = lines(fix.content);
    expect(rows[0]).toBe('Full Name,E-mail,Contact No,Mango,source row,problem');
    // A spreadsheet would run this as a formula: it is escaped.
    expect(rows[2]).toContain(`"'=HYPERLINK(""x"") is not a phone"`);

    const session = createImportStore().push({
      profileId: 'sandbox',
      fileName: fix.fileName,
      chunk: fix.content,
      final: true,
    });
    const mapping = autoMatch(session.headers ?? []);
    expect(mapping).toMatchObject({ name: 0, email: 1, mangoId: 3 });
    const checked = validateFile(session.rows, { ...mapping, phone: 2 }, { today: todayInIst(new Date()) });
    expect(checked.valid).toBe(2);
    expect(checked.invalid).toBe(0);
  });
});

describe("a job's rows on screen", () => {
  it('name each row by the kind’s columns, with the service’s answer, and leave out a column no row fills', () => {
    const page = rowViews(pointsSnapshot(false), 'all', 0, 10);
    expect(page.columns).toEqual(['userId', 'score']);
    expect(page.rows.map((r) => r.values)).toEqual([
      { email: '', userId: 'fa0000000000000000000001', score: '+50', reference: '' },
      { email: '', userId: 'fa0000000000000000000002', score: '-5', reference: '' },
      { email: '', userId: 'fa0000000000000000000003', score: '+50', reference: '' },
    ]);
    expect(page.rows[0]?.answer).toBe('points record p1');
    expect(page.rows[2]).toMatchObject({ state: 'failed', error: 'User not found' });
    expect(page.rows[2]?.answer).toBeUndefined();
    expect(rowViews(pointsSnapshot(true), 'failed', 0, 10).columns).toEqual(['userId', 'score', 'reference']);
    // A migration's rows: name, email, phone and Mango.
    expect(rowViews(snapshot(), 'all', 0, 1)).toMatchObject({
      columns: ['name', 'email', 'phone', 'mangoId'],
      rows: [{ values: { name: 'Person 0', email: 'p0@x.test', phone: '9876500010', mangoId: MANGO } }],
    });
  });

  it('export one state under the kind’s word for it', () => {
    expect(resultsCsv(pointsSnapshot(true), 'succeeded').fileName).toBe(
      'points-awarded-rows-aaaaaa-2026-11-24.csv',
    );
    expect(resultsCsv(snapshot(), 'succeeded').fileName).toBe('customers-added-rows-aaaaaa-2026-11-24.csv');
    expect(resultsCsv(snapshot(), 'pending').fileName).toBe('customers-waiting-rows-aaaaaa-2026-11-24.csv');
    expect(resultsCsv(snapshot()).fileName).toBe('customers-results-aaaaaa-2026-11-24.csv');
  });
});
