import { afterAll, beforeAll } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Clock } from '../../../src/main/platform/api/clock';
import type { ConsoleApp } from '../../../src/main/app/compose';
import { createMemorySecretStore } from '../../../src/main/platform/secrets/secret-store';
import { openConsoleOn } from '../../helpers/sandbox-console';
import { createSandbox } from '../../../src/sandbox/server';
import type { ChannelName, ChannelOutput } from '../../../src/shared/bridge';
import type { JobSummary } from '../../../src/shared/areas/bulk-jobs/channels';
import type { AppError } from '../../../src/shared/errors';
import { createApiClient } from '../../../src/main/platform/api';
import type { Transport } from '../../../src/main/platform/api/transport';
import type { Sandbox } from '../../../src/sandbox/server';
import type { HandlerResult } from '../../../src/sandbox/context';
import { migrateUser } from '../../../src/sandbox/handlers/integration';
import {
  jobPaths,
  writeJobFile,
  type JobFile,
  type JobPaths,
} from '../../../src/main/areas/bulk-jobs/job-store';
import { journalHeader, writeProgressMark } from '../../../src/main/areas/bulk-jobs/journal-trust';
import type { JournalEntry } from '../../../src/shared/areas/bulk-jobs/domain/journal';
import type { JobKindName } from '../../../src/shared/areas/bulk-jobs/kinds';
import { idKindCases } from './id-kinds';
import { WIDE_HOST_LIMIT } from '../../helpers/console-harness';

export { appliedById, BADGE, personId, seedPeople, type IdKind } from './id-kinds';
import type { OperationName } from '../../../src/shared/contract/operations';
import type { WindowLimit } from '../../../src/main/platform/api';

export const MANGO = 'ae0000000000000000000003';

/** `n` valid rows with unique emails (row i has email `bulk<i>@migration.test`). */
export function makeJob(n: number, id = `job-test-${Math.random().toString(36).slice(2, 10)}`): JobFile {
  const rows: JobFile['rows'] = Array.from({ length: n }, (_, i) => {
    const email = `bulk${i}@migration.test`;
    const phone = 9_000_000_000 + i;
    return {
      line: i + 2,
      cells: [`Bulk ${i}`, email, String(phone), MANGO],
      body: { name: `Bulk ${i}`, email, phone, mangoId: MANGO, validityDays: 30 },
    };
  });
  return {
    schemaVersion: 1,
    id,
    profileId: 'sandbox',
    profileName: 'Sandbox',
    profileKind: 'sandbox',
    fileName: 'bulk.csv',
    createdAt: new Date().toISOString(),
    headers: ['name', 'email', 'phone', 'mangoId'],
    mangoes: [{ id: MANGO, title: 'Starter Course' }],
    concurrency: 4,
    rows,
  };
}

/**
 * Each job kind as the crash and fault tests drive it: a job of `n` rows (row i is about the person
 * `emailOf(kind, i)`), what must exist on the service before it runs, and how many times the service
 * applied each row's effect (counted from the sandbox's side effects, so a row done twice shows as 2).
 */
export interface KindCase {
  kind: JobKindName;
  operation: Extract<
    OperationName,
    | 'migrateUser'
    | 'revokeUser'
    | 'grantSubscription'
    | 'revokeSubscription'
    | 'assignBadges'
    | 'assignPoints'
  >;
  makeJob(n: number, id?: string): JobFile;
  /** Makes the rows' preconditions true on the sandbox (a revoke needs a customer to remove). */
  prepare(sandbox: Sandbox, n: number): void;
  /** Times the sandbox applied each row's effect, by the row's person (`emailOf`). */
  applied(sandbox: Sandbox): Map<string, number>;
  /** The person a row is about: its email, or its user id for the kinds that name people by id. */
  emailOf(job: JobFile, row: number): string;
}

const revokeEmail = (i: number) => `revoke${i}@migration.test`;

function effectsByEmail(sandbox: Sandbox, kind: string, prefix: string): Map<string, number> {
  const emails = new Map(sandbox.state.data.users.map((u) => [u._id, u.email]));
  const out = new Map<string, number>();
  for (const effect of sandbox.sideEffects.list()) {
    if (effect.kind !== kind) continue;
    const email = emails.get(String((effect.details as { userId?: unknown }).userId)) ?? '';
    if (email.startsWith(prefix)) out.set(email, (out.get(email) ?? 0) + 1);
  }
  return out;
}

/** How many times the sandbox recorded an effect of `kind` (`customer.migrated`, ...), by the user id in the effect. */
export function effectsByUserId(sandbox: Sandbox, kind: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const effect of sandbox.sideEffects.list()) {
    if (effect.kind !== kind) continue;
    const userId = String((effect.details as { userId?: unknown }).userId);
    counts.set(userId, (counts.get(userId) ?? 0) + 1);
  }
  return counts;
}

/**
 * Makes each email a customer of the Mango on the sandbox (once: people already there are kept), through the sandbox's own migrate-user handler
 * (in process: no request, no rate limit). Recorded as `customer.migrated` effects, which the revoke
 * counts do not read.
 */
