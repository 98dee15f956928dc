import { RevokeUserBody } from '../../../../contract/integration';
import { revokeUserKind } from './rules';
import { checkCustomer } from '../common/customer-check';
import { sender, type JobKind } from '../common/job';

/**
 * revoke-user rows: in place when the person exists and holds no active subscription to the Mango. A
 * person the lookup cannot find is not proof of anything (a host without the lookup answers the same), so
 * that reads as unknown.
 */
export const revokeUserJob: JobKind = {
  spec: revokeUserKind,
  uncertainWhat: 'whether the customer was removed',
  async send(client, body, signal) {
    const answer = await sender(client, 'revokeUser')({ body: RevokeUserBody.parse(body) }, { signal });
    const result = typeof answer.result === 'string' ? answer.result.trim() : '';
    if (answer.code === 0 && (result === '' || result.toLowerCase() === 'success'))
      return { kind: 'succeeded', outcome: { status: result || 'success' } };
    return {
      kind: 'failed',
      reason: answer.message?.trim() || `The service answered "${result}" instead of success.`,
      serverError: false,
    };
  },
  async check(client, body, signal) {
    const { userId, userEmail, mangoId } = RevokeUserBody.parse(body);
    const result = await checkCustomer(
      client,
      { ...(userId ? { userId } : {}), ...(userEmail ? { email: userEmail } : {}) },
      mangoId,
      signal,
    );
    if (result.kind === 'subscribed') return { kind: 'not_in_place' };
    if (result.kind === 'not_subscribed' && result.userId)
      return { kind: 'in_place', outcome: { userId: result.userId, status: 'confirmed by lookup' } };
    if (result.kind === 'not_subscribed')
      return { kind: 'unknown', message: 'The lookup does not find this person: nothing to check.' };
    if (result.kind === 'unavailable') return { kind: 'unknown', message: result.message, unavailable: true };
    return { kind: 'unknown', message: result.message, cause: result.cause };
  },
};
