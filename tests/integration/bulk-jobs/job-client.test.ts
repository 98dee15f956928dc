import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../../src/sandbox/server';
import { createApiClients } from '../../../src/main/platform/api-clients';
import { createJobClients } from '../../../src/main/areas/bulk-jobs/job-client';
import { AppFailure } from '@shared/errors';
import type { Profile } from '@shared/profile';

const MANGO = 'ae0000000000000000000003';
let sandbox: Sandbox;
let profile: Profile;

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0 });
  profile = {
    id: 'p-sandbox',
    name: 'Sandbox',
    kind: 'sandbox',
    baseUrl: sandbox.url,
    whitelabelHost: sandbox.demoCredentials().whitelabelHost,
  } as Profile;
});
afterAll(async () => {
  await sandbox.close();
});

function consoleClients() {
  const demo = sandbox.demoCredentials();
  const profiles = {
    get: async () => profile,
    active: async () => profile,
    secretsFor: async () => ({ accessToken: demo.accessToken, apiKey: demo.apiKey }),
  };
  const clients = createApiClients({
    profiles,
    activityLog: { record: async () => undefined },
    connectivity: { reportAnswer: () => undefined, reportFailure: () => undefined },
  });
  return { clients, jobs: createJobClients({ profiles: profiles as never, clients }) };
}

describe('the bulk-job client shares the console’s rate limiter', () => {
  it('counts the job’s requests and the screens’ against one 120-per-10-s budget per host', async () => {
    const { clients, jobs } = consoleClients();
    const job = await jobs.forProfile(profile.id);
    const origin = new URL(sandbox.url).origin;
    for (let i = 0; i < 120; i += 1) {
      await job.migrateUser({
        body: {
          name: `Budget ${i}`,
          email: `budget${i}@limits.test`,
          phone: 9_200_000_000 + i,
          mangoId: MANGO,
        },
      });
    }
    // The job used the host's whole window: a screen's call on the same host would now have to wait.
    expect(clients.rateLimiter.tryAcquire(origin, 'getMango')).toBe(false);
    await clients.close();
  });

  it('a 429 the job meets pauses the screens’ calls to that host, and the job sees it unretried', async () => {
    const { clients, jobs } = consoleClients();
    const job = await jobs.forProfile(profile.id);
    const origin = new URL(sandbox.url).origin;
    // A quota of none: the next migrate-user is answered 429 with Retry-After.
    sandbox.faults.set({ routes: { migrateUser: { requestsPerMinute: 0 } } });
    const before = sandbox.requestLog.list().length;
    try {
      const failure = await job
        .migrateUser({
          body: { name: 'Paused', email: 'paused@limits.test', phone: 9_300_000_000, mangoId: MANGO },
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(failure).toBeInstanceOf(AppFailure);
      expect((failure as AppFailure).error.kind).toBe('rate_limited');
      // Sent once: the job's client leaves the retry to the runner, which paces all its workers.
      expect(
        sandbox.requestLog
          .list()
          .slice(before)
          .filter((e) => e.operation === 'migrateUser'),
      ).toHaveLength(1);
      expect(clients.rateLimiter.pausedFor(origin)).toBeGreaterThan(0);
      expect(clients.rateLimiter.tryAcquire(origin, 'getMango')).toBe(false);
    } finally {
      sandbox.faults.set({});
      await clients.close();
    }
  });
});
