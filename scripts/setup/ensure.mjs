// Observes this machine and carries out the plans of ./decisions.mjs: the OS packages, node_modules and
// Electron's binary. Used by `npm start` (scripts/start.mjs), `npm test` (scripts/setup.mjs) and the
// commands that need Electron. Only Node's built-ins: it runs before node_modules exists.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  OS_REQUIREMENTS,
  missingPackages,
  nodeModulesState,
  planElectron,
  planOsStep,
} from './decisions.mjs';
import { findElectronBinary } from '../packaging/electron-binary.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function say(line) {
  process.stdout.write(`[setup] ${line}\n`);
}

export class SetupError extends Error {}

export function hasCommand(name, env = process.env) {
  const exts = process.platform === 'win32' ? (env.PATHEXT ?? '.EXE;.CMD').split(';') : [''];
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    for (const ext of exts) {
      try {
        accessSync(join(dir, name + ext), constants.X_OK);
        return true;
      } catch {
        // not here
      }
    }
  }
  return false;
}

/** The subset of `pkgs` dpkg reports as installed (one dpkg-query call; an empty set without dpkg). */
function dpkgInstalled(pkgs) {
  if (!hasCommand('dpkg-query')) return new Set();
  const out = spawnSync('dpkg-query', ['-W', '-f=${Package}\t${db:Status-Status}\n', ...pkgs], {
    encoding: 'utf8',
  });
  const installed = new Set();
  for (const line of (out.stdout ?? '').split('\n')) {
    const [name, status] = line.split('\t');
    if (name && status === 'installed') installed.add(name.split(':')[0]);
  }
  return installed;
}

function runVisible(argv, env = process.env) {
  say(`$ ${argv.join(' ')}`);
  const result = spawnSync(argv[0], argv.slice(1), {
    cwd: ROOT,
    stdio: 'inherit',
    env,
    shell: process.platform === 'win32',
  });
  if (result.error) throw new SetupError(`${argv[0]} could not start: ${result.error.message}`);
  if (result.status !== 0) {
    throw new SetupError(`\`${argv.join(' ')}\` failed (exit ${result.status ?? result.signal})`);
  }
}

/** Installs the Debian/Ubuntu packages `purpose` ('start' | 'test') needs, when some are missing. */
export function ensureOsPackages(purpose) {
  if (process.platform !== 'linux') return;
  const requirements = OS_REQUIREMENTS[purpose];
  const missing = missingPackages(requirements, {
    hasCommand: (name) => hasCommand(name),
    installedPackages: dpkgInstalled(requirements.map((r) => r.pkg)),
  });
  const plan = planOsStep({
    platform: process.platform,
    missing,
    hasAptGet: hasCommand('apt-get'),
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
    hasSudo: hasCommand('sudo'),
    interactive: Boolean(process.stdin.isTTY),
  });
  if (plan.action === 'none') return;
  if (plan.action === 'advise') {
    if (plan.fatal) throw new SetupError(plan.message);
    say(plan.message);
    return;
  }
  say(
    `First run: installing the OS packages this needs (${plan.packages.join(', ')})` +
      (plan.via === 'sudo' ? ' through sudo' : '') +
      '.',
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const argv of plan.commands) runVisible(argv, env);
}

function mtimeOrNull(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
}

/** Runs `npm ci` when node_modules is missing or older than package-lock.json. */
export function ensureNodeModules() {
  const state = nodeModulesState({
    installedLockMtimeMs: mtimeOrNull(join(ROOT, 'node_modules', '.package-lock.json')),
    lockMtimeMs: mtimeOrNull(join(ROOT, 'package-lock.json')),
  });
  if (state === 'fresh') return;
  say(
    state === 'missing'
      ? 'Installing the npm dependencies (npm ci; first run only, a minute or two)...'
      : 'package-lock.json changed since the last install: reinstalling the npm dependencies (npm ci)...',
  );
  // Electron's own install script would download its binary from outside the npm registry: it is not
  // allowed in package.json's allowScripts, and skipped here too for npm versions without allowScripts.
  // `ensureElectron` fetches the binary on demand instead.
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  runVisible([npm, 'ci', '--no-audit', '--no-fund'], { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' });
}

const ELECTRON_FAILURE_FILE = join(
  ROOT,
  'node_modules',
  '.cache',
  'creator-console',
  'electron-download.json',
);

function readLastFailure() {
  try {
    const value = JSON.parse(readFileSync(ELECTRON_FAILURE_FILE, 'utf8'));
    return typeof value?.at === 'number' && typeof value?.reason === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** The Electron binary's path, or null: `require('electron')` answers it, or throws when it is absent. */
export function electronBinaryPath() {
  const found = findElectronBinary(createRequire(join(ROOT, 'package.json')));
  return found.ok ? found.path : null;
}

/** The first line of a failed download's output that says why, without the stack. */
function downloadFailureReason(output) {
  const lines = output.split('\n').map((l) => l.trim());
  const line =
    lines.find((l) =>
      /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|ECONNRESET|certificate|HTTPError/i.test(l),
    ) ??
    lines.find((l) => /error/i.test(l)) ??
    lines.find((l) => l.length > 0);
  return (line ?? 'no output').slice(0, 160);
}

function fetchElectron(timeoutMs) {
  const env = { ...process.env };
  delete env.ELECTRON_SKIP_BINARY_DOWNLOAD;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules', 'electron', 'install.js')], {
      cwd: join(ROOT, 'node_modules', 'electron'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve({ ok: false, reason: `no answer within ${Math.round(timeoutMs / 1000)} s` });
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ ok: false, reason: error.message });
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0 && electronBinaryPath()) resolve({ ok: true });
      else resolve({ ok: false, reason: downloadFailureReason(output) });
    });
  });
}

/**
 * Electron's binary, fetched on demand: its path, or `{path: null, reason}` after one line saying why
 * the caller falls back. A failed download is remembered for a day (`force` tries again at once).
 */
export async function ensureElectron({ force = false, timeoutMs = 20_000 } = {}) {
  const plan = planElectron({
    binaryPresent: electronBinaryPath() !== null,
    packageInstalled: existsSync(join(ROOT, 'node_modules', 'electron', 'install.js')),
    skipEnv:
      Boolean(process.env.ELECTRON_SKIP_BINARY_DOWNLOAD) && process.env.ELECTRON_SKIP_BINARY_DOWNLOAD !== '0',
    force,
    lastFailure: readLastFailure(),
    now: Date.now(),
  });
  if (plan.action === 'use') return { path: electronBinaryPath() };
  if (plan.action === 'without') return { path: null, reason: plan.reason };
  say(`Fetching Electron's binary (once; up to ${Math.round(timeoutMs / 1000)} s)...`);
  const result = await fetchElectron(timeoutMs);
  if (result.ok) return { path: electronBinaryPath() };
  try {
    mkdirSync(dirname(ELECTRON_FAILURE_FILE), { recursive: true });
    writeFileSync(ELECTRON_FAILURE_FILE, JSON.stringify({ at: Date.now(), reason: result.reason }));
  } catch {
    // Not remembering only means trying again next time.
  }
  return { path: null, reason: `its download failed (${result.reason})` };
}
