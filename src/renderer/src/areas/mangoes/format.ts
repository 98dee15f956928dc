import type { DraftState } from '@shared/areas/mangoes/domain/draft';

/** How each draft state looks: a colour and, always beside it, its name (colour never carries meaning alone). */
export const stateColors: Record<DraftState, string> = {
  draft: 'gray',
  ready: 'blue',
  applying: 'violet',
  applied: 'teal',
  conflict: 'orange',
  failed: 'red',
};

export const stateLabels: Record<DraftState, string> = {
  draft: 'Draft',
  ready: 'Ready',
  applying: 'Applying',
  applied: 'Applied',
  conflict: 'Conflict',
  failed: 'Failed',
};

/** What the conflict state means, said with the label wherever a conflict shows. */
export const CONFLICT_TEXT = 'Conflict: changed on the service since you drafted';

/** The badge for changes buyers see (price, currency, GST, validity, seats), and what it means. */
export const REACHES_BUYERS = 'Reaches buyers';
export const REACHES_BUYERS_HINT = 'Price, currency, GST, validity or seats: buyers see this change.';
