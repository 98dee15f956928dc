import { ObjectId } from '../../../../contract/common';
import { fieldSynonyms, type ColumnMapping } from '../../domain/fields';
import { cell, emailShape, OBJECT_ID, type RowIssue } from '../../domain/validate-row';

/** Header names a row's person is found under: an email, or a user id. */
export const personSynonyms = {
  email: fieldSynonyms.email,
  userId: ['userid', 'user', 'fanid', 'fan', 'customerid', 'memberid'],
} as const;

/**
 * A row's person in a job body: the user id, or the email the job looks the id up by just before it sends
 * (Customers' lookup). At least one; the id wins when both are given.
 */
export const PersonRef = {
  userId: ObjectId.optional(),
  email: emailShape.optional(),
};

/** Refuses a body that names nobody. */
export const namesAPerson = (body: { userId?: string | undefined; email?: string | undefined }) =>
  Boolean(body.userId || body.email);

export const personIssue = { message: 'Give the person’s email or user id.', path: ['userId'] };

/**
 * Reads a row's person: the email or user id cell (the id wins when both are given, as the service's own
 * revoke rule reads). Errors say which cell to fix.
 */
export function readPerson(
  cells: readonly string[],
  mapping: ColumnMapping,
): { person: { userId?: string; email?: string }; errors: RowIssue[]; notes: string[] } {
  const errors: RowIssue[] = [];
  const email = cell(cells, mapping, 'email');
  const userId = cell(cells, mapping, 'userId');
  if (email === '' && userId === '')
    errors.push({ field: 'email', message: 'Email and user id are both missing: give one of them.' });
  if (email !== '' && !emailShape.safeParse(email).success)
    errors.push({ field: 'email', message: `Email "${email}" is not an email address.` });
  if (userId !== '' && !OBJECT_ID.test(userId))
    errors.push({ field: 'userId', message: `User id "${userId}" must be 24 hexadecimal characters.` });
  const notes =
    email !== '' && userId !== ''
      ? ['Both email and user id are given: the person is found by the user id.']
      : [];
  return {
    person: { ...(userId ? { userId: userId.toLowerCase() } : {}), ...(email ? { email } : {}) },
    errors,
    notes,
  };
}

/** The key a row's person is told apart by (ledger, duplicates): the id, else the email, lower-cased. */
export function personKey(body: Record<string, unknown>, emailField = 'email'): string {
  const id = typeof body['userId'] === 'string' ? body['userId'] : '';
  const email = typeof body[emailField] === 'string' ? body[emailField] : '';
  return (id || email).trim().toLowerCase();
}
