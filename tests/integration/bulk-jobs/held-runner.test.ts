import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AppFailure } from '../../../src/shared/errors';
import type { MigrateUserBody } from '../../../src/shared/contract/integration';
import { createJobService, type JobService } from '../../../src/main/areas/bulk-jobs/job-service';
import type { LookupClient } from '../../../src/shared/areas/bulk-jobs/kinds/common/customer-check';
import { makeJob } from './helpers';

/** A service that refuses the second person once (a 400: the row fails), then adds everyone. */
function refusingOnce() {
  const sent: string[] = [];
  let refused = false;
  return {
    sent,
    client: {
      async migrateUser({ body }: { body: MigrateUserBody }) {
        sent.push(body.email ?? '');
        if (!refused && body.email === 'bulk1@migration.test') {
          refused = true;
          throw new AppFailure({
            kind: 'http',
            status: 400,
            message: 'Seat limit reached',
            outcome: 'unknown',
          });
        }
        return {
          code: 0 as const,
          type: 'OK',
          result: { status: 'success', orderId: `o-${sent.length}`, userId: `u-${sent.length}` },
        };
      },
    },
  };
}

describe('a job runner held by a call', () => {
  let dataDir: string;
  let jobs: JobService | undefined;
  afterEach(async () => {
    await jobs?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  // Seen under load: a retry checking the secrets while an earlier call's release closed the runner
  // answered "This job runner is closed." and retried nothing.
  it('is not closed under a retry that is still checking the secrets', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'held-runner-'));
    const service = refusingOnce();
    let openGate: () => void = () => undefined;
    let gated = false;
    const secretsChecked = new Promise<void>((resolve) => (openGate = resolve));
    let reachedCheck: () => void = () => undefined;
    const checking = new Promise<void>((resolve) => (reachedCheck = resolve));
    jobs = createJobService({
      dataDir,
      emit: () => undefined,
      migrateClientFor: async () => service.client,
      lookupClientFor: async () => ({}) as LookupClient,
      requireSecrets: async () => {
        if (!gated) return;
        reachedCheck();
        await secretsChecked;
      },
    });
    const job = makeJob(3);
    await jobs.create(job);
    await expect.poll(async () => (await jobs!.summary(job.id)).status).toBe('finished');
    expect((await jobs.summary(job.id)).counts).toMatchObject({ succeeded: 2, failed: 1 });

    gated = true;
    const retry = jobs.retryFailed(job.id);
    await checking;
    // Another call on the same settled job ends (and lets go of the runner) while the retry waits.
    await jobs.setConcurrency(job.id, 2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    openGate();
    await expect(retry).resolves.toMatchObject({ status: 'running' });
    await expect.poll(async () => (await jobs!.summary(job.id)).counts.succeeded).toBe(3);
    expect(service.sent.filter((email) => email === 'bulk1@migration.test')).toHaveLength(2);
    expect(service.sent).toHaveLength(4);
  });
});
