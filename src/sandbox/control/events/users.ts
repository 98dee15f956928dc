import type { CreatorRecord, UserRecord } from '../../fixture-schema';
import { deliver, refuse, type TriggerContext, type TriggerResult } from './trigger-context';

/* user.deleted: a customer removed from the creator's host. */

function userDeletedPayload(user: UserRecord, creator: CreatorRecord | undefined) {
  return {
    _id: user._id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    country: user.country,
    host: creator?.host ?? '',
    profilePicUrl: user.profilePicUrl,
  };
}

/** Sends user.deleted for the customer given (or the creator's first). */
export async function triggerUserDeleted(ctx: TriggerContext): Promise<TriggerResult> {
  const { core, pickUser } = ctx;
  const user = pickUser();
  if (!user) return refuse(404, 'No customer in the sandbox to delete.');
  // The customer stays in the sandbox so the demo keeps working: only the event is sent.
  const deliveries = await deliver(
    core,
    user.creator,
    'user.deleted',
    {},
    userDeletedPayload(user, core.state.byId('creators', user.creator)),
  );
  return {
    body: { description: `Deleted customer ${user.name} (the sandbox keeps the record)`, deliveries },
  };
}
