import { z } from 'zod';
import { ObjectId } from '../../contract/common';
import type { JobKindSpec } from './job-kinds';
import { bodyColumn, finishRow, text } from './kind-rows';
import { doneWords } from './kind-words';
import { cell, OBJECT_ID, type RowIssue } from './validate-row';

/**
 * A row of an assign-badges job: the person (`userId`, the path's id) and the badge ids sent as the body's
 * `badges`, sorted and without repeats (so the same set in another order is the same row).
 */
export const AssignBadgesRow = z.object({
  userId: ObjectId,
  badges: z.array(ObjectId).min(1),
});

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
  fields: ['userId', 'badges'],
  synonyms: {
    userId: ['userid', 'user', 'fanid', 'fan', 'customerid', 'memberid'],
    badges: ['badges', 'badge', 'badgeids', 'badgeid'],
  },
  labels: { userId: 'User id', badges: 'Badge ids' },
  hints: {
    userId: 'Required · 24 hexadecimal characters',
    badges: 'Required · badge ids separated by ;',
  },
  required: ['userId', 'badges'],
  templateRows: [
    ['fa0000000000000000000002', 'ba0000000000000000000001'],
    ['fa0000000000000000000003', 'ba0000000000000000000001;ba0000000000000000000002'],
  ],
  templateFileName: 'assign-badges-template.csv',
  body: AssignBadgesRow,
  validateRow(cells, line, mapping) {
    const errors: RowIssue[] = [];
    const notes: string[] = [];
    const userId = cell(cells, mapping, 'userId');
    if (userId === '') errors.push({ field: 'userId', message: 'User id is missing.' });
    else if (!OBJECT_ID.test(userId))
      errors.push({ field: 'userId', message: `User id "${userId}" must be 24 hexadecimal characters.` });
    const listed = cell(cells, mapping, 'badges')
      .split(';')
      .map((b) => b.trim().toLowerCase())
      .filter((b) => b !== '');
    if (listed.length === 0)
      errors.push({ field: 'badges', message: 'No badge: give one or more badge ids separated by ;.' });
    const wrong = listed.filter((b) => !OBJECT_ID.test(b));
    if (wrong.length > 0)
      errors.push({
        field: 'badges',
        message: `Badge ${wrong.map((b) => `"${b}"`).join(', ')} must be 24 hexadecimal characters (a badge id, as on the Badges screen).`,
      });
    const badges = [...new Set(listed)].sort();
    if (badges.length < listed.length) notes.push('A badge listed twice is sent once.');
    return finishRow(AssignBadgesRow, { userId: userId.toLowerCase(), badges }, line, errors, notes);
  },
  ledgerKey: (body) =>
    `assign-badges|${text(body['userId']).toLowerCase()}|${ids(body['badges']).sort().join(';')}`,
  mangoOf: () => undefined,
  rowColumns: [bodyColumn('userId', 'id'), bodyColumn('badges', 'id')],
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
