import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/main/platform/api/client';
import { createVirtualClock } from '../../../src/main/platform/api/clock';
import { createActivityLog, type ActivityLog } from '../../../src/main/platform/activity-log/activity-log';
import { checkCustomer } from '../../../src/shared/areas/bulk-jobs/kinds/common/customer-check';
import { envelope, json, startServer, type TestServer } from './helpers';

const TOKEN = 'tok-EXPECTED-5e1d3c7a9b20';
const MANGO = 'aaaaaaaaaaaaaaaaaaaaaaaa';
let dir: string;
const servers: TestServer[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'activity-expected-'));
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await rm(dir, { recursive: true, force: true });
});

async function setup(status: number, folder: string): Promise<{ log: ActivityLog; url: string }> {
  const server = await startServer((_r, res) =>
    status === 404
      ? json(res, 404, envelope(404, `User not found (${TOKEN.slice(0, 2)})`))
      : json(res, status, envelope(status, 'Forbidden', 'CHANNEL_PERMISSION_DENIED')),
  );
  servers.push(server);
  return { log: createActivityLog({ dir: join(dir, folder) }), url: server.url };
}

function api(url: string, log: ActivityLog) {
  return createApiClient({
    profile: { id: 'expected', baseUrl: url, whitelabelHost: 'learn.example.com' },
    getSecrets: async () => ({ accessToken: TOKEN, apiKey: 'key-EXPECTED-2f4e6a8c0d1b' }),
    clock: createVirtualClock({ auto: true, random: Math.random }),
    activityLog: log,
  });
}

describe('expected answers in the activity log', () => {
  it("marks the customer check's 404 as the expected 'not yet a customer' and leaves it out of errors only", async () => {
    const { log, url } = await setup(404, 'lookup');
    const verdict = await checkCustomer(api(url, log), 'new@example.com', MANGO);
    expect(verdict).toEqual({ kind: 'not_subscribed' });
    const [entry] = await log.read({ operation: 'lookupUser' });
    expect(entry).toMatchObject({ status: 404, expected: 'not-found', errorKind: 'http' });
    expect(entry?.message).toBeTruthy();
    expect(await log.read({ errorsOnly: true })).toHaveLength(0);
    expect(await log.read({ errorsOnly: true, includeExpected: true })).toHaveLength(1);
  });

  it('does not mark a 404 that nobody said was expected, and records its message', async () => {
    const { log, url } = await setup(404, 'plain');
    await expect(api(url, log).getMango({ params: { mangoId: MANGO } })).rejects.toThrow();
    const [entry] = await log.read({ errorsOnly: true });
    expect(entry?.operation).toBe('getMango');
    expect(entry?.expected).toBeUndefined();
    expect(entry?.message).toMatch(/\S/);
  });

  it('does not mark another failure of an expected-404 lookup, and no credential reaches the file', async () => {
    const { log, url } = await setup(403, 'forbidden');
    const verdict = await checkCustomer(api(url, log), 'someone@example.com', MANGO);
    expect(verdict.kind).toBe('error');
    const [entry] = await log.read({ errorsOnly: true });
    expect(entry).toMatchObject({ status: 403, errorCode: 'CHANNEL_PERMISSION_DENIED' });
    expect(entry?.expected).toBeUndefined();
    await log.flush();
    expect(await readFile(join(dir, 'forbidden', 'activity.jsonl'), 'utf8')).not.toContain(TOKEN);
  });
});
