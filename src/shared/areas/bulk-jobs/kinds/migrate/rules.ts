import { MigrateUserBody } from '../../../../contract/integration';
import {
  fieldLabels,
  fieldSynonyms,
  migrationFields,
  requiredFields,
  templateRows,
} from '../../domain/fields';
import type { JobKindSpec } from '../common/spec';
import { bodyColumn, text } from '../common/rows';
import { doneWords } from '../common/words';
import { validateRow } from '../../domain/validate-row';

/** migrate-user: adds each row's person to a Mango (creating the user if needed). The console's first kind. */
/** Same customer for the same Mango: the key duplicate detection compares. */
export function duplicateKey(email: string, mangoId: string): string {
  return `${email.trim().toLowerCase()}|${mangoId.trim().toLowerCase()}`;
}

export const migrateKind: JobKindSpec = {
  name: 'migrate',
  operation: 'migrateUser',
  title: 'Add customers (migration)',
  shortTitle: 'Migration',
  summary: 'Adds each row’s person as a customer of the Mango (migrate-user), creating the user if needed.',
  notUndoable: false,
  fields: migrationFields,
  synonyms: fieldSynonyms,
  labels: fieldLabels,
  hints: {
    name: 'Required',
    email: 'Required',
    phone: 'Required · digits, sent as a number',
    mangoId: 'Required · name or id · or one Mango for all rows',
    validityDays: 'Whole number of days, 1 or more',
    validUntil: 'DD/MM/YYYY · wins over validity days',
    dialCode: 'Like +91 · wins over country',
    country: 'Two letters, like IN',
  },
  required: requiredFields,
  templateRows,
  templateFileName: 'migration-template.csv',
  body: MigrateUserBody,
  validateRow,
  ledgerKey: (body) => duplicateKey(text(body['email']), text(body['mangoId'])),
  mangoOf: (body) => text(body['mangoId']) || undefined,
  rowColumns: [bodyColumn('name'), bodyColumn('email'), bodyColumn('phone'), bodyColumn('mangoId', 'mango')],
  duplicateMessage: (first) => `Duplicate of row ${first}: same email and Mango. Only the first is sent.`,
  words: {
    effect: (rows, profileName) => `${rows} customers will be added to ${profileName}`,
    ...doneWords('Added'),
    skipVerdict: 'Already a customer',
    actVerdict: 'New',
    confirmTitle: 'Add customers to a live business',
    consequence:
      'Each one is enrolled at once. “Undo this job” on the finished job can remove the people it added again (never anyone who was a customer before it).',
    start: (rows) => `Start adding ${rows} customers`,
  },
};