export function seedCustomers(sandbox: Sandbox, emails: readonly string[], mango: string): void {
  const core = sandbox.core();
  const { creators } = core.state.data;
  const creator = creators.find((c) => c.whitelabel) ?? creators[0];
  if (!creator) throw new Error('the sandbox has no creator');
  emails.forEach((email, i) => {
    if (core.state.customers.userByEmail(creator._id, email)) return;
    const ctx = {
      method: 'POST',
      path: '/integration/action/migrate-user',
      params: {},
      query: {},
      headers: {},
      creator,
      timezoneOffset: undefined,
      body: { name: `Customer ${i}`, email, phone: 9_200_000_000 + i, mangoId: mango },
    };
    const answer = migrateUser(ctx, core) as HandlerResult;
    if (answer.status !== undefined && answer.status !== 200)
      throw new Error(`seeding ${email}: ${JSON.stringify(answer.body)}`);
  });
}

export const kindCases: readonly KindCase[] = [
  {
    kind: 'migrate',
    operation: 'migrateUser',
    makeJob: (n, id) => makeJob(n, id),
    prepare: () => undefined,
    applied: (sandbox) => effectsByEmail(sandbox, 'customer.migrated', 'bulk'),
    emailOf: (job, row) => String(job.rows[row]?.body['email'] ?? ''),
  },
  {
    kind: 'revoke-user',
    operation: 'revokeUser',
    makeJob(n, id) {
      const job = makeJob(n, id);
      return {
        ...job,
        kind: 'revoke-user',
        headers: ['email', 'userId', 'mangoId'],
        rows: job.rows.map((row, i) => ({
          line: row.line,
          cells: [revokeEmail(i), '', MANGO],
          body: { mangoId: MANGO, userEmail: revokeEmail(i) },
        })),
      };
    },
    prepare: (sandbox, n) =>
      seedCustomers(
        sandbox,
        Array.from({ length: n }, (_, i) => revokeEmail(i)),
        MANGO,
      ),
    applied: (sandbox) => effectsByEmail(sandbox, 'customer.revoked', 'revoke'),
    emailOf: (job, row) => String(job.rows[row]?.body['userEmail'] ?? ''),
  },
  ...idKindCases(),
];

export async function writeJob(
  job: JobFile,
  dataDir?: string,
): Promise<{ dataDir: string; paths: JobPaths }> {
  const dir = dataDir ?? (await mkdtemp(join(tmpdir(), 'migration-test-')));
  const paths = jobPaths(dir, job.profileId, job.id);
  await writeJobFile(paths, job);
  return { dataDir: dir, paths };
}

/**
 * A clock shared by the client and the sandbox: every sleep (a 429 pause, the host limiter, backoff)
 * moves the sandbox's clock forward instead of waiting, so its rate windows pass at once.
 */
export function linkedClock(sandbox: Sandbox): Clock {
  return {
    now: () => sandbox.clock.now(),
    random: Math.random,
    sleep(ms, signal) {
      if (signal?.aborted) return Promise.reject(signal.reason ?? new Error('aborted'));
      sandbox.clock.advance(Math.max(0, ms));
      return new Promise((resolve) => setImmediate(resolve));
    },
  };
}

export interface SentRecord {
  email: string;
  status: number | 'network';
}

/**
 * A transport that notes which row each job request carried (its person: email, or user id in the body, the
 * points' fan or the badge path), and what came back.
 */
export function recordingTransport(inner: Transport, sent: SentRecord[]): Transport {
  return {
    async request(request) {
      const body = request.body as
        | { email?: string; userEmail?: string; userId?: string; fanIds?: string[] }
        | undefined;
      const email =
        body?.email ??
        body?.userEmail ??
        body?.userId ??
        body?.fanIds?.[0] ??
        /\/badges\/([0-9a-f]{24})\/assign$/.exec(request.path)?.[1];
      try {
        const response = await inner.request(request);
        if (email) sent.push({ email, status: response.status });
        return response;
      } catch (error) {
        if (email) sent.push({ email, status: 'network' });
        throw error;
      }
    },
    close: () => inner.close(),
  };
}

export function sandboxClient(sandbox: Sandbox, extra: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  const demo = sandbox.demoCredentials();
  return createApiClient({
    profile: { id: 'sandbox', baseUrl: sandbox.url, whitelabelHost: demo.whitelabelHost },
    getSecrets: async () => ({ accessToken: demo.accessToken, apiKey: demo.apiKey }),
    ...extra,
  });
}

/** Subscriptions the sandbox holds per test email, for the job's Mango. */
export function subscriptionsByEmail(sandbox: Sandbox): Map<string, number> {
  const users = new Map(sandbox.state.data.users.map((u) => [u._id, u.email]));
  const out = new Map<string, number>();
  for (const s of sandbox.state.data.subscriptions) {
    const email = users.get(s.fan);
    if (!email?.endsWith('@migration.test') || s.mango !== MANGO) continue;
    out.set(email, (out.get(email) ?? 0) + 1);
  }
  return out;
}

