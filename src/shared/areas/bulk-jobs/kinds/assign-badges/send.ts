import { assignBadgesKind, AssignBadgesRow } from './rules';
import { AppFailure } from '../../../../errors';
import { sender, type JobKind } from '../common/job';
import { resolvePerson } from '../common/person-send';

const failureText = (error: unknown, fallback: string) =>
  error instanceof AppFailure ? error.error.message : fallback;

/**
 * assign-badges rows (a row by email is looked up first): `{message, success: true}` is done. In place
 * when the person already holds every badge of the row: get user by id gives their email (a row by email
 * has it), and the lookup by that email lists their badges (get user itself does not). A person without an email on the service cannot be checked.
 */
export const assignBadgesJob: JobKind = {
  spec: assignBadgesKind,
  uncertainWhat: 'whether the badges were given',
  async send(client, body, signal) {
    const row = AssignBadgesRow.parse(body);
    const person = await resolvePerson(client, row, signal);
    if ('decision' in person) return person.decision;
    const { userId } = person;
    const { badges } = row;
    const answer = await sender(client, 'assignBadges')({ params: { userId }, body: { badges } }, { signal });
    if (answer.success === false)
      return {
        kind: 'failed',
        reason: answer.message?.trim() || 'The service answered success: false.',
        serverError: false,
      };
    return { kind: 'succeeded', outcome: { userId, status: answer.message?.trim() || 'success' } };
  },
  async check(client, body, signal) {
    const { userId, email: given, badges } = AssignBadgesRow.parse(body);
    let email = userId ? undefined : given;
    if (userId)
      try {
        email = (await client.getUser({ params: { userId } }, { signal })).email;
      } catch (error) {
        return { kind: 'unknown', message: failureText(error, 'Get user by id failed.'), cause: error };
      }
    if (!email) return { kind: 'unknown', message: 'The person has no email to look their badges up by.' };
    try {
      const person = await client.lookupUser({ query: { email } }, { signal });
      const held = new Set((person.badges ?? []).map((b) => b._id.toLowerCase()));
      return badges.every((b) => held.has(b))
        ? { kind: 'in_place', outcome: { userId: userId ?? person._id, status: 'confirmed by lookup' } }
        : { kind: 'not_in_place' };
    } catch (error) {
      return { kind: 'unknown', message: failureText(error, 'The lookup failed.'), cause: error };
    }
  },
};
