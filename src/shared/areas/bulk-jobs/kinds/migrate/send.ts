import { MigrateUserBody } from '../../../../contract/integration';
import { migrateKind } from './rules';
import { checkCustomer } from '../common/customer-check';
import { decideFromAnswer } from '../common/row-decision';
import { sender, type JobKind } from '../common/job';

/** migrate-user rows: in place when the person is an active customer of the Mango. */
export const migrateJob: JobKind = {
  spec: migrateKind,
  uncertainWhat: 'whether the customer was added',
  async send(client, body, signal) {
    return decideFromAnswer(
      await sender(client, 'migrateUser')({ body: MigrateUserBody.parse(body) }, { signal }),
    );
  },
  async check(client, body, signal) {
    const { email, mangoId } = MigrateUserBody.parse(body);
    const result = await checkCustomer(client, email, mangoId, signal);
    if (result.kind === 'subscribed')
      return {
        kind: 'in_place',
        outcome: {
          userId: result.userId,
          ...(result.subscriptionId ? { subscriptionId: result.subscriptionId } : {}),
          status: 'confirmed by lookup',
        },
      };
    if (result.kind === 'not_subscribed') return { kind: 'not_in_place' };
    if (result.kind === 'unavailable') return { kind: 'unknown', message: result.message, unavailable: true };
    return { kind: 'unknown', message: result.message, cause: result.cause };
  },
};
