/**
 * The points of a row's write path where the crash test kills the runner's process (crash-child.ts):
 * - before the sending line: the row was claimed in the progress mark, nothing about it is journaled;
 * - inside the sending line: half of it reached the file (a torn last line);
 * - after the sending line: journaled as sending, the request not yet answered (it may be on the wire);
 * - before the answer: the service applied the row and answered, the outcome line is not written;
 * - after the answer: the outcome line is written (not yet synced).
 */
export const crashPoints = [
  'before the sending line',
  'inside the sending line',
  'after the sending line',
  'before the answer',
  'after the answer',
] as const;

export type CrashPoint = (typeof crashPoints)[number];
