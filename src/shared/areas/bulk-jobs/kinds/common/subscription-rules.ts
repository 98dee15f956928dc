import { SubscriptionTarget } from '../../../../contract/subscriptions';
import { fieldSynonyms } from '../../domain/fields';
import type { JobKindSpec } from './spec';
import { bodyColumn, finishRow, text } from './rows';
import { cell, OBJECT_ID, resolveMango, type RowCheck, type RowIssue } from '../../domain/validate-row';

const fields = ['subscriptionId', 'userId', 'mangoId'] as const;

/** What differs between the grant and the revoke kinds; the columns and row rules are the same. */
type SubscriptionKindWords = Pick<
  JobKindSpec,
  'name' | 'operation' | 'title' | 'shortTitle' | 'summary' | 'notUndoable' | 'templateFileName' | 'words'
> & { verb: string };

/**
 * A row names one subscription as the service's grant and revoke pages do: its `subscriptionId` alone, or
 * the person's `userId` and a `mangoId` (a column, or one Mango for all rows). A subscription id wins over
 * the Mango chosen for all rows (said in a note); a row giving both a subscription id and a user id is
 * refused, because the service would not know which to use.
 */
function validateSubscriptionRow(
  cells: readonly string[],
  line: number,
  mapping: Parameters<JobKindSpec['validateRow']>[2],
  context: Parameters<JobKindSpec['validateRow']>[3],
): RowCheck {
  const errors: RowIssue[] = [];
  const notes: string[] = [];
  const subscriptionId = cell(cells, mapping, 'subscriptionId');
  const userId = cell(cells, mapping, 'userId');
  const rowMango = cell(cells, mapping, 'mangoId');
  if (subscriptionId !== '') {
    if (!OBJECT_ID.test(subscriptionId))
      errors.push({
        field: 'subscriptionId',
        message: `Subscription id "${subscriptionId}" must be 24 hexadecimal characters.`,
      });
    if (userId !== '' || rowMango !== '')
      errors.push({
        field: 'subscriptionId',
        message: 'Give either a subscription id, or a user id and a Mango id, not both: empty one of them.',
      });
    if (context.mangoIdForAll && userId === '' && rowMango === '')
      notes.push('The subscription id names the subscription: the Mango chosen for all rows is not sent.');
    return finishRow(
      SubscriptionTarget,
      { subscriptionId: subscriptionId.toLowerCase() },
      line,
      errors,
      notes,
    );
  }
  if (userId === '')
    errors.push({
      field: 'userId',
      message:
        'Subscription id and user id are both missing: give a subscription id, or a user id and a Mango.',
    });
  else if (!OBJECT_ID.test(userId))
    errors.push({ field: 'userId', message: `User id "${userId}" must be 24 hexadecimal characters.` });
  const mango = resolveMango(context.mangoIdForAll ?? rowMango, context);
  if (mango.error) errors.push({ field: 'mangoId', message: mango.error });
  return finishRow(
    SubscriptionTarget,
    { userId: userId.toLowerCase(), mangoId: mango.id },
    line,
    errors,
    notes,
  );
}

/** The spec of a kind that sends one subscription target per row (grant or revoke). */
export function subscriptionKind(own: SubscriptionKindWords): JobKindSpec {
  const { verb, ...rest } = own;
  return {
    ...rest,
    fields,
    synonyms: {
      subscriptionId: ['subscriptionid', 'subscription', 'subid'],
      userId: ['userid', 'user', 'fanid', 'fan', 'customerid'],
      mangoId: fieldSynonyms.mangoId,
    },
    labels: { subscriptionId: 'Subscription id', userId: 'User id', mangoId: 'Mango id' },
    hints: {
      subscriptionId: 'Alone · or a user id and a Mango id',
      userId: '24 hexadecimal characters · with a Mango id',
      mangoId: 'Name or id, with a user id · or one Mango for all rows',
    },
    required: [],
    oneOf: [['subscriptionId', 'userId']],
    templateRows: [
      ['', 'fa0000000000000000000002', 'ae0000000000000000000003'],
      ['5a0000000000000000000001', '', ''],
    ],
    body: SubscriptionTarget,
    validateRow: validateSubscriptionRow,
    ledgerKey: (body) =>
      text(body['subscriptionId'])
        ? `${own.name}|subscription:${text(body['subscriptionId']).toLowerCase()}`
        : `${own.name}|${text(body['userId']).toLowerCase()}|${text(body['mangoId']).toLowerCase()}`,
    mangoOf: (body) => text(body['mangoId']) || undefined,
    rowColumns: [
      bodyColumn('subscriptionId', 'id'),
      bodyColumn('userId', 'id'),
      bodyColumn('mangoId', 'mango'),
    ],
    duplicateMessage: (first) =>
      `Duplicate of row ${first}: the same subscription to ${verb}. Only the first is sent.`,
  };
}
