import { beforeEach } from 'vitest';
import { DateTime } from 'luxon';
import { createApiClient } from '../../../src/main/platform/api';
import type { Sandbox } from '../../../src/sandbox/server';
import { embedSandbox } from '../../../src/main/areas/profiles/embedded-sandbox';
import { startConsoleHarness, type ConsoleHarness } from '../../helpers/console-harness';
import { harnessPerFile } from '../../helpers/per-file';
import { MANGO_IDS } from '../../../src/sandbox/fixture/known-ids';

export const MANGO = MANGO_IDS.monthly;
export const MANGO_2 = MANGO_IDS.yearly;
export const FOREIGN_MANGO = MANGO_IDS.foreign;

export interface Harness extends ConsoleHarness {
  /** The typed API client straight to the sandbox, to see the service's own answers. */
  client: ReturnType<typeof createApiClient>;
  /** A local date `days` after the sandbox's now, in `zone`. */
  localDay(days: number, zone?: string): string;
  callByTitle(title: string): Sandbox['state']['data']['videoCalls'][number];
}

/** The whole console (real services, client and HTTP) on a private sandbox whose clock the test moves. */
export async function startHarness(): Promise<Harness> {
  const base = await startConsoleHarness({ name: 'video-calls' });
  const { sandbox } = base;
  const embedded = embedSandbox(sandbox, { owned: false });
  const client = createApiClient({
    profile: embedded.profile(),
    getSecrets: async () => embedded.credentials(),
  });
  return Object.assign(Object.create(base) as ConsoleHarness, {
    client,
    localDay: (days: number, zone = 'Asia/Kolkata') =>
      DateTime.fromMillis(sandbox.clock.now(), { zone }).plus({ days }).toFormat('yyyy-MM-dd'),
    callByTitle(title: string) {
      const found = sandbox.state.data.videoCalls.find((c) => c.title === title);
      if (!found) throw new Error(`no call ${title}`);
      return found;
    },
    async close() {
      await client.close();
      await base.close();
    },
  });
}

/**
 * The harness for the tests of one file, handed to `take` once started (before the first test) and closed
 * after the last. Before each test the sandbox's data is reset and its clock frozen at 2026-03-02 06:00 UTC.
 */
export function harnessForFile(take: (harness: Harness) => void): void {
  let harness: Harness | undefined;
  harnessPerFile(startHarness, (started) => {
    harness = started;
    take(started);
  });
  beforeEach(() => {
    harness?.sandbox.clock.set(Date.parse('2026-03-02T06:00:00Z'), { frozen: true });
    harness?.sandbox.reset();
  });
}
