import { jobKindSpec, type JobKindName } from '../../../shared/areas/bulk-jobs/kinds';
import { mangoChoiceKey, mappingDocument, type MappingFile } from './mapping-store';
import type { MangoEntry } from './name-lists';

/**
 * The "one Mango for every row" remembered for a file of this kind with these columns (mapping-store.ts),
 * checked against the service's Mango list before it is offered: a Mango that no longer exists is dropped
 * from memory and named in a notice, never applied; when the list cannot be read it is not applied either
 * (nothing vouches for it), and the notice says so.
 */
export async function recallMangoForAll(input: {
  dataDir: string;
  profileId: string;
  kind: JobKindName;
  headers: readonly string[];
  mangoes: () => Promise<MangoEntry>;
}): Promise<{ mangoIdForAll?: string; mangoForAllNotice?: string }> {
  if (!jobKindSpec(input.kind).fields.includes('mangoId')) return {};
  const document = mappingDocument(input.dataDir, input.profileId);
  const key = mangoChoiceKey(input.kind, input.headers);
  const remembered = (await document.read()).mangoForAll?.[key];
  if (!remembered) return {};
  const { listing } = await input.mangoes();
  const named = remembered.title ? `“${remembered.title}” (${remembered.mangoId})` : remembered.mangoId;
  if (!listing.titles)
    return {
      mangoForAllNotice: `The Mango chosen for every row of the last file with these columns, ${named}, was not applied: the Mango list could not be loaded to check that it still exists. Choose a Mango for every row again once the list loads.`,
    };
  if (listing.titles.has(remembered.mangoId)) return { mangoIdForAll: remembered.mangoId };
  await document.update((current) => {
    const rest = { ...current.mangoForAll };
    if (rest[key]?.mangoId === remembered.mangoId) delete rest[key];
    return { ...current, mangoForAll: rest };
  });
  return {
    mangoForAllNotice: `The Mango chosen for every row of the last file with these columns, ${named}, no longer exists on the service, so it was not applied: choose a Mango for every row again, or map the Mango column.`,
  };
}

/**
 * The mapping file with the "one Mango for every row" of a file of this kind and columns remembered (an
 * id, with its title then) or forgotten (null); unchanged for kinds without a Mango.
 */
export function withMangoChoice(
  current: MappingFile,
  choice: { kind: JobKindName; headers: readonly string[]; mangoId: string | null; title?: string },
): MappingFile {
  if (!jobKindSpec(choice.kind).fields.includes('mangoId')) return current;
  const key = mangoChoiceKey(choice.kind, choice.headers);
  const rest = { ...current.mangoForAll };
  if (choice.mangoId === null) delete rest[key];
  else
    rest[key] = {
      mangoId: choice.mangoId.toLowerCase(),
      ...(choice.title !== undefined ? { title: choice.title } : {}),
    };
  return { ...current, mangoForAll: rest };
}
