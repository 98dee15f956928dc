import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Profile } from '../../../shared/profile';
import { DEMO_CREDENTIALS } from '../../../sandbox/fixture/demo-credentials';
import type { SandboxGeneration } from '../../../sandbox/persistence';
import type { KeptFileProblem, Sandbox } from '../../../sandbox/server';
import type { KeepOptions } from '../../../sandbox/persistence';
import { createLogger } from '../../platform/logging/logger';
import { readJsonFile, writeFileAtomic } from '../../platform/storage/atomic-file';
import { SANDBOX_PROFILE_ID, type SandboxProfileSource } from './profiles';

/**
 * How the console keeps a sandbox's data in `file`: through its own atomic storage (a damaged file is moved
 * aside, a failing disk reaches the storage notices on screen) and its log. The built-in sandbox and
 * `npm run sandbox -- --keep FILE` both use it.
 */
export function keepWithConsoleStorage(file: string): KeepOptions {
  return { file, readJson: readJsonFile, writeAtomic: writeFileAtomic, log: createLogger('sandbox') };
}

/** What the console can say about the sandbox's data without starting it. */
export interface SandboxDataStatus {
  /** Whether its data is kept in the data directory across restarts (the console's own sandbox). */
  kept: boolean;
  /** Known once it has started. */
  generation?: SandboxGeneration;
  /** A damaged kept file this start moved aside (the sandbox began a new generation). */
  damagedFile?: KeptFileProblem;
}

/** The embedded sandbox as the console sees it: where it listens, its demo credentials, how to stop it. */
export interface EmbeddedSandbox extends SandboxProfileSource {
  url: string;
  /** The current generation of its data; starts the sandbox when it has not started yet. */
  generation(): Promise<SandboxGeneration>;
  /** Deletes all its data (back to the demo data) and begins a new generation, on disk before it answers. */
  resetData(): Promise<SandboxGeneration>;
  dataStatus(): SandboxDataStatus;
  close(): Promise<void>;
}

function statusOf(sandbox: Sandbox, kept: boolean): SandboxDataStatus {
  const problem = sandbox.keptFileProblem();
  return { kept, generation: sandbox.generation(), ...(problem ? { damagedFile: problem } : {}) };
}

async function resetSandbox(sandbox: Sandbox): Promise<SandboxGeneration> {
  sandbox.reset();
  await sandbox.keepNow();
  return sandbox.generation();
}

/** The data side of an `EmbeddedSandbox` for a sandbox started elsewhere (tests, benchmarks): in memory. */
export function sandboxDataOf(
  sandbox: Sandbox,
): Pick<EmbeddedSandbox, 'generation' | 'resetData' | 'dataStatus'> {
  return {
    generation: () => Promise.resolve(sandbox.generation()),
    resetData: () => resetSandbox(sandbox),
    dataStatus: () => statusOf(sandbox, false),
  };
}

/**
 * The console's view of a running sandbox: the built-in "Sandbox" profile pointing at it with its demo
 * credentials. `owned: false` leaves closing the sandbox to whoever started it (tests, benchmarks).
 */
export function embedSandbox(sandbox: Sandbox, options: { owned?: boolean } = {}): EmbeddedSandbox {
  // Read on first use: the demo credentials come from the sandbox's fixture, which it builds lazily.
  let demo: ReturnType<Sandbox['demoCredentials']> | undefined;
  let profile: Profile | undefined;
  const credentials = () => (demo ??= sandbox.demoCredentials());
  return {
    url: sandbox.url,
    profile: () =>
      (profile ??= {
        id: SANDBOX_PROFILE_ID,
        name: 'Sandbox',
        baseUrl: sandbox.url,
        whitelabelHost: credentials().whitelabelHost,
        kind: 'sandbox',
      }),
    credentials: () => ({ accessToken: credentials().accessToken, apiKey: credentials().apiKey }),
    ...sandboxDataOf(sandbox),
    close: () => (options.owned === false ? Promise.resolve() : sandbox.close()),
  };
}

/**
 * The built-in Creator Integration Service for the console's "Sandbox" profile, so the console works on
 * first start with no account. Only a loopback port is opened at launch: the sandbox itself (its code,
 * its demo fixture, its memory) is loaded by the first request that reaches that port, whoever sends it
 * (a screen on the Sandbox profile, a test, a rehearsal). Requests that arrive while it loads wait for it;
 * concurrent first requests load it once. Until then its profile uses the demo credentials' constants.
 */
export async function startEmbeddedSandbox(
  load: () => Promise<Pick<typeof import('../../../sandbox/server'), 'createSandbox'>> = () =>
    import('../../../sandbox/server'),
  options: {
    /** Keep its data in this file across restarts (the console's own sandbox; tests leave it out). */
    keepFile?: string;
    /** Called once it has started (its data loaded or created), with what the console may show. */
    onStarted?: (status: SandboxDataStatus) => void;
  } = {},
): Promise<LazyEmbeddedSandbox> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let starting: Promise<Sandbox> | undefined;
  let running: Sandbox | undefined;
  const kept = options.keepFile !== undefined;
  let starts = 0;
  const start = (): Promise<Sandbox> =>
    (starting ??= (async () => {
      starts += 1;
      const { createSandbox } = await load();
      const sandbox = await createSandbox({
        server,
        host: '127.0.0.1',
        ...(options.keepFile ? { keep: keepWithConsoleStorage(options.keepFile) } : {}),
      });
      // Started without a request (a generation asked for): the sandbox answers the next request alone.
      server.off('request', early);
      running = sandbox;
      options.onStarted?.(statusOf(sandbox, kept));
      return sandbox;
    })());
  // Each early request waits for the sandbox, then is handed to it (this listener is gone by then).
  const early = (req: IncomingMessage, res: ServerResponse): void => {
    start().then(
      () => {
        server.off('request', early);
        server.emit('request', req, res);
      },
      (error: unknown) => {
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            code: 503,
            message: `The built-in sandbox could not start: ${error instanceof Error ? error.message : String(error)}`,
            success: false,
          }),
        );
      },
    );
  };
  server.on('request', early);
  const profile: Profile = {
    id: SANDBOX_PROFILE_ID,
    name: 'Sandbox',
    baseUrl: url,
    whitelabelHost: DEMO_CREDENTIALS.host,
    kind: 'sandbox',
  };
  return {
    url,
    profile: () => profile,
    credentials: () => ({ accessToken: DEMO_CREDENTIALS.accessToken, apiKey: DEMO_CREDENTIALS.apiKey }),
    generation: async () => (await start()).generation(),
    resetData: async () => resetSandbox(await start()),
    dataStatus: () => (running ? statusOf(running, kept) : { kept }),
    started: () => starting !== undefined,
    starts: () => starts,
    async close() {
      const sandbox = await starting?.catch(() => undefined);
      server.closeAllConnections();
      if (sandbox) await sandbox.close();
      else await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The console's own embedded sandbox: says whether (and how often) it was started. */
export interface LazyEmbeddedSandbox extends EmbeddedSandbox {
  started(): boolean;
  starts(): number;
}
