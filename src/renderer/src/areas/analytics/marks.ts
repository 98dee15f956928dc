/**
 * Marks a moment for the benchmark and for anyone profiling the screen in dev tools, keeping only the
 * newest mark of each name: the page keeps every user-timing mark until it is cleared, so a mark per
 * visit of the screen would add up for as long as the console stays open. Readers take the newest mark
 * of a name (`performance.getEntriesByName(name).at(-1)`), which is the one kept.
 */
export function mark(name: string): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  performance.clearMarks(name);
  performance.mark(name);
}
