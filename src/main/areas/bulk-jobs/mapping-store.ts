import { join } from 'node:path';
import { z } from 'zod';
import { ObjectId } from '../../../shared/contract/common';
import { normalizeHeader } from '../../../shared/areas/bulk-jobs/domain/fields';
import type { JobKindName } from '../../../shared/areas/bulk-jobs/kinds';
import { createJsonDocument } from '../../platform/storage/json-document';
import { profileDir } from '../deps';

const MappingFile = z.object({
  schemaVersion: z.literal(1),
  /** Normalized header name -> field (of any job kind), learnt from every mapping the person confirmed. */
  byHeader: z.record(z.string(), z.string()),
  /**
   * The "one Mango for every row" chosen for a file, by its kind and columns (`mangoChoiceKey`), with the
   * Mango's title then, to name it if it is gone by the next file. Absent in files written before it.
   */
  mangoForAll: z.record(z.string(), z.object({ mangoId: ObjectId, title: z.string().optional() })).optional(),
});
export type MappingFile = z.infer<typeof MappingFile>;

/** Saved column mappings, per profile: a file with the same headers next time maps itself. */
export function mappingDocument(dataDir: string, profileId: string) {
  return createJsonDocument(
    join(profileDir(dataDir, profileId), 'migration', 'mappings.json'),
    MappingFile,
    () => ({
      schemaVersion: 1 as const,
      byHeader: {},
    }),
  );
}

/**
 * What a "one Mango for every row" choice is remembered under: the job kind and the file's columns (their
 * normalized names, in any order), as the mapping is remembered by header names. A revoke file never
 * inherits the Mango a migration file of the same columns was sent to.
 */
export function mangoChoiceKey(kind: JobKindName, headers: readonly string[]): string {
  const names = [...new Set(headers.map(normalizeHeader).filter(Boolean))].sort();
  return `${kind}|${names.join(',')}`;
}
