// What the community area offers the other areas; they import it from here only (lint: feature-isolation).

/** Who may be given access (Mangoes, courses), as the channel and course forms offer it. */
export { useAccessOptions } from './channels/queries';
