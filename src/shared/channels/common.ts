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

/**
 * A CSV export as main hands it to the page: the CSV with its header row first, and the lines that say what
 * it holds (filters, when, what was left out), which the page saves as `<name>.notes.txt` when asked.
 */
export const CsvFile = z.object({
  fileName: z.string(),
  csv: z.string(),
  notes: z.array(z.string()),
  rows: z.number().int(),
});
