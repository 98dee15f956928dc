/**
 * A CPU hog on every core (os.availableParallelism()): one child process per core, each busy-looping,
 * so a benchmark can measure what another program keeping the machine busy does to it. Child processes
 * rather than worker threads: the hog must not share this process's event loop, heap or GC.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';

export interface CpuHog {
  cores: number;
  stop(): Promise<void>;
}

export async function startCpuHog(cores = availableParallelism()): Promise<CpuHog> {
  const children: ChildProcess[] = [];
  for (let i = 0; i < cores; i += 1) {
    const child = spawn(process.execPath, ['-e', 'process.stdout.write("busy\\n"); for (;;) {}'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    children.push(child);
  }
  // Busy once each has said so (node's own start is not part of the load).
  await Promise.all(
    children.map((child) => new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()))),
  );
  return {
    cores,
    async stop() {
      await Promise.all(
        children.map((child) => {
          if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
          const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
          child.kill('SIGKILL');
          return exited;
        }),
      );
    },
  };
}

/** Runs `work` with a CPU hog on every core, stopping the hog afterwards whatever happens. */
export async function underContention<T>(work: () => Promise<T>): Promise<T & { hogCores: number }> {
  const hog = await startCpuHog();
  try {
    return { ...(await work()), hogCores: hog.cores };
  } finally {
    await hog.stop();
  }
}
