import { z } from 'zod';
import type { JobKindSpec } from '../common/spec';
import {
  namesAPerson,
  PersonRef,
  personIssue,
  personKey,
  personSynonyms,
  readPerson,
} from '../common/person-rules';
import { bodyColumn, cellText, finishRow, text } from '../common/rows';
import { doneWords } from '../common/words';
import { cell } from '../../domain/validate-row';

/**
 * A row of an assign-points job: one person (sent as `fanIds: [userId]`; by `email`, looked up just before
 * sending), a non-zero whole `score`
 * (negative takes points away) and an optional `reference` that only the console reads: it tells two
 * deliberate awards of the same amount to the same person apart in the ledger of done rows.
 */
export const AssignPointsRow = z
  .object({
    ...PersonRef,
    score: z
      .number()
      .int()
      .refine((n) => n !== 0, 'A score of 0 changes nothing'),
    reference: z.string().max(200).optional(),
  })
  .refine(namesAPerson, personIssue);

/**
 * A reference as the console compares it: the service never sees references (assign points takes only
 * `fanIds` and `score`), so two spellings a person reads as the same award are one award: spaces at the
 * ends dropped, runs of spaces made one, letter case ignored ("Quiz week 1" is " quiz  WEEK 1").
 */
export function referenceKey(reference: unknown): string {
  return text(reference).trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * assign-points: gives (or, with a negative score, takes away) points from each row's person (PATCH
 * gamification/points/assign). The dry run cannot check it: the points ledger cannot tell two awards of
 * the same amount apart. Not undoable as such: a row with the opposite score is a new award.
 */
export const assignPointsKind: JobKindSpec = {
  name: 'assign-points',
  operation: 'assignPoints',
  title: 'Give or take points',
  shortTitle: 'Points',
  summary: 'Gives each row’s person the row’s points (assign points); a negative score takes points away.',
  notUndoable: true,
  cannotCheck: 'the points ledger cannot tell this award from another of the same amount',
  fields: ['email', 'userId', 'score', 'reference'],
  synonyms: {
    ...personSynonyms,
    score: ['score', 'points', 'point', 'amount'],
    reference: ['reference', 'ref', 'reason', 'award', 'note'],
  },
  labels: { email: 'Email', userId: 'User id', score: 'Score', reference: 'Reference' },
  hints: {
    email: 'Email or user id for each row',
    userId: '24 hexadecimal characters · wins over email',
    score: 'Required · a whole number, not 0 · negative takes away',
    reference: 'Optional · tells two equal awards apart',
  },
  required: ['score'],
  oneOf: [['email', 'userId']],
  templateRows: [
    ['', 'fa0000000000000000000002', '50', 'quiz-week-1'],
    ['meera.iyer0@example.test', '', '-10', 'correction-2026-01'],
  ],
  templateFileName: 'assign-points-template.csv',
  body: AssignPointsRow,
  validateRow(cells, line, mapping) {
    const { person, errors, notes } = readPerson(cells, mapping);
    const rawScore = cell(cells, mapping, 'score');
    const reference = cell(cells, mapping, 'reference');
    const score = /^[+-]?\d{1,9}$/.test(rawScore) ? Number(rawScore) : NaN;
    if (rawScore === '') errors.push({ field: 'score', message: 'Score is missing.' });
    else if (Number.isNaN(score))
      errors.push({
        field: 'score',
        message: `Score "${rawScore}" must be a whole number (like 50, or -10 to take points away).`,
      });
    else if (score === 0) errors.push({ field: 'score', message: 'Score is 0: it would change nothing.' });
    if (reference.length > 200)
      errors.push({ field: 'reference', message: 'Reference is longer than 200 characters.' });
    return finishRow(
      AssignPointsRow,
      { ...person, score, ...(reference ? { reference } : {}) },
      line,
      errors,
      notes,
    );
  },
  ledgerKey: (body) =>
    `assign-points|${personKey(body)}|${String(body['score'])}|${referenceKey(body['reference'])}`,
  mangoOf: () => undefined,
  rowColumns: [
    bodyColumn('email', 'text'),
    bodyColumn('userId', 'id'),
    // "+50" or "-10": whether the row gave or took away points, at a glance.
    {
      field: 'score',
      format: 'text',
      value: (body) =>
        (typeof body['score'] === 'number' && body['score'] > 0 ? '+' : '') + cellText(body['score']),
    },
    bodyColumn('reference'),
  ],
  duplicateMessage: (first) =>
    `Duplicate of row ${first}: same person, score and reference. Only the first is sent (give each award its own reference to send both).`,
  words: {
    effect: (rows, profileName) =>
      `${rows} people’s points will change on ${profileName} (every award stays in the ledger; Undo this job can add the opposite)`,
    ...doneWords('Awarded'),
    skipVerdict: 'Already awarded',
    actVerdict: 'To award',
    confirmTitle: 'Change points on a live business',
    consequence:
      'Each person’s points change at once (a negative score takes points away); a later row with the opposite score is a new award, not an undo.',
    start: (rows) => `Start awarding points to ${rows} people`,
  },
};
