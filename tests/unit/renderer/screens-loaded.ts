import type { LazyScreen } from '../../../src/renderer/src/components/lazy-screen';
import { navigation } from '../../../src/renderer/src/app/navigation';

/**
 * Waits until every area's screen code is loaded. A file that mounts the shell (which loads the opening
 * screen, then the others in the background) waits for this at its end: the files of a worker share their
 * modules, and a load still running when a file's environment is torn down would fail the next file that
 * imports the same module.
 */
export async function screenCodeSettled(): Promise<void> {
  await Promise.all(
    navigation.map((area) => (area.component as Partial<LazyScreen>).preload?.().catch(() => undefined)),
  );
}
