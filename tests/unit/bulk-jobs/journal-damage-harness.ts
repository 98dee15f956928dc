import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { systemClock } from '../../../src/main/platform/api/clock';
import type {
  MigrateUserBody,
  MigrateUserEnvelope,
  RevokeUserBody,
  RevokeUserEnvelope,
} from '../../../src/shared/contract/integration';
import type { SubscriptionTarget } from '../../../src/shared/contract/subscriptions';
import type { JobKindName } from '../../../src/shared/areas/bulk-jobs/kinds';
import { AppFailure } from '../../../src/shared/errors';
import type { LookupClient } from '../../../src/shared/areas/bulk-jobs/kinds/common/customer-check';
import {
  jobPaths,
  writeJobFile,
  type JobFile,
  type JobPaths,
} from '../../../src/main/areas/bulk-jobs/job-store';
import type { JournalIo } from '../../../src/main/areas/bulk-jobs/journal-file';
import { resolveUncertainRows } from '../../../src/main/areas/bulk-jobs/resolve-uncertain';
import { JobRunner } from '../../../src/main/areas/bulk-jobs/runner';
import type { JobClient } from '../../../src/shared/areas/bulk-jobs/kinds';

/*
 * The harness of journal-damage.slow.test.ts: a job of the kind being run, a fake service that counts what
 * reaches it, a reference run that notes the disk at every request, and a resume from any journal that
 * asserts no row the service had been sent is sent again.
 */

const MANGO = 'ae0000000000000000000003';
const ROWS = 6;
/** The matrix runs once per job kind (the test's describe.each): the kind of the jobs it builds. */
let kind: JobKindName = 'migrate';

/** Sets the kind of the jobs and rows built from now on. */
export function setKind(name: JobKindName): void {
  kind = name;
}

/** Kinds whose rows name a person by email; the others name them by user id. */
const byEmail = () => kind === 'migrate' || kind === 'revoke-user';
/** Kinds whose row takes something away: the lookup reads "done" as "no longer there". */
const removes = () => kind === 'revoke-user' || kind === 'revoke-subscription';
const BADGE = 'ba0000000000000000000001';
/** Row 2's rejection: quotes, a control character and accents, so its journal line has escapes and multi-byte characters. */
const REJECTION = 'Bad phone "900000000\t2" – vérifiez le numéro';
/** The person row `i` is about: an email, or a user id. */
const person = (i: number) => (byEmail() ? `row${i}@x.test` : `fa${String(i).padStart(22, '0')}`);

/** Row `i`'s body in the shape of the kind being run. */
function bodyOf(i: number): Record<string, unknown> {
  const who = person(i);
  switch (kind) {
    case 'migrate':
      return { name: `R${i}`, email: who, phone: 9_000_000_000 + i, mangoId: MANGO };
    case 'revoke-user':
      return { mangoId: MANGO, userEmail: who };
    case 'grant-subscription':
    case 'revoke-subscription':
      return { userId: who, mangoId: MANGO };
    case 'assign-badges':
      return { userId: who, badges: [BADGE] };
    case 'assign-points':
      return { userId: who, score: 10 };
  }
}

/**
 * The service: applies a row on success (adds a customer, or removes one; and on a reset: the request was
 * applied, the answer lost), refuses row 2 (400), answers row 1's first request with a 429. Lookups see
 * what it holds: a migrated row's person is a customer, a revoked row's person no longer is.
 */
export class FakeService implements JobClient {
  added = new Map<string, number>();
  calls: string[] = [];
  /** People whose request may have been applied (every request but a 429, which the service refused). */
  reached = new Set<string>();
  private seen = new Set<string>();
  onCall?: (who: string) => void;

  constructor(initial?: Map<string, number>) {
    if (initial) this.added = new Map(initial);
  }

