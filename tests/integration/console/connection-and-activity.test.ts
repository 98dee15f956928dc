import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionCheck } from '../../../src/shared/areas/profiles/channels';
import type { Result } from '../../../src/shared/errors';
import type { ConsoleApp } from '../../../src/main/app/compose';
import { openConsoleOn } from '../../helpers/sandbox-console';
import { createSandbox, type Sandbox } from '../../../src/sandbox/server';
import { SANDBOX_PROFILE_ID } from '../../../src/main/areas/profiles/profiles';

let sandbox: Sandbox;
let app: ConsoleApp;
let dataDir: string;
const events: Array<{ event: string; payload: unknown }> = [];

function value<T>(result: Result<unknown>): T {
  if (!result.ok) throw new Error(`bridge call failed: ${result.error.kind}: ${result.error.message}`);
  return result.value as T;
}

async function liveProfile(
  name: string,
  baseUrl: string,
  host: string,
  accessToken?: string,
  apiKey?: string,
) {
  const profile = value<{ id: string }>(
    await app.dispatch('profiles.create', { name, baseUrl, whitelabelHost: host }),
  );
  if (accessToken || apiKey)
    value(await app.dispatch('profiles.setSecret', { profileId: profile.id, accessToken, apiKey }));
  return profile.id;
}

async function checksOf(id: string): Promise<Record<string, ConnectionCheck>> {
  const { checks } = value<{ checks: ConnectionCheck[] }>(
    await app.dispatch('profiles.testConnection', { id }),
  );
  return Object.fromEntries(checks.map((check) => [check.family, check]));
}

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0 });
  dataDir = await mkdtemp(join(tmpdir(), 'console-conn-'));
  app = await openConsoleOn(sandbox, dataDir, { emit: (event, payload) => events.push({ event, payload }) });
});

