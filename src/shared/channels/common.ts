import { z } from 'zod';
import { ObjectId } from '../contract/common';
import { ProfileId } from '../profile';

/**
 * Every service-area channel works on one profile: the given one, or the active profile when omitted.
 * Extend it: `ProfileScoped.extend({ mangoId: ObjectId })`.
 */
export const ProfileScoped = z.object({ profileId: ProfileId.optional() });
export type ProfileScoped = z.infer<typeof ProfileScoped>;

/** The Mangoes a filter or a request names. */
export const MangoIds = z.array(ObjectId).max(100, 'Pick at most 100 Mangoes');

/** A CSV export as main hands it to the page. */
export const CsvFile = z.object({ fileName: z.string(), csv: z.string(), rows: z.number().int() });
