import type { JobKindSpec } from './spec';
import type { RowState } from '../../domain/journal';

/** The row states in the order the job screen lists them (its counts, filter and bar). */
export const rowStatesShown = [
  'succeeded',
  'failed',
  'uncertain',
  'skipped',
  'pending',
  'sending',
] as const satisfies readonly RowState[];

/**
 * A kind's words for a succeeded row, from its one label: "Awarded" on the screen (state badge, count,
 * filter), "awarded" inside a sentence ("3 awarded", "already awarded by job …", "confirmed as awarded").
 */
export function doneWords(label: string): Pick<JobKindSpec['words'], 'succeeded' | 'done' | 'applied'> {
  const word = label.toLowerCase();
  return { succeeded: label, done: word, applied: word };
}

const sharedStates: Readonly<Record<Exclude<RowState, 'succeeded'>, string>> = {
  failed: 'Failed',
  uncertain: 'Uncertain',
  skipped: 'Skipped',
  pending: 'Waiting',
  sending: 'Being sent',
};

/**
 * Every row state of a job of this kind in words: `label` for badges, counts and filters, `word` inside a
 * sentence. The succeeded state is the kind's own ("Halted", "Given"); the others are the same for all.
 */
export function rowStateWords(
  spec: Pick<JobKindSpec, 'words'>,
): Readonly<Record<RowState, { label: string; word: string }>> {
  const entry = (label: string) => ({ label, word: label.toLowerCase() });
  return {
    succeeded: { label: spec.words.succeeded, word: spec.words.done },
    failed: entry(sharedStates.failed),
    uncertain: entry(sharedStates.uncertain),
    skipped: entry(sharedStates.skipped),
    pending: entry(sharedStates.pending),
    sending: entry(sharedStates.sending),
  };
}
