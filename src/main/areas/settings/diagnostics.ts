import { readdir, readFile, stat } from 'node:fs/promises';
import { arch, release, type as osType, version as osVersion } from 'node:os';
import { basename, join } from 'node:path';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { ProfileList } from '../../../shared/areas/profiles/channels';
import type { UpdateStatus } from '../../../shared/areas/settings/channels';
import type { ChannelOutput } from '../../../shared/bridge';
import type { SecretStatus } from '../../../shared/profile';
import { exportStampLine, exportStampOf, stampFileName } from '../../../shared/export-stamp';
import { busyReasons as processBusyReasons } from '../../platform/busy';
import { createLogger } from '../../platform/logging/logger';
import { redact } from '../../platform/logging/redact';
import type { ServiceDeps } from '../deps';
import { SANDBOX_PROFILE_ID } from '../profiles/profiles';
import type { DesktopAdapter } from './adapter';
import type { AppSettings } from './settings-file';

const log = createLogger('desktop');

/** One file larger than this is left out (and the README says so) rather than bloating the zip. */
const MAX_FILE_BYTES = 32 * 1024 * 1024;

export interface DiagnosticsSources {
  appName: string;
  version: string;
  host: 'electron' | 'web';
  /** `process.versions` (Electron, Chromium, Node, V8). */
  versions: Record<string, string | undefined>;
  os: { platform: string; release: string; arch: string; type: string; version?: string };
  dataDir: string;
  /** The main-process log files (current first); empty where the host writes none. */
  logFiles: readonly string[];
  /** The activity log's folder (`<dataDir>/activity`); every `*.jsonl` in it is included. */
  activityDir: string;
  profiles: {
    list(): Promise<ProfileList>;
    secretStatus(id: string): Promise<SecretStatus>;
  };
  /** Secret values to scrub from every file, on top of the logger's own redaction (defence in depth). */
  secretValues: () => Promise<string[]>;
  /** Extra facts for about.json (settings without secrets, what is running). */
  extra?: Record<string, unknown>;
  now: () => Date;
}

export interface DiagnosticsBundle {
  fileName: string;
  bytes: Uint8Array;
  /** Paths inside the zip, for the log line and tests. */
  entries: string[];
}

/** `creator-console-diagnostics-20240501-134502.zip` (local time of the machine). */
export function diagnosticsFileName(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  return `creator-console-diagnostics-${stamp}.zip`;
}

function scrubber(secrets: readonly string[]): (text: string) => string {
  const values = [...new Set(secrets.filter((s) => s.length >= 4))].sort((a, b) => b.length - a.length);
  return (text) => {
    let out = redact(text);
    for (const secret of values) if (out.includes(secret)) out = out.split(secret).join('[redacted]');
    return out;
  };
}

async function readSmallText(path: string, skipped: string[]): Promise<string | null> {
  try {
    const info = await stat(path);
    if (!info.isFile()) return null;
    if (info.size > MAX_FILE_BYTES) {
      skipped.push(`${basename(path)} (${info.size} bytes, over the ${MAX_FILE_BYTES}-byte limit)`);
      return null;
    }
    return await readFile(path, 'utf8');
  } catch {
    return null;
  }
}

async function activityFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir))
      .filter((name) => name.endsWith('.jsonl'))
      .sort()
      .map((name) => join(dir, name));
  } catch {
    return [];
  }
}

/** The profile list as support needs it: where each points and whether its secrets are set. */
async function profilesWithoutSecrets(sources: DiagnosticsSources, list: ProfileList): Promise<unknown> {
  const profiles = await Promise.all(
    list.profiles.map(async (profile) => {
      const status = await sources.profiles.secretStatus(profile.id).catch(() => null);
      return {
        id: profile.id,
        name: profile.name,
        kind: profile.kind,
        baseUrl: profile.baseUrl,
        whitelabelHost: profile.whitelabelHost,
        accessTokenSet: status?.accessToken ?? null,
        apiKeySet: status?.apiKey ?? null,
        keychain: status?.keychain ?? null,
      };
    }),
  );
  return { activeProfileId: list.activeProfileId, profiles };
}

/**
 * The diagnostics zip: the main-process logs, the activity log, app and OS versions, and the profile
 * list without secrets. Every text file passes through the logger's redaction and an explicit scrub of
 * every stored token and key, so even a line written by an older version cannot carry one out.
 */
