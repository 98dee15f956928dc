import { generateDemoFixture } from '../../../src/sandbox/fixture/generate';
import { CREATOR_IDS } from '../../../src/sandbox/fixture/known-ids';
import { nameIndex } from '../../../src/shared/areas/bulk-jobs/domain/name-match';
import type { ValidationContext } from '../../../src/shared/areas/bulk-jobs/domain/validate-row';

/**
 * The demo business's Mangoes and badges as the console reads them from the sandbox (deleted Mangoes left
 * out), for checking files that name them: the templates are valid on the Sandbox profile as they are.
 */
export function demoLists(): Required<Pick<ValidationContext, 'mangoes' | 'badges'>> {
  const fixture = generateDemoFixture();
  const own = <T extends { creator?: string }>(records: readonly T[]) =>
    records.filter((r) => r.creator === CREATOR_IDS.whitelabel);
  return {
    mangoes: nameIndex(
      own(fixture.mangoes)
        .filter((m) => !m.isDeleted)
        .map((m) => ({ id: m._id, name: m.title ?? m._id })),
    ),
    badges: nameIndex(own(fixture.badges).map((b) => ({ id: b._id, name: b.name ?? b._id }))),
  };
}