/**
 * Writes a job's journal as the runner would have left it: a header line, the given lines, an optional
 * torn tail, and the progress mark covering the whole lines (`next`: rows from there were never sent).
 */
export async function writeJournal(
  job: JobFile,
  paths: JobPaths,
  lines: JournalEntry[],
  options: { next: number; tail?: string; clean?: boolean },
): Promise<void> {
  const at = new Date().toISOString();
  const all: JournalEntry[] = [journalHeader(job, at), ...lines];
  const whole = all.map((e) => `${JSON.stringify(e)}\n`).join('');
  await writeFile(paths.journal, whole + (options.tail ?? ''));
  await writeProgressMark(paths.mark, {
    v: 1,
    job: job.id,
    next: options.next,
    bytes: Buffer.byteLength(whole),
    sha256: createHash('sha256').update(whole).digest('hex'),
    clean: options.clean ?? false,
    at,
  });
}

/**
 * Bridge calls against a console under test: `call` answers the value or throws, `fail` answers the error or
 * throws, `finished` waits for a job to finish. `app` is read at each call, so a test may restart it.
 */
export function bridgeCalls(app: () => ConsoleApp) {
  async function call<C extends ChannelName>(channel: C, input: unknown): Promise<ChannelOutput<C>> {
    const result = await app().dispatch(channel, input);
    if (!result.ok) throw new Error(`${channel}: ${result.error.message}`);
    return result.value as ChannelOutput<C>;
  }
  async function fail(channel: ChannelName, input: unknown): Promise<AppError> {
    const result = await app().dispatch(channel, input);
    if (result.ok) throw new Error(`${channel} should have failed`);
    return result.error;
  }
  async function finished(jobId: string): Promise<JobSummary> {
    for (let i = 0; i < 600; i += 1) {
      const job = (await call('bulkJobs.job', { jobId, state: 'all', offset: 0, limit: 1 })).job;
      if (job.status === 'finished') return job;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the job did not finish');
  }
  /** Validates an imported file with the columns found in it, and no one Mango for every row. */
  function validate(file: {
    importId: string;
    mapping?: unknown;
  }): Promise<ChannelOutput<'bulkJobs.validate'>> {
    return call('bulkJobs.validate', { importId: file.importId, mapping: file.mapping, mangoIdForAll: null });
  }
  /** Imports a whole file of a kind (one chunk) and validates it (`validate`): its import id and summary. */
  async function importValidated(kind: JobKindName, fileName: string, chunk: string) {
    const imported = await call('bulkJobs.import', { kind, fileName, chunk, final: true });
    return { importId: imported.importId, summary: await validate(imported) };
  }
  /** Sends a validated import (people already subscribed left out) and waits for its job to finish. */
  async function sendAndFinish(importId: string, concurrency: number): Promise<JobSummary> {
    return finished(
      (await call('bulkJobs.start', { importId, includeAlreadySubscribed: false, concurrency })).id,
    );
  }
  return { call, fail, finished, validate, importValidated, sendAndFinish };
}

/**
 * A console on a sandbox of its own, shared by the tests of one file: both start before the first test
 * (the console on a fresh data folder, with an in-memory keychain) and close after the last. `restart`
 * closes the console and opens a new one on the same folder and keychain, as a relaunch does. The bridge
 * calls of `bridgeCalls` come with it. Read the fields inside tests. `hostLimit`: the clients' limit on
 * calls to the host (the documented one unless told; WIDE_HOST_LIMIT for a file that sends hundreds of rows).
 */
export function consoleOnSandbox(name: string, options: { hostLimit?: WindowLimit } = {}) {
  let sandbox: Sandbox | undefined;
  let app: ConsoleApp | undefined;
  let dataDir: string | undefined;
  const secretStore = createMemorySecretStore();
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('consoleOnSandbox: read it inside a test');
    return value;
  };
  const open = () =>
    openConsoleOn(started(sandbox), started(dataDir), { secretStore, hostLimit: options.hostLimit });
  beforeAll(async () => {
    sandbox = await createSandbox({ port: 0 });
    dataDir = await mkdtemp(join(tmpdir(), `${name}-`));
    app = await open();
  });
  afterAll(async () => {
    await app?.close();
    await sandbox?.close();
  });
  return {
    get sandbox() {
      return started(sandbox);
    },
    get app() {
      return started(app);
    },
    get dataDir() {
      return started(dataDir);
    },
    async restart(): Promise<void> {
      await started(app).close();
      app = await open();
    },
    ...bridgeCalls(() => started(app)),
  };
}

/**
 * `consoleOnSandbox` for a file about what is sent, not when: every kind's rows, sent again and again, pass
 * the documented 120 calls in 10 s, so its clients have the wide host limit and do not wait out windows.
 */
export function consoleSendingMany(name: string) {
  return consoleOnSandbox(name, { hostLimit: WIDE_HOST_LIMIT });
}
