import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChannelInput, ChannelName, ChannelOutput, EventName } from '../../src/shared/bridge';
import type { AppError } from '../../src/shared/errors';
import type { ConsoleApp } from '../../src/main/app/compose';
import { createSandbox, type Sandbox } from '../../src/sandbox/server';
import { createMemorySecretStore, type SecretStore } from '../../src/main/platform/secrets/secret-store';
import { openConsoleOn } from './sandbox-console';
import type { WindowLimit } from '../../src/main/platform/api';

/**
 * A host limit for tests whose subject is not the limit (a bulk job of hundreds of rows, a long export):
 * ten times the documented window's calls, so they do not sit out 10-second windows. The limiter itself
 * is tested with the documented limit (tests/unit/api/retry-and-limits.test.ts, rate-window-store.test.ts).
 */
export const WIDE_HOST_LIMIT: WindowLimit = { max: 1_200, windowMs: 10_500 };

export interface ConsoleHarness {
  sandbox: Sandbox;
  /** The console under test; replaced by `restart()`. */
  readonly app: ConsoleApp;
  dataDir: string;
  secretStore: SecretStore;
  /** Every event main emitted, in order. */
  events: Array<{ event: EventName; payload: unknown }>;
  /** A bridge call that must succeed: its value. */
  call<C extends ChannelName>(channel: C, input: ChannelInput<C>): Promise<ChannelOutput<C>>;
  /** A bridge call that must fail: its typed error. Its input is `unknown` so tests can send what main must refuse. */
  fail(channel: ChannelName, input: unknown): Promise<AppError>;
  /** Closes the console and starts a new one on the same data directory and sandbox (a restart). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The whole console (bridge dispatcher, real services, API client, HTTP) on a private sandbox and a
 * temporary data directory, as integration tests and benchmarks use it.
 */
export async function startConsoleHarness(
  options: { fixture?: unknown; name?: string; hostLimit?: WindowLimit | false } = {},
): Promise<ConsoleHarness> {
  const sandbox = await createSandbox({ port: 0, ...(options.fixture ? { fixture: options.fixture } : {}) });
  const dataDir = await mkdtemp(join(tmpdir(), `${options.name ?? 'console'}-it-`));
  const secretStore = createMemorySecretStore();
  const events: ConsoleHarness['events'] = [];
  const boot = () =>
    openConsoleOn(sandbox, dataDir, {
      emit: (event, payload) => events.push({ event, payload }),
      secretStore,
      hostLimit: options.hostLimit,
    });
  let app = await boot();
  return {
    sandbox,
    get app() {
      return app;
    },
    dataDir,
    secretStore,
    events,
    async call(channel, input) {
      const result = await app.dispatch(channel, input);
      if (!result.ok) throw new Error(`${channel} failed: ${JSON.stringify(result.error)}`);
      return result.value as never;
    },
    async fail(channel, input) {
      const result = await app.dispatch(channel, input);
      if (result.ok) throw new Error(`${channel} was expected to fail`);
      return result.error;
    },
    async restart() {
      await app.close();
      app = await boot();
    },
    async close() {
      await app.close();
      await sandbox.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
