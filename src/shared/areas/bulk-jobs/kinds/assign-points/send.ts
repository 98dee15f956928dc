import { assignPointsKind, AssignPointsRow } from './rules';
import { sender, type JobKind } from '../common/job';
import { resolvePerson } from '../common/person-send';

/**
 * assign-points rows: one person per request (`fanIds: [userId]`, a row by email looked up first); the answer maps the fan id to the id of
 * the points record made, which is kept as the row's outcome. Nothing can be checked: the points ledger
 * lists awards by amount and date, and cannot tell this row's award from another of the same amount.
 */
export const assignPointsJob: JobKind = {
  spec: assignPointsKind,
  uncertainWhat: 'whether the points were given',
  async send(client, body, signal) {
    const row = AssignPointsRow.parse(body);
    const person = await resolvePerson(client, row, signal);
    if ('decision' in person) return person.decision;
    const { userId } = person;
    const { score } = row;
    const answer = await sender(client, 'assignPoints')({ body: { fanIds: [userId], score } }, { signal });
    const record = Object.entries(answer).find(([fan]) => fan.toLowerCase() === userId)?.[1];
    // A 2xx answer is the award made, even when it names no record: failing the row would invite a retry
    // that awards the points twice.
    return {
      kind: 'succeeded',
      outcome: {
        userId,
        status: record ? `points record ${record}` : 'awarded (no record id in the answer)',
      },
    };
  },
};
