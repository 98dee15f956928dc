// The set-up decisions of `npm start` and `npm test`, as pure functions of what was observed, so they can
// be unit-tested with fakes (tests/unit/setup/). Nothing here runs a command or touches a file: the
// caller (scripts/setup/ensure.mjs) observes the machine and carries out the plan. Only Node's built-ins:
// this runs before node_modules exists.
import { createHash } from 'node:crypto';

/**
 * The Debian/Ubuntu packages each command needs. `npm start` needs what builds and loads keytar (the
 * keychain module: libsecret, and the toolchain node-gyp uses when no prebuilt keytar can be had);
 * `npm test` adds the keychain daemon and session bus the tests use, and Debian's Chromium headless
 * shell for the browser tests (lighter than the full browser: scripts/chromium.mjs). A package with
 * `command` counts as present when that command is on the PATH, however it was installed (g++ from
 * another source is fine).
 */
export const OS_REQUIREMENTS = {
  start: [
    { pkg: 'libsecret-1-dev' },
    { pkg: 'python3', command: 'python3' },
    { pkg: 'make', command: 'make' },
    { pkg: 'g++', command: 'g++' },
  ],
  test: [
    { pkg: 'libsecret-1-dev' },
    { pkg: 'python3', command: 'python3' },
    { pkg: 'make', command: 'make' },
    { pkg: 'g++', command: 'g++' },
    { pkg: 'gnome-keyring', command: 'gnome-keyring-daemon' },
    { pkg: 'dbus', command: 'dbus-run-session' },
    { pkg: 'chromium-headless-shell', command: 'chromium-headless-shell' },
    { pkg: 'fonts-dejavu-core' },
  ],
};

/**
 * Which of `requirements` are missing. `hasCommand(name)` and `isInstalled(pkg)` are the observations;
 * `isInstalled` answers for a batch so the caller can ask dpkg once.
 */
export function missingPackages(requirements, { hasCommand, installedPackages }) {
  return requirements
    .filter((req) => !(req.command && hasCommand(req.command)) && !installedPackages.has(req.pkg))
    .map((req) => req.pkg);
}

/**
 * The OS step: nothing (not Linux, or nothing missing), run apt-get (as root, or through sudo), or one
 * line telling the person what to run (no apt-get, or neither root nor sudo).
 *
 * @param {{platform: string, missing: string[], hasAptGet: boolean, isRoot: boolean, hasSudo: boolean,
 *          interactive: boolean}} facts
 */
export function planOsStep({ platform, missing, hasAptGet, isRoot, hasSudo, interactive }) {
  if (platform !== 'linux' || missing.length === 0) return { action: 'none' };
  const list = missing.join(' ');
  if (!hasAptGet) {
    return {
      action: 'advise',
      message:
        `This is not a Debian/Ubuntu system, so the packages cannot be installed for you. ` +
        `Install your distribution's equivalents of: ${list}`,
      fatal: false,
    };
  }
  const update = ['apt-get', 'update'];
  const install = ['apt-get', 'install', '-y', '--no-install-recommends', ...missing];
  if (isRoot) return { action: 'run', via: 'root', commands: [update, install], packages: missing };
  if (hasSudo) {
    // Without a terminal sudo cannot ask for a password: -n makes it fail at once instead of hanging.
    const sudo = interactive ? ['sudo'] : ['sudo', '-n'];
    return {
      action: 'run',
      via: 'sudo',
      commands: [
        [...sudo, ...update],
        [...sudo, ...install],
      ],
      packages: missing,
    };
  }
  return {
    action: 'advise',
    message: `Missing OS packages (${list}). As root, run: apt-get update && apt-get install -y ${list}`,
    fatal: true,
  };
}

/**
 * Is `node_modules` up to date with `package-lock.json`? npm writes `node_modules/.package-lock.json`
 * at the end of a successful install, so its absence means "never installed, or interrupted", and a
 * lock file newer than it means "the dependencies changed since" (a pull, a branch switch).
 *
 * @param {{installedLockMtimeMs: number | null, lockMtimeMs: number | null}} facts
 * @returns {'missing' | 'stale' | 'fresh'}
 */
export function nodeModulesState({ installedLockMtimeMs, lockMtimeMs }) {
  if (installedLockMtimeMs === null) return 'missing';
  if (lockMtimeMs !== null && lockMtimeMs > installedLockMtimeMs) return 'stale';
  return 'fresh';
}

/** How long a failed Electron download is remembered before `npm start` tries again by itself. */
export const ELECTRON_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Electron's binary: use it, try to fetch it, or do without (with the reason). A failed fetch is
 * remembered, so a machine without access to the download pays the timeout once a day, not per start.
 *
 * @param {{binaryPresent: boolean, packageInstalled: boolean, skipEnv: boolean, force: boolean,
 *          lastFailure: {at: number, reason: string} | null, now: number}} facts
 * @returns {{action: 'use'} | {action: 'fetch'} | {action: 'without', reason: string}}
 */
export function planElectron({ binaryPresent, packageInstalled, skipEnv, force, lastFailure, now }) {
  if (binaryPresent) return { action: 'use' };
  if (!packageInstalled) return { action: 'without', reason: 'the electron package is not installed' };
  if (skipEnv && !force) {
    return { action: 'without', reason: 'ELECTRON_SKIP_BINARY_DOWNLOAD is set, so it is not downloaded' };
  }
  if (!force && lastFailure && now - lastFailure.at < ELECTRON_RETRY_AFTER_MS) {
    const when = new Date(lastFailure.at).toISOString().slice(0, 16).replace('T', ' ');
    return {
      action: 'without',
      reason: `its download failed at ${when} UTC (${lastFailure.reason}); it is tried again a day later, or now with --fetch-electron`,
    };
  }
  return { action: 'fetch' };
}

/**
 * A fingerprint of a build's inputs from each file's path, size and modification time: any edit, pull,
 * checkout or new file changes it, and computing it costs a stat per file (milliseconds).
 *
 * @param {Array<{path: string, size: number, mtimeMs: number}>} files
 */
export function inputsFingerprint(files) {
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const hash = createHash('sha256');
  for (const f of sorted) hash.update(`${f.path}\0${f.size}\0${Math.trunc(f.mtimeMs)}\n`);
  return `${sorted.length}-${hash.digest('hex').slice(0, 16)}`;
}

/**
 * Which builds must run: each target names its fingerprint now and the one recorded after its last
 * successful build (null when it never built, or its output is missing).
 *
 * @param {Array<{name: string, current: string, recorded: string | null, outputPresent: boolean}>} targets
 */
export function staleTargets(targets) {
  return targets.filter((t) => !t.outputPresent || t.recorded !== t.current).map((t) => t.name);
}