  async migrateUser({ body }: { body: MigrateUserBody }): Promise<MigrateUserEnvelope> {
    await this.apply(body.email);
    return {
      code: 0,
      type: 'OK',
      result: { status: 'success', userId: `u-${body.email}`, orderId: `o-${body.email}` },
    };
  }

  async revokeUser({ body }: { body: RevokeUserBody }): Promise<RevokeUserEnvelope> {
    await this.apply(body.userEmail ?? '');
    return { code: 0, type: 'OK', message: 'Successfully loaded data', result: 'success' };
  }

  async grantSubscription({ body }: { body: SubscriptionTarget }) {
    await this.apply(body.userId ?? '');
    return { _id: `5a${(body.userId ?? '').slice(2)}`, status: 'active' };
  }

  async revokeSubscription({ body }: { body: SubscriptionTarget }) {
    await this.apply(body.userId ?? '');
    return { _id: `5a${(body.userId ?? '').slice(2)}`, status: 'halted' };
  }

  async assignBadges({ params: { userId } }: { params: { userId: string } }) {
    await this.apply(userId);
    return { message: 'Operation completed successfully', success: true };
  }

  async assignPoints({ body }: { body: { fanIds: string[] } }) {
    const fan = body.fanIds[0] ?? '';
    await this.apply(fan);
    return { [fan]: `p-${fan}` };
  }

  private async apply(who: string): Promise<void> {
    const first = !this.seen.has(who);
    this.seen.add(who);
    this.calls.push(who);
    if (!(who === person(1) && first)) this.reached.add(who);
    this.onCall?.(who);
    await new Promise((resolve) => setImmediate(resolve));
    if (who === person(1) && first)
      throw new AppFailure({
        kind: 'rate_limited',
        message: 'slow down',
        outcome: 'not_sent',
        details: { retryAfterMs: 1 },
      });
    if (who === person(2))
      throw new AppFailure({ kind: 'http', status: 400, message: REJECTION, outcome: 'unknown' });
    this.added.set(who, (this.added.get(who) ?? 0) + 1);
    if (who === person(4) && first) throw new Error('socket hang up'); // applied, answer lost
  }

  lookup(): LookupClient {
    const added = this.added;
    const holds = (who: string) => (removes() ? !added.has(who) : added.has(who));
    return {
      async lookupUser({ query: { email } }: { query: { email: string } }) {
        // Everyone a revoke job names exists (they were customers); a migration's person once added.
        if (kind === 'migrate' && !added.has(email))
          throw new AppFailure({ kind: 'http', status: 404, message: 'User not found', outcome: 'unknown' });
        const id = email.replace(/@x\.test$/, '');
        return { _id: `u-${email}`, email, badges: holds(id) ? [{ _id: BADGE, name: 'B' }] : [] };
      },
      async getUser({ params: { userId } }: { params: { userId: string } }) {
        return { _id: userId, email: `${userId}@x.test` };
      },
      async listUserSubscriptions({ params: { userId } }: { params: { userId: string } }) {
        const who = userId.startsWith('u-') ? userId.slice(2) : userId;
        return holds(who) ? [{ _id: `s-${who}`, mango: MANGO, status: 'active' }] : [];
      },
      async getMango() {
        return { _id: MANGO };
      },
    } as unknown as LookupClient;
  }
}

function makeJob(id: string): JobFile {
  return {
    schemaVersion: 1,
    ...(kind === 'migrate' ? {} : { kind }),
    id,
    profileId: 'sandbox',
    profileName: 'Sandbox',
    profileKind: 'sandbox',
    fileName: 'f.csv',
    createdAt: '2026-01-01T00:00:00.000Z',
    headers: ['name', 'email', 'phone', 'mangoId'],
    mangoes: [{ id: MANGO }],
    concurrency: 2,
    rows: Array.from({ length: ROWS }, (_, i) => ({ line: i + 2, cells: [], body: bodyOf(i) })),
  };
}

let root: string;
let n = 0;

