import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDiagnosticsZip, diagnosticsFileName } from '../../../src/main/areas/settings/diagnostics';
import { createMemorySecretStore } from '../../../src/main/platform/secrets/secret-store';
import type { ServiceDeps } from '../../../src/main/areas/deps';
import { createActivityLog } from '../../../src/main/platform/activity-log/activity-log';
import type { DesktopAdapter } from '../../../src/main/areas/settings/adapter';
import { settingsHandlers } from '../../../src/main/areas/settings/settings';
import { createProfilesService, SANDBOX_PROFILE_ID } from '../../../src/main/areas/profiles/profiles';
import { createSettingsService } from '../../../src/main/areas/settings/settings-file';

// Known fake secrets, put straight into the keychain (as an earlier session would have), so the
// logger's registry has not seen them when the files below were written.
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.live-token-7c1d2e3f4a5b';
const API_KEY = 'ak_live_9f8e7d6c5b4a39281706';
const DEMO = { accessToken: 'demo-access-token', apiKey: 'demo-api-key' };

const sandbox = {
  profile: () => ({
    id: SANDBOX_PROFILE_ID,
    name: 'Sandbox',
    baseUrl: 'http://127.0.0.1:4010',
    whitelabelHost: 'learn.asha-academy.test',
    kind: 'sandbox' as const,
  }),
  credentials: () => DEMO,
};

let dataDir: string;
let logsDir: string;
let profiles: ReturnType<typeof createProfilesService>;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'diagnostics-'));
  logsDir = join(dataDir, 'logs');
  const secrets = createMemorySecretStore();
  profiles = createProfilesService({ dataDir, secrets, sandbox });
  const live = await profiles.create({
    name: 'Acme live',
    baseUrl: 'https://api.acme.test',
    whitelabelHost: 'learn.acme.test',
  });
  await secrets.set(live.id, 'accessToken', TOKEN);
  await secrets.set(live.id, 'apiKey', API_KEY);

  await mkdir(logsDir, { recursive: true });
  await writeFile(
    join(logsDir, 'main.log'),
    `{"level":"info","message":"started"}\n{"message":"old line with ${TOKEN}"}\n`,
  );
  await writeFile(join(logsDir, 'main.1.log'), `{"message":"x-api-key: ${API_KEY}"}\n`);
  await mkdir(join(dataDir, 'activity'), { recursive: true });
  await writeFile(
    join(dataDir, 'activity', 'activity.jsonl'),
    `${JSON.stringify({ operation: 'getUser', path: `/api/v1/external/auth/v2/verify-token`, query: { token: TOKEN }, status: 200 })}\n`,
  );
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function unzipText(bytes: Uint8Array): Record<string, string> {
  return Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));
}

async function build() {
  return buildDiagnosticsZip({
    appName: 'Creator Console',
    version: '1.2.3',
    host: 'electron',
    versions: { electron: '39.8.10', chrome: '142', node: '22.20.0' },
    os: { platform: 'linux', release: '6.1', arch: 'x64', type: 'Linux' },
    dataDir,
    logFiles: [join(logsDir, 'main.log'), join(logsDir, 'main.1.log')],
    activityDir: join(dataDir, 'activity'),
    profiles,
    secretValues: async () => [TOKEN, API_KEY],
    extra: { settings: { updates: { enabled: false, feedUrl: '' } } },
    now: () => new Date(2024, 4, 1, 13, 45, 2),
  });
}

describe('the diagnostics zip', () => {
  it('says in its name, about.json and README which live profile and business it was made under', async () => {
    const list = await profiles.list();
    const live = list.profiles.find((p) => p.kind === 'live');
    await profiles.setActive(live?.id ?? '');
    const bundle = await build();
    expect(bundle.fileName).toBe('creator-console-diagnostics-Acme-live-live-20240501-134502.zip');
    const files = unzipText(bundle.bytes);
    expect(JSON.parse(files['about.json'] ?? '{}').activeProfile).toEqual({
      name: 'Acme live',
      business: 'learn.acme.test',
      kind: 'live',
    });
    expect(files['README.txt']).toContain('Profile: Acme live · business learn.acme.test · LIVE');
  });

  it('holds the logs, the activity log, versions and the profile list', async () => {
    const bundle = await build();
    // Stamped with the active profile (the sandbox here), like every export.
    expect(bundle.fileName).toBe('creator-console-diagnostics-Sandbox-sandbox-20240501-134502.zip');
    const files = unzipText(bundle.bytes);
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'about.json',
      'activity/activity.jsonl',
      'logs/main.1.log',
      'logs/main.log',
      'profiles.json',
    ]);
    const about = JSON.parse(files['about.json'] ?? '{}');
    expect(about).toMatchObject({
      app: { name: 'Creator Console', version: '1.2.3', host: 'electron' },
      versions: { electron: '39.8.10' },
      os: { platform: 'linux', arch: 'x64' },
      settings: { updates: { enabled: false } },
      activeProfile: { name: 'Sandbox', business: 'learn.asha-academy.test', kind: 'sandbox' },
    });
    const list = JSON.parse(files['profiles.json'] ?? '{}');
    expect(list.profiles.map((p: { name: string }) => p.name)).toEqual(['Sandbox', 'Acme live']);
    expect(list.profiles[1]).toMatchObject({
      baseUrl: 'https://api.acme.test',
      whitelabelHost: 'learn.acme.test',
      accessTokenSet: true,
      apiKeySet: true,
    });
    expect(files['logs/main.log']).toContain('started');
  });

  it('contains no token or API key anywhere, not even from a log line an older version wrote', async () => {
    const files = unzipText((await build()).bytes);
    const everything = Object.values(files).join('\n');
    for (const secret of [TOKEN, API_KEY, DEMO.accessToken, DEMO.apiKey])
      expect(everything).not.toContain(secret);
    expect(files['logs/main.log']).toContain('old line with [redacted]');
  });

  it('names the file by local time', () => {
    expect(diagnosticsFileName(new Date(2025, 0, 9, 8, 5, 7))).toBe(
      'creator-console-diagnostics-20250109-080507.zip',
    );
  });
});

