import { afterAll, beforeAll } from 'vitest';

/**
 * A harness shared by the tests of one file: `start` runs before the first test and its harness is handed
 * to `take` (the file keeps it in a variable its tests read); it is closed after the last test.
 */
export function harnessPerFile<H extends { close(): Promise<void> }>(
  start: () => Promise<H>,
  take: (harness: H) => void,
): void {
  let harness: H | undefined;
  beforeAll(async () => {
    harness = await start();
    take(harness);
  });
  afterAll(async () => {
    await harness?.close();
  });
}
