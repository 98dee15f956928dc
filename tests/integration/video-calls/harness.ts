import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import type { ChannelName, ChannelOutput } from '../../../src/shared/bridge';
import type { AppError } from '../../../src/shared/errors';
import { createConsole, type ConsoleApp } from '../../../src/main/compose';
import { createApiClient } from '../../../src/main/api';
import { createSandbox, type Sandbox } from '../../../src/main/sandbox/server';
import { createMemorySecretStore } from '../../../src/main/secrets/secret-store';
import { embedSandbox } from '../../../src/main/services/embedded-sandbox';

export const MANGO = 'ae0000000000000000000001';
export const MANGO_2 = 'ae0000000000000000000002';
export const FOREIGN_MANGO = 'ae000000000000000000000d';

export interface Harness {
  sandbox: Sandbox;
  app: ConsoleApp;
  call<C extends ChannelName>(channel: C, input: unknown): Promise<ChannelOutput<C>>;
  fail(channel: ChannelName, input: unknown): Promise<AppError>;
  /** The typed API client straight to the sandbox, to see the service's own answers. */
  client: ReturnType<typeof createApiClient>;
  /** A local date `days` after the sandbox's now, in `zone`. */
  localDay(days: number, zone?: string): string;
  callByTitle(title: string): Sandbox['state']['data']['videoCalls'][number];
  close(): Promise<void>;
}

/** The whole console (real services, client and HTTP) on a private sandbox whose clock the test moves. */
export async function startHarness(): Promise<Harness> {
  const sandbox = await createSandbox({ port: 0 });
  const embedded = embedSandbox(sandbox, { owned: false });
  const profile = embedded.profile();
  const dataDir = await mkdtemp(join(tmpdir(), 'video-calls-it-'));
  const app = await createConsole({
    dataDir,
    host: 'web',
    secretStore: createMemorySecretStore(),
    emit: () => undefined,
    sandbox: embedded,
  });
  const client = createApiClient({
    profile,
    getSecrets: async () => embedded.credentials(),
  });
  return {
    sandbox,
    app,
    client,
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
    localDay: (days, zone = 'Asia/Kolkata') =>
      DateTime.fromMillis(sandbox.clock.now(), { zone }).plus({ days }).toFormat('yyyy-MM-dd'),
    callByTitle(title) {
      const found = sandbox.state.data.videoCalls.find((c) => c.title === title);
      if (!found) throw new Error(`no call ${title}`);
      return found;
    },
    async close() {
      await client.close();
      await app.close();
      await sandbox.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