afterAll(async () => {
  await app.close();
  await sandbox.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('connection test', () => {
  it('reports every family working for the sandbox profile, and creates nothing', async () => {
    const before = sandbox.sideEffects.list().length;
    const checks = await checksOf(SANDBOX_PROFILE_ID);
    expect(checks.bearer?.ok).toBe(true);
    expect(checks.workshop?.ok).toBe(true);
    expect(checks.integration?.ok).toBe(true);
    expect(sandbox.sideEffects.list().length).toBe(before);
  });

  it('says the token was refused when it is wrong, and that no API key is stored', async () => {
    const id = await liveProfile(
      'Wrong token',
      sandbox.url,
      sandbox.demoCredentials().whitelabelHost,
      'tok_wrong_0001',
    );
    const checks = await checksOf(id);
    expect(checks.bearer).toMatchObject({ ok: false, status: 401 });
    expect(checks.bearer?.message).toMatch(/access token was refused \(401/);
    expect(checks.integration?.message).toMatch(/No API key is stored/);
  });

  it('says the API key was refused when it is wrong', async () => {
    const demo = sandbox.demoCredentials();
    const id = await liveProfile(
      'Wrong key',
      sandbox.url,
      demo.whitelabelHost,
      demo.accessToken,
      'key_wrong_0001',
    );
    const checks = await checksOf(id);
    expect(checks.bearer?.ok).toBe(true);
    expect(checks.integration).toMatchObject({ ok: false, status: 401 });
    expect(checks.integration?.message).toMatch(/API key was refused/);
  });

  it('says the host is not a white-label host for a regular account', async () => {
    const regular = sandbox.demoCredentials().regularAccount;
    const id = await liveProfile(
      'Regular account',
      sandbox.url,
      regular.host,
      regular.accessToken,
      regular.apiKey,
    );
    const checks = await checksOf(id);
    expect(checks.bearer).toMatchObject({ ok: false, status: 403, errorCode: 'WORKSHOP_MANGO_FORBIDDEN' });
    expect(checks.bearer?.message).toMatch(/not a white-label host/);
  });

  it('says the host cannot be reached', async () => {
    const id = await liveProfile(
      'Unreachable',
      'http://127.0.0.1:1',
      'learn.nowhere.test',
      'tok_x_0001',
      'key_x_0001',
    );
    const checks = await checksOf(id);
    expect(checks.bearer?.ok).toBe(false);
    expect(checks.bearer?.message).toMatch(/Could not connect to 127\.0\.0\.1:1/);
    expect(checks.integration?.message).toMatch(/Could not connect to/);
    // The cause already advises checking the address: said once, not once per layer.
    expect(checks.bearer?.message.match(/network connection/g)).toHaveLength(1);
  });

  it('says the base URL is probably wrong when a known path answers 404', async () => {
    const demo = sandbox.demoCredentials();
    const id = await liveProfile(
      'Wrong base',
      `${sandbox.url}/wrong-prefix`,
      demo.whitelabelHost,
      demo.accessToken,
      demo.apiKey,
    );
    const checks = await checksOf(id);
    expect(checks.bearer?.message).toMatch(/base URL is probably wrong/);
  });
});

describe('activity log channels', () => {
  it('lists the calls just made, newest first, and filters them', async () => {
    const { entries } = value<{ entries: Array<{ operation: string; status?: number; profileId: string }> }>(
      await app.dispatch('activity.list', {}),
    );
    expect(entries.length).toBeGreaterThan(5);
    expect(entries.map((e) => e.operation)).toContain('listFeedPosts');
    expect(entries.map((e) => e.operation)).toContain('connectionTest.integration');
    const only = value<{ entries: Array<{ operation: string }> }>(
      await app.dispatch('activity.list', { operation: 'listVideoCalls' }),
    );
    expect(only.entries.every((e) => e.operation === 'listVideoCalls')).toBe(true);
    const errors = value<{ entries: Array<{ status?: number }> }>(
      await app.dispatch('activity.list', { errorsOnly: true }),
    );
    expect(errors.entries.length).toBeGreaterThan(0);
    expect(errors.entries.every((e) => e.status === undefined || e.status >= 400)).toBe(true);
    expect(events.some((e) => e.event === 'activity.recorded')).toBe(true);
  });

  it('exports the log as CSV with a BOM and a header row', async () => {
    const { csv, rows, fileName } = value<{ csv: string; rows: number; fileName: string }>(
      await app.dispatch('activity.exportCsv', { errorsOnly: true }),
    );
    expect(fileName).toMatch(/^creator-console-activity-.*\.csv$/);
    expect(csv.startsWith('\uFEFFtime,profileId,operation')).toBe(true);
    expect(csv.trim().split('\r\n')).toHaveLength(rows + 1);
  });

  it('reports connectivity per profile as main observed it', async () => {
    const state = value<{ state: string }>(
      await app.dispatch('app.connectivity', { profileId: SANDBOX_PROFILE_ID }),
    );
    expect(state.state).toBe('online');
    expect(events.some((e) => e.event === 'app.connectivityChanged')).toBe(true);
  });

  it('never writes a secret to the activity log or any file of the data directory', async () => {
    const secrets = [
      'tok_wrong_0001',
      'key_wrong_0001',
      'tok_x_0001',
      'key_x_0001',
      sandbox.demoCredentials().accessToken,
    ];
    const files: string[] = [];
    async function walk(dir: string): Promise<void> {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        const full = join(dir, entry.name);
        if (entry.isDirectory()) await walk(full);
        else files.push(full);
      }
    }
    await walk(dataDir);
    expect(files.some((f) => f.endsWith('activity.jsonl'))).toBe(true);
    for (const file of files) {
      // A file written atomically (temp file, then rename) can be renamed away between listing and reading
      // (the rate window is saved in the background): that temp file no longer exists and is skipped.
      const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' && /\.tmp-/.test(file)) return '';
        throw error;
      });
      for (const secret of secrets) expect(text, `${file} holds a secret`).not.toContain(secret);
    }
    expect(JSON.stringify(events)).not.toMatch(/tok_wrong_0001|key_wrong_0001|demo-access-token/);
  });
});

describe('cancelling a long call from the renderer', () => {
  it('aborts the HTTP call in main and answers cancelled, recording nothing as a success', async () => {
    await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ all: { latencyMs: 3000 } }),
    });
    try {
      const started = Date.now();
      const pending = app.dispatch(
        'analytics.activity',
        { from: '2026-10-01', to: '2026-10-07', mode: 'refresh' },
        { callId: 'cancel-me-1' },
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await app.dispatch('app.cancel', { callId: 'cancel-me-1' })).toEqual({
        ok: true,
        value: { cancelled: true },
      });
      const result = await pending;
      expect(result).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
      expect(Date.now() - started).toBeLessThan(2500);
    } finally {
      await fetch(`${sandbox.url}/__sandbox/faults`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({}),
      });
    }
  });
});
