import { describe, expect, it } from 'vitest';
import { autoMatch } from '../../../src/shared/areas/bulk-jobs/domain/fields';
import {
  jobKindNames,
  jobKinds,
  type JobKindName,
  type JobKindSpec,
} from '../../../src/shared/areas/bulk-jobs/kinds';
import { rowStates } from '../../../src/shared/areas/bulk-jobs/domain/journal';
import { filledColumns } from '../../../src/shared/areas/bulk-jobs/kinds/common/rows';
import { rowStatesShown, rowStateWords } from '../../../src/shared/areas/bulk-jobs/kinds/common/words';
import type { JobBody } from '../../../src/shared/areas/bulk-jobs/domain/validate-row';
import { demoLists } from './demo-lists';

const today = { year: 2026, month: 1, day: 1 };
const lists = demoLists();

/** Each kind's template, read as the import reads it on the Sandbox profile: every example row's body. */
function templateBodies(spec: JobKindSpec): JobBody[] {
  const mapping = autoMatch(spec.fields, {}, spec);
  return spec.templateRows.map((cells, i) => {
    const check = spec.validateRow(cells, i + 2, mapping, { today, ...lists });
    if (!check.body) throw new Error(`${spec.name} template row ${i + 2}: ${JSON.stringify(check.errors)}`);
    return check.body;
  });
}

/** The row table's cells of a body, by column label. */
const cellsOf = (spec: JobKindSpec, body: JobBody) =>
  Object.fromEntries(spec.rowColumns.map((c) => [spec.labels[c.field], c.value(body)]));

const succeededWord: Record<JobKindName, string> = {
  migrate: 'Added',
  'revoke-user': 'Removed',
  'grant-subscription': 'Granted',
  'revoke-subscription': 'Halted',
  'assign-badges': 'Given',
  'assign-points': 'Awarded',
};

describe('the words a job screen names row states with', () => {
  it.each(jobKindNames)('%s: one word for a done row, everywhere', (name) => {
    const spec = jobKinds[name];
    const words = rowStateWords(spec);
    expect(words.succeeded.label).toBe(succeededWord[name]);
    // The same word in a sentence, in the ledger's "already … by job" and in the uncertain-row check.
    expect(words.succeeded.word).toBe(succeededWord[name].toLowerCase());
    expect(spec.words.done).toBe(words.succeeded.word);
    expect(spec.words.applied).toBe(words.succeeded.word);
  });

  it.each(jobKindNames)('%s: every state has a label, none is the journal’s own name', (name) => {
    const words = rowStateWords(jobKinds[name]);
    expect(Object.keys(words).sort()).toEqual([...rowStates].sort());
    expect([...rowStatesShown].sort()).toEqual([...rowStates].sort());
    const labels = rowStatesShown.map((state) => words[state].label);
    expect(labels).toEqual([succeededWord[name], 'Failed', 'Uncertain', 'Skipped', 'Waiting', 'Being sent']);
    for (const label of labels) expect(label).not.toMatch(/^(succeeded|pending|sending)$/i);
  });
});

describe('the columns that tell a job’s rows apart', () => {
  const expected: Record<JobKindName, Record<string, string>[]> = {
    migrate: [
      {
        Name: 'Asha Verma',
        Email: 'asha.verma@example.com',
        Phone: '9876543210',
        'Mango id': 'ae0000000000000000000003',
      },
      {
        Name: 'Liam Carter',
        Email: 'liam.carter@example.com',
        Phone: '4155550123',
        'Mango id': 'ae0000000000000000000003',
      },
    ],
    'revoke-user': [
      { Email: 'asha.verma@example.com', 'User id': '', 'Mango id': 'ae0000000000000000000003' },
      { Email: '', 'User id': 'fa0000000000000000000002', 'Mango id': 'ae0000000000000000000003' },
    ],
    'grant-subscription': [
      {
        'Subscription id': '',
        'User id': 'fa0000000000000000000002',
        'Mango id': 'ae0000000000000000000003',
      },
      { 'Subscription id': '5a0000000000000000000001', 'User id': '', 'Mango id': '' },
    ],
    'revoke-subscription': [
      {
        'Subscription id': '',
        'User id': 'fa0000000000000000000002',
        'Mango id': 'ae0000000000000000000003',
      },
      { 'Subscription id': '5a0000000000000000000001', 'User id': '', 'Mango id': '' },
    ],
    'assign-badges': [
      { Email: '', 'User id': 'fa0000000000000000000002', 'Badge ids': 'bad000000000000000000001' },
      {
        Email: 'meera.iyer0@example.test',
        'User id': '',
        // "Rising Star;Moderator" in the file: the ids the names were matched to, sorted.
        'Badge ids': 'bad000000000000000000001; bad000000000000000000003',
      },
    ],
    'assign-points': [
      { Email: '', 'User id': 'fa0000000000000000000002', Score: '+50', Reference: 'quiz-week-1' },
      {
        Email: 'meera.iyer0@example.test',
        'User id': '',
        Score: '-10',
        Reference: 'correction-2026-01',
      },
    ],
  };

  it.each(jobKindNames)('%s: the kind’s own identifying fields, read from the row as it is sent', (name) => {
    const spec = jobKinds[name];
    for (const column of spec.rowColumns) {
      expect(spec.fields).toContain(column.field);
      expect(spec.labels[column.field]).toBeTruthy();
    }
    expect(templateBodies(spec).map((body) => cellsOf(spec, body))).toEqual(expected[name]);
    // Only kinds whose rows can name a person by email have an Email column.
    expect(spec.rowColumns.some((c) => c.field === 'email')).toBe(
      !['grant-subscription', 'revoke-subscription'].includes(name),
    );
  });

  it.each(jobKindNames)('%s: a column shows when a row of the job fills it', (name) => {
    const spec = jobKinds[name];
    const rows = templateBodies(spec).map((body) => ({ body }));
    const filled = filledColumns(spec, rows);
    const nonEmpty = spec.rowColumns
      .filter((c) => rows.some(({ body }) => c.value(body) !== ''))
      .map((c) => c.field);
    expect(filled).toEqual(nonEmpty);
    expect(filled.length).toBeGreaterThan(0);
  });

  it('leaves out a column no row fills: a revoke by user id, points without a reference', () => {
    const halt = jobKinds['revoke-subscription'];
    const byUser = { body: { userId: 'fa0000000000000000000002', mangoId: 'ae0000000000000000000003' } };
    expect(filledColumns(halt, [byUser, byUser])).toEqual(['userId', 'mangoId']);
    expect(filledColumns(halt, [{ body: { subscriptionId: '5a0000000000000000000001' } }])).toEqual([
      'subscriptionId',
    ]);
    expect(filledColumns(halt, [byUser, { body: { subscriptionId: '5a0000000000000000000001' } }])).toEqual([
      'subscriptionId',
      'userId',
      'mangoId',
    ]);
    const points = jobKinds['assign-points'];
    expect(filledColumns(points, [{ body: { userId: 'fa0000000000000000000002', score: -5 } }])).toEqual([
      'userId',
      'score',
    ]);
    const revoke = jobKinds['revoke-user'];
    expect(
      filledColumns(revoke, [{ body: { userEmail: 'a@example.test', mangoId: 'ae0000000000000000000003' } }]),
    ).toEqual(['email', 'mangoId']);
    // A row whose body could not be read (none in a real job) fills nothing.
    expect(filledColumns(revoke, [{}])).toEqual([]);
  });
});
