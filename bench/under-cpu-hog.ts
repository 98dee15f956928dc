/**
 * Runs a command while a CPU hog keeps every core busy (bench/cpu-hog.ts), to prove the suite steady on a
 * loaded machine: `npx tsx bench/under-cpu-hog.ts npm run test:all`. Exits with the command's own code
 * (or 1 when it was killed by a signal), after stopping the hog; says how long the command took.
 */
import { spawn } from 'node:child_process';
import { startCpuHog } from './cpu-hog';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  process.stderr.write('Usage: npx tsx bench/under-cpu-hog.ts <command> [args...]\n');
  process.exit(2);
}

const hog = await startCpuHog();
process.stdout.write(
  `[cpu-hog] ${hog.cores} busy processes, one per core; running: ${[command, ...args].join(' ')}\n`,
);
const started = Date.now();
const code = await new Promise<number>((resolve) => {
  const child = spawn(command, args, { stdio: 'inherit' });
  child.on('error', (error) => {
    process.stderr.write(`[cpu-hog] could not start ${command}: ${error.message}\n`);
    resolve(1);
  });
  child.on('close', (exitCode) => resolve(exitCode ?? 1));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
});
await hog.stop();
process.stdout.write(
  `[cpu-hog] the command ended with ${code} after ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
);
process.exit(code);
