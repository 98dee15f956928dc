import { join } from 'node:path';
import { z } from 'zod';
import { createJsonDocument } from '../../storage/json-document';
import { profileDir } from '../deps';

const MappingFile = z.object({
  schemaVersion: z.literal(1),
  /** Normalized header name -> field (of any job kind), learnt from every mapping the person confirmed. */
  byHeader: z.record(z.string(), z.string()),
});

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
