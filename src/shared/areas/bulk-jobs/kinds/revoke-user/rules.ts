import { RevokeUserBody } from '../../../../contract/integration';
import { fieldSynonyms } from '../../domain/fields';
import type { JobKindSpec } from '../common/spec';
import { bodyColumn, finishRow, text } from '../common/rows';
import { doneWords } from '../common/words';
import { personKey, personSynonyms, readPerson } from '../common/person-rules';
import { cell, resolveMango, type RowCheck } from '../../domain/validate-row';

const fields = ['email', 'userId', 'mangoId'] as const;

/**
 * revoke-user: removes each row's person from a Mango, as the dashboard's customers page does (their
 * subscription to it ends). mangoId is required, then the user's email or id (the id wins when both are
 * given, as the service's own rule reads). Not undoable: adding them back is a new migration.
 */
export const revokeUserKind: JobKindSpec = {
  name: 'revoke-user',
  operation: 'revokeUser',
  title: 'Remove customers (revoke access)',
  shortTitle: 'Revoke',
  summary: 'Removes each row’s person from the Mango (revoke-user): their access ends at once.',
  notUndoable: true,
  fields,
  synonyms: {
    ...personSynonyms,
    userId: [...personSynonyms.userId, 'id'],
    mangoId: fieldSynonyms.mangoId,
  },
  labels: { email: 'Email', userId: 'User id', mangoId: 'Mango id' },
  hints: {
    email: 'Email or user id for each row',
    userId: '24 hexadecimal characters · wins over email',
    mangoId: 'Required · name or id · or one Mango for all rows',
  },
  required: ['mangoId'],
  oneOf: [['email', 'userId']],
  templateRows: [
    ['asha.verma@example.com', '', 'ae0000000000000000000003'],
    ['', 'fa0000000000000000000002', 'ae0000000000000000000003'],
  ],
  templateFileName: 'revoke-user-template.csv',
  body: RevokeUserBody,
  validateRow(cells, line, mapping, context): RowCheck {
    const { person, errors, notes } = readPerson(cells, mapping);
    const mango = resolveMango(context.mangoIdForAll ?? cell(cells, mapping, 'mangoId'), context);
    if (mango.error) errors.push({ field: 'mangoId', message: mango.error });
    return finishRow(
      RevokeUserBody,
      {
        mangoId: mango.id,
        ...(person.userId ? { userId: person.userId } : {}),
        ...(person.email ? { userEmail: person.email } : {}),
      },
      line,
      errors,
      notes,
    );
  },
  ledgerKey: (body) => `revoke-user|${personKey(body, 'userEmail')}|${text(body['mangoId']).toLowerCase()}`,
  mangoOf: (body) => text(body['mangoId']) || undefined,
  rowColumns: [
    bodyColumn('email', 'text', 'userEmail'),
    bodyColumn('userId', 'id'),
    bodyColumn('mangoId', 'mango'),
  ],
  duplicateMessage: (first) => `Duplicate of row ${first}: same person and Mango. Only the first is sent.`,
  words: {
    effect: (rows, profileName) =>
      `${rows} customers will lose their access on ${profileName} (the service cannot restore it; Undo this job can add them back as new subscriptions)`,
    ...doneWords('Removed'),
    skipVerdict: 'Not a customer',
    actVerdict: 'To remove',
    confirmTitle: 'Remove customers from a live business',
    consequence:
      'Each one loses access to the Mango at once, as if removed on the dashboard’s customers page; adding them back is a new migration.',
    start: (rows) => `Start removing ${rows} customers`,
  },
};
