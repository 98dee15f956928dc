import { z } from 'zod';
import { ObjectId } from '../../../../contract/common';
import type { JobKindSpec } from '../common/spec';
import {
  namesAPerson,
  PersonRef,
  personIssue,
  personKey,
  personSynonyms,
  readPerson,
} from '../common/person-rules';
import { bodyColumn, finishRow } from '../common/rows';
import { doneWords } from '../common/words';
import { matchName, nameProblem, type RecordWords } from '../../domain/name-match';
import { cell, OBJECT_ID, type ValidationContext } from '../../domain/validate-row';

const badgeWords: RecordWords = { one: 'badge', One: 'Badge', many: 'badges', where: 'the Badges screen' };

/**
 * A badges cell read into ids: each item between `;` is a badge id (sent as it is: the service judges ids it
 * does not know) or a badge's name, matched in the profile's badge list (name-match.ts).
 */
export function readBadges(
  raw: string,
  context: Pick<ValidationContext, 'badges'>,
): { ids: string[]; problems: string[] } {
  const ids: string[] = [];
  const problems: string[] = [];
  for (const item of raw.split(';').map((b) => b.trim())) {
    if (item === '') continue;
    if (OBJECT_ID.test(item)) {
      ids.push(item.toLowerCase());
      continue;
    }
    const match = matchName(context.badges, item);
    if (match.found) ids.push(match.id);
    else problems.push(nameProblem(badgeWords, item, match));
  }
  return { ids, problems };
}

/**
 * A row of an assign-badges job: the person (`userId`, the path's id, or the `email` it is looked up by just
 * before sending) and the badge ids sent as the body's `badges`, sorted and without repeats (so the same set
 * in another order is the same row).
 */
export const AssignBadgesRow = z
  .object({ ...PersonRef, badges: z.array(ObjectId).min(1) })
  .refine(namesAPerson, personIssue);

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * assign-badges: gives each row's person the row's badges (PATCH gamification/badges/{userId}/assign). The
 * service only adds: badges already held stay, and it offers no way to take one away.
 */
export const assignBadgesKind: JobKindSpec = {
  name: 'assign-badges',
  operation: 'assignBadges',
  title: 'Give badges',
  shortTitle: 'Badges',
  summary:
    'Gives each row’s person the listed badges (assign badges): the service only adds, never takes away.',
  notUndoable: true,
  fields: ['email', 'userId', 'badges'],
  synonyms: {
    ...personSynonyms,
    badges: ['badges', 'badge', 'badgeids', 'badgeid'],
  },
  labels: { email: 'Email', userId: 'User id', badges: 'Badge ids' },
  hints: {
    email: 'Email or user id for each row',
    userId: '24 hexadecimal characters · wins over email',
    badges: 'Required · badge names or ids separated by ;',
  },
  required: ['badges'],
  oneOf: [['email', 'userId']],
  // A badge by its id, then two by their names (the sandbox's badges).
  templateRows: [
    ['', 'fa0000000000000000000002', 'bad000000000000000000001'],
    ['meera.iyer0@example.test', '', 'Rising Star;Moderator'],
  ],
  templateFileName: 'assign-badges-template.csv',
  body: AssignBadgesRow,
  validateRow(cells, line, mapping, context) {
    const { person, errors, notes } = readPerson(cells, mapping);
    const { ids: listed, problems } = readBadges(cell(cells, mapping, 'badges'), context);
    if (listed.length === 0 && problems.length === 0)
      errors.push({
        field: 'badges',
        message: 'No badge: give one or more badge names or ids separated by ;.',
      });
    for (const message of problems) errors.push({ field: 'badges', message });
    const badges = [...new Set(listed)].sort();
    if (badges.length < listed.length) notes.push('A badge listed twice is sent once.');
    return finishRow(AssignBadgesRow, { ...person, badges }, line, errors, notes);
  },
  ledgerKey: (body) => `assign-badges|${personKey(body)}|${ids(body['badges']).sort().join(';')}`,
  mangoOf: () => undefined,
  rowColumns: [bodyColumn('email', 'text'), bodyColumn('userId', 'id'), bodyColumn('badges', 'id')],
  duplicateMessage: (first) => `Duplicate of row ${first}: same person and badges. Only the first is sent.`,
  words: {
    effect: (rows, profileName) =>
      `${rows} people will be given badges on ${profileName} (this cannot be undone)`,
    ...doneWords('Given'),
    skipVerdict: 'Already held',
    actVerdict: 'To give',
    confirmTitle: 'Give badges on a live business',
    consequence:
      'Each person gets the badges at once (badges they hold already stay). The service offers no way to take a badge away.',
    start: (rows) => `Start giving badges to ${rows} people`,
  },
};