/** A scratch folder for the test file's jobs, made before its tests and removed after them. */
export function useScratchRoot(): void {
  beforeAll(async () => {
    // tmpfs where there is one: thousands of journals are synced here.
    const base = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
    root = await mkdtemp(join(base, 'journal-damage-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });
}

/** The same job (one id) in a new data directory each time, as `writeJobFile` leaves it. */
export async function freshJob(): Promise<{ job: JobFile; paths: JobPaths }> {
  n += 1;
  const job = makeJob('job-20260101000000-damage');
  const paths = jobPaths(join(root, `d${n}`), 'sandbox', job.id);
  await mkdir(paths.dir, { recursive: true });
  await writeJobFile(paths, job);
  return { job, paths };
}

export interface DiskState {
  journal: Buffer;
  mark: Buffer | undefined;
  /** The service's customers at that instant (a request on the wire counted as applied). */
  added: Map<string, number>;
  /** Emails whose request had reached the service by then (a 429 is not: it was refused unprocessed). */
  sent: Set<string>;
}

export const open = (job: JobFile, paths: JobPaths, client: JobClient, journalIo?: JournalIo) =>
  JobRunner.open({ job, paths, client, clock: systemClock, ...(journalIo ? { journalIo } : {}) });

/** Runs a job to the end, noting the disk and the service at each request (a crash there) and at the end. */
export async function referenceRun(): Promise<{ atCalls: DiskState[]; finished: DiskState }> {
  const { job, paths } = await freshJob();
  const service = new FakeService();
  const atCalls: DiskState[] = [];
  service.onCall = (email) => {
    const added = new Map(service.added);
    added.set(email, (added.get(email) ?? 0) + 1);
    atCalls.push({
      journal: readFileSync(paths.journal),
      mark: existsSync(paths.mark) ? readFileSync(paths.mark) : undefined,
      added,
      sent: new Set(service.reached),
    });
  };
  const runner = await open(job, paths, service);
  await runner.start();
  await runner.whenIdle();
  expect(runner.status).toBe('finished');
  await runner.close();
  const finished: DiskState = {
    journal: await readFile(paths.journal),
    mark: await readFile(paths.mark),
    added: new Map(service.added),
    sent: new Set(service.reached),
  };
  return { atCalls, finished };
}

export interface Outcome {
  status: string;
  resent: string[];
}

/**
 * Puts `journal` (and the mark) in a fresh job folder, opens and resumes the job (as Resume would, even
 * a damaged one), and counts requests for rows the service had already been sent: there must be none.
 * Then checks the uncertain rows on the service and retries those found not added: exactly once each.
 */
export async function resumeFrom(
  state: DiskState,
  journal: Buffer,
  mark: Buffer | undefined,
): Promise<Outcome> {
  const { job, paths } = await freshJob();
  await writeFile(paths.journal, journal);
  if (mark) await writeFile(paths.mark, mark);
  else await unlink(paths.mark);
  const service = new FakeService(state.added);
  const runner = await open(job, paths, service);
  const status = runner.status;
  await runner.start();
  await runner.whenIdle();
  const resent = service.calls.filter((email) => state.sent.has(email));
  expect(resent, `re-sent without a lookup (status ${status})`).toEqual([]);

  const uncertain = runner.rows.flatMap((row, i) => (row.state === 'uncertain' ? [i] : []));
  await resolveUncertainRows(runner, job, uncertain, service.lookup(), systemClock);
  const notAdded = runner.rows.flatMap((row, i) =>
    row.state === 'failed' && row.errorCode === 'NOT_APPLIED' ? [i] : [],
  );
  await runner.requeue(notAdded, 'retry after lookup');
  await runner.whenIdle();
  expect(runner.rows.filter((r) => r.state === 'pending' || r.state === 'sending')).toEqual([]);
  for (const [email, count] of service.added) expect(count, email).toBe(1);
  await runner.close();
  return { status, resent };
}
