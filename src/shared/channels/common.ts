import { z } from 'zod';
import { ProfileId } from '../profile';

/**
 * Every service-area channel works on one profile: the given one, or the active profile when omitted.
 * Extend it: `ProfileScoped.extend({ mangoId: ObjectId })`.
 */
export const ProfileScoped = z.object({ profileId: ProfileId.optional() });
export type ProfileScoped = z.infer<typeof ProfileScoped>;
