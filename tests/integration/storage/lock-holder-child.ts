/**
 * A second process for the data-directory lock test: takes the lock on DATA_DIR, prints "held", and
 * keeps it until it is told to stop (a line on stdin) or is killed.
 */
import { acquireDataDirLock } from '../../../src/main/platform/storage/data-dir-lock';

const dir = process.env.DATA_DIR;
if (!dir) throw new Error('DATA_DIR is not set');
try {
  const lock = await acquireDataDirLock(dir, { app: 'web' });
  process.stdout.write('held\n');
  process.stdin.once('data', () => {
    void lock.release().then(() => process.exit(0));
  });
} catch (error) {
  process.stdout.write(`refused: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(3);
}