export async function buildDiagnosticsZip(sources: DiagnosticsSources): Promise<DiagnosticsBundle> {
  const at = sources.now();
  const scrub = scrubber(await sources.secretValues().catch(() => []));
  const skipped: string[] = [];
  const files: Zippable = {};
  const add = (path: string, text: string) => {
    files[path] = [strToU8(scrub(text)), { mtime: at }];
  };

  const list = await sources.profiles.list();
  const active = list.profiles.find((p) => p.id === list.activeProfileId);
  // Which profile and business this zip was made under, so a live business's logs are never mistaken.
  const stamp = active ? exportStampOf(active) : null;
  add(
    'about.json',
    `${JSON.stringify(
      {
        generatedAt: at.toISOString(),
        app: { name: sources.appName, version: sources.version, host: sources.host },
        versions: sources.versions,
        os: sources.os,
        dataDir: sources.dataDir,
        activeProfile: stamp ? { name: stamp.profileName, business: stamp.business, kind: stamp.kind } : null,
        ...sources.extra,
      },
      null,
      2,
    )}\n`,
  );
  add('profiles.json', `${JSON.stringify(await profilesWithoutSecrets(sources, list), null, 2)}\n`);

  for (const path of sources.logFiles) {
    const text = await readSmallText(path, skipped);
    if (text !== null) add(`logs/${basename(path)}`, text);
  }
  for (const path of await activityFiles(sources.activityDir)) {
    const text = await readSmallText(path, skipped);
    if (text !== null) add(`activity/${basename(path)}`, text);
  }

  const readme = [
    `${sources.appName} diagnostics, ${at.toISOString()}`,
    stamp ? exportStampLine(stamp) : 'Profile: none was active',
    '',
    'about.json     app, Electron/Chromium/Node and OS versions, settings, what was running',
    'profiles.json  the profiles (name, base URL, white-label host, whether a token and API key are set)',
    'logs/          the main-process log files (newest first: main.log, main.1.log, …)',
    'activity/      every call the console made to the service (method, path, status, timing)',
    '',
    'No token, API key or password is included: the logs and activity log never hold one, and every',
    'file was scrubbed of the stored secrets again while this zip was made.',
    ...(sources.logFiles.length === 0
      ? ['', 'This host writes no log file (the web host logs to its terminal).']
      : []),
    ...(skipped.length ? ['', 'Left out (too large):', ...skipped.map((s) => `  ${s}`)] : []),
    '',
  ].join('\n');
  add('README.txt', readme);

  const entries = Object.keys(files).sort();
  const fileName = stamp ? stampFileName(diagnosticsFileName(at), stamp) : diagnosticsFileName(at);
  return { fileName, bytes: zipSync(files, { level: 6 }), entries };
}

/** Every stored token and key, so the diagnostics can scrub them; a keychain failure yields none. */
async function storedSecrets(deps: Pick<ServiceDeps, 'profiles'>): Promise<string[]> {
  const { profiles } = await deps.profiles.list();
  const values: string[] = [];
  for (const profile of profiles) {
    if (profile.id === SANDBOX_PROFILE_ID) continue;
    try {
      const secrets = await deps.profiles.secretsFor(profile.id);
      for (const value of [secrets.accessToken, secrets.apiKey]) if (value) values.push(value);
    } catch {
      // No keychain: nothing can have been stored, and nothing is scrubbed beyond the patterns.
    }
  }
  return values;
}

export interface DiagnosticsExportOptions {
  host: 'electron' | 'web';
  version?: string;
  /** Electron only: its log files, its save dialog; absent in the web host (the zip is downloaded). */
  desktop?: DesktopAdapter;
  /** The settings now (about.json keeps them without secrets). */
  settings: () => Promise<AppSettings>;
  updateStatus: () => UpdateStatus;
}

/**
 * The running console's diagnostics zip (settings, what runs, logs, activity, secrets scrubbed): saved
 * through the desktop's save dialog, or handed back for the web page to download.
 */
export async function exportDiagnostics(
  deps: Pick<ServiceDeps, 'dataDir' | 'profiles' | 'activityLog' | 'now'>,
  options: DiagnosticsExportOptions,
): Promise<ChannelOutput<'settings.exportDiagnostics'>> {
  const { desktop } = options;
  const current = await options.settings();
  // The zip reads the activity files directly: lines still queued for the disk must be in it.
  await deps.activityLog.flush();
  const bundle = await buildDiagnosticsZip({
    appName: 'Creator Console',
    version: options.version ?? process.env.npm_package_version ?? '0.1.0',
    host: options.host,
    versions: { ...process.versions },
    os: {
      platform: process.platform,
      release: release(),
      arch: arch(),
      type: osType(),
      version: osVersion(),
    },
    dataDir: deps.dataDir,
    logFiles: desktop?.logFiles() ?? [],
    activityDir: join(deps.dataDir, 'activity'),
    profiles: deps.profiles,
    secretValues: () => storedSecrets(deps),
    extra: {
      settings: { updates: current.updates, notifications: current.notifications },
      updateStatus: options.updateStatus(),
      running: desktop?.busyReasons() ?? processBusyReasons(),
      logsDir: desktop?.logsDir ?? null,
    },
    now: deps.now,
  });
  log.info('diagnostics prepared', { entries: bundle.entries.length, bytes: bundle.bytes.byteLength });
  if (!desktop) {
    return {
      outcome: 'download' as const,
      fileName: bundle.fileName,
      base64: Buffer.from(bundle.bytes).toString('base64'),
      bytes: bundle.bytes.byteLength,
    };
  }
  const path = await desktop.saveFile(bundle.fileName, bundle.bytes);
  return path
    ? { outcome: 'saved' as const, path, bytes: bundle.bytes.byteLength }
    : { outcome: 'cancelled' as const };
}
