import type { MangoDraft } from '../../../shared/areas/mangoes/domain/draft';
import { appFailure } from '../../../shared/errors';

/**
 * Whether a draft describes sandbox data a reset has deleted: the profile has a sandbox generation and
 * the draft was made on another one (or before generations existed, when the data never outlived a run).
 */
export function isEarlierSandboxData(draft: MangoDraft, generation: string | undefined): boolean {
  return generation !== undefined && draft.sandboxGeneration !== generation;
}

export const EARLIER_SANDBOX_DATA =
  'This draft was made on earlier sandbox data, which "Reset sandbox data" deleted: the Mango it starts from may no longer be what the sandbox holds. It is kept as a record and cannot be edited or applied. Discard it, then draft the change again on the current data.';

/** Refuses to apply drafts of earlier sandbox data, naming them, before anything is sent. */
export function refuseEarlierSandboxDrafts(
  drafts: readonly MangoDraft[],
  generation: string | undefined,
): void {
  const earlier = drafts.filter((d) => isEarlierSandboxData(d, generation));
  if (earlier.length === 0) return;
  const names = earlier.map((d) => `"${d.title}"`).join(', ');
  throw appFailure(
    'conflict',
    `Nothing was applied: the draft${earlier.length > 1 ? 's' : ''} ${names} ${earlier.length > 1 ? 'were' : 'was'} made on earlier sandbox data, which "Reset sandbox data" deleted. Discard ${earlier.length > 1 ? 'them' : 'it'} (or leave ${earlier.length > 1 ? 'them' : 'it'} as a record), then draft the change again on the current data.`,
  );
}