describe('the diagnostics and logs channels', () => {
  const deps = (activityLog = createActivityLog({ dir: join(dataDir, 'activity') })) =>
    ({ dataDir, profiles, activityLog, now: () => new Date() }) as unknown as ServiceDeps;

  it('the web host answers the zip as a download, scrubbed of the keychain secrets it reads', async () => {
    const activityLog = createActivityLog({ dir: join(dataDir, 'activity'), batchMs: 60_000 });
    // Still queued for the disk when the export starts: the zip must hold it all the same.
    void activityLog.record({
      time: new Date().toISOString(),
      profileId: 'live',
      operation: 'getMango',
      method: 'GET',
      path: '/api/v1/external/mangos/aaaaaaaaaaaaaaaaaaaaaaaa',
      status: 200,
      durationMs: 9,
      attempts: 1,
    });
    const handlers = settingsHandlers(deps(activityLog), { host: 'web' });
    const result = await handlers['settings.exportDiagnostics']({}, {});
    expect(result.outcome).toBe('download');
    if (result.outcome !== 'download') return;
    const files = unzipText(new Uint8Array(Buffer.from(result.base64, 'base64')));
    expect(files['README.txt']).toMatch(/web host logs to its terminal/);
    expect(files['activity/activity.jsonl']).toContain('"profileId":"live"');
    const everything = Object.values(files).join('\n');
    expect(everything).not.toContain(TOKEN);
    expect(everything).not.toContain(API_KEY);
  });

  it('Electron saves it through the save dialog, or reports a cancel', async () => {
    const saveFile = vi.fn(async (name: string, _bytes: Uint8Array): Promise<string | null> =>
      join(dataDir, name),
    );
    const desktop = {
      logsDir,
      logFiles: () => [join(logsDir, 'main.log')],
      openFolder: vi.fn(async () => true),
      saveFile,
      settings: createSettingsService(dataDir),
      updates: { checkNow: vi.fn(), status: () => ({ state: 'off' as const, message: 'Updates are off.' }) },
      confirmUpdateFeed: vi.fn(async () => false),
      setMenuAreas: vi.fn(),
      setUnsavedChanges: vi.fn(),
      takeOpenedCsv: () => null,
      busyReasons: () => [],
    } satisfies DesktopAdapter;
    const handlers = settingsHandlers(deps(), { host: 'electron', desktop });
    const saved = await handlers['settings.exportDiagnostics']({}, {});
    expect(saved).toMatchObject({
      outcome: 'saved',
      path: expect.stringMatching(/creator-console-diagnostics-.*\.zip$/),
    });
    const bytes = saveFile.mock.calls[0]?.[1] as Uint8Array;
    expect(Object.keys(unzipSync(bytes))).toContain('logs/main.log');
    saveFile.mockResolvedValueOnce(null);
    expect(await handlers['settings.exportDiagnostics']({}, {})).toEqual({ outcome: 'cancelled' });

    expect(await handlers['app.openLogs']({}, {})).toMatchObject({ opened: true, path: logsDir });
    expect(desktop.openFolder).toHaveBeenCalledWith(logsDir);
  });

  it('the web host cannot open a folder and says where its logs are', async () => {
    const handlers = settingsHandlers(deps(), { host: 'web' });
    expect(await handlers['app.openLogs']({}, {})).toEqual({
      opened: false,
      path: null,
      message: expect.stringMatching(/terminal that started it/),
    });
    const info = await handlers['app.desktopInfo']({}, {});
    expect(info).toMatchObject({
      host: 'web',
      dataDir,
      logsDir: null,
      canOpenFolders: false,
      updatesSupported: false,
    });
    expect(info.secretsNote).toMatch(/creator-console/);
  });
});
