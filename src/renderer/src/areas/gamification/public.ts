// What the gamification area offers the other areas; they import it from here only (lint: feature-isolation).

/** One person's badges, points and ledger, with the award and badge actions (the customer page shows it). */
export { PersonGamificationPanel } from './PersonGamificationPanel';
