import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../../src/sandbox/server';
import { JobRunner } from '../../../src/main/areas/bulk-jobs/runner';
import { countStates } from '../../../src/shared/areas/bulk-jobs/domain/journal';
import {
  appliedById,
  BADGE,
  linkedClock,
  makeJob,
  personId,
  sandboxClient,
  seedPeople,
  writeJob,
  type IdKind,
} from './helpers';

/*
 * Badges and points jobs whose rows name people by email, against the sandbox: each person is looked up
 * (public-contracts' lookup by email) just before the write, gets the row's effect once, and an email the
 * service does not know fails its row with what to do, while the other rows go on.
 */

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ port: 0 });
});
afterAll(async () => {
  await sandbox.close();
});

const emailOf = (userId: string) => `${userId}@migration.test`;

describe.each(['assign-points', 'assign-badges'] as const)('a %s job by email', (kind: IdKind) => {
  it('gives each known person the effect once and fails an unknown email with its reason', async () => {
    const people = Array.from({ length: 30 }, (_, i) => personId(kind, i));
    seedPeople(sandbox, kind, people);
    const base = makeJob(31);
    const body = (email: string) =>
      kind === 'assign-points' ? { email, score: 5 } : { email, badges: [BADGE] };
    const job = {
      ...base,
      kind,
      rows: [
        ...people.map((id, i) => ({ line: i + 2, cells: [], body: body(emailOf(id).toUpperCase()) })),
        { line: 32, cells: [], body: body('nobody@migration.test') },
      ],
    };
    const { paths } = await writeJob(job);
    const clock = linkedClock(sandbox);
    const client = sandboxClient(sandbox, { clock, retryPolicy: { maxRateLimitRetries: 0 } });
    const runner = await JobRunner.open({ job, paths, client, clock });
    await runner.start();
    await runner.whenIdle();
    await runner.close();
    await client.close();

    expect(runner.status).toBe('finished');
    expect(countStates(runner.rows)).toMatchObject({ succeeded: 30, failed: 1, uncertain: 0, pending: 0 });
    // Each row's outcome names the person the lookup found.
    expect(runner.rows.slice(0, 30).map((r) => r.outcome?.userId)).toEqual(people);
    expect(runner.rows[30]?.error).toMatch(/No person with the email nobody@migration\.test.*Add a person/);
    const applied = appliedById(sandbox, kind);
    expect(people.map((id) => applied.get(id))).toEqual(people.map(() => 1));
  });
});
