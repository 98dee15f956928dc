/**
 * Two different numbers, never both called "participants":
 * - "eligible customers": the service's participant preview (docs: "the total number of eligible
 *   participants ... based on active subscriptions to the selected mangoes"), counted while planning;
 * - "joined": a call's own `participantCount`, the people the service counted in the call, which is 0
 *   until it starts. It is shown only for a call that has started, where it means something.
 */
export function joinedLabel(status: string | undefined, count: number | undefined): string | null {
  if (count === undefined || (status !== 'ongoing' && status !== 'completed')) return null;
  return `${count} joined`;
}
