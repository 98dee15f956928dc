import type { AppError } from '@shared/errors';

/** What a screen knows of one write: when it was last started and how it failed (mutation state). */
export interface WriteState {
  submittedAt: number;
  appError: AppError | null;
}

/**
 * The error of whichever write was started last, or null when that one succeeded or is still running:
 * a screen with one error slot shows the outcome of the latest action, as a person expects.
 */
export function lastWriteError(...writes: readonly WriteState[]): AppError | null {
  let latest: WriteState | null = null;
  for (const write of writes) {
    if (write.submittedAt > 0 && (!latest || write.submittedAt >= latest.submittedAt)) latest = write;
  }
  return latest?.appError ?? null;
}
