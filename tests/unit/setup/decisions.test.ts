import { describe, expect, it } from 'vitest';
import {
  ELECTRON_RETRY_AFTER_MS,
  OS_REQUIREMENTS,
  inputsFingerprint,
  missingPackages,
  nodeModulesState,
  planElectron,
  planOsStep,
  staleTargets,
} from '../../../scripts/setup/decisions.mjs';

const linux = { platform: 'linux', hasAptGet: true, interactive: true };

describe('the OS step', () => {
  it('installs the missing packages directly as root, after apt-get update', () => {
    const plan = planOsStep({
      ...linux,
      missing: ['chromium', 'gnome-keyring'],
      isRoot: true,
      hasSudo: false,
    });
    expect(plan).toEqual({
      action: 'run',
      via: 'root',
      packages: ['chromium', 'gnome-keyring'],
      commands: [
        ['apt-get', 'update'],
        ['apt-get', 'install', '-y', '--no-install-recommends', 'chromium', 'gnome-keyring'],
      ],
    });
  });

  it('goes through sudo when not root and sudo exists, without a password prompt when there is no terminal', () => {
    const withTerminal = planOsStep({ ...linux, missing: ['dbus'], isRoot: false, hasSudo: true });
    expect(withTerminal).toMatchObject({ action: 'run', via: 'sudo' });
    if (withTerminal.action !== 'run') throw new Error('expected a run plan');
    expect(withTerminal.commands[0]).toEqual(['sudo', 'apt-get', 'update']);

    const headless = planOsStep({
      ...linux,
      interactive: false,
      missing: ['dbus'],
      isRoot: false,
      hasSudo: true,
    });
    if (headless.action !== 'run') throw new Error('expected a run plan');
    expect(headless.commands.every((argv) => argv[0] === 'sudo' && argv[1] === '-n')).toBe(true);
  });

  it('says in one line what to run when it is neither root nor has sudo, and stops', () => {
    const plan = planOsStep({ ...linux, missing: ['libsecret-1-dev', 'g++'], isRoot: false, hasSudo: false });
    expect(plan).toMatchObject({ action: 'advise', fatal: true });
    if (plan.action !== 'advise') throw new Error('expected advice');
    expect(plan.message).not.toContain('\n');
    expect(plan.message).toContain('apt-get update && apt-get install -y libsecret-1-dev g++');
  });

  it('does nothing on macOS and Windows, or when nothing is missing', () => {
    for (const platform of ['darwin', 'win32']) {
      expect(planOsStep({ ...linux, platform, missing: ['chromium'], isRoot: true, hasSudo: true })).toEqual({
        action: 'none',
      });
    }
    expect(planOsStep({ ...linux, missing: [], isRoot: false, hasSudo: false })).toEqual({ action: 'none' });
  });

  it('names the packages but carries on where there is no apt-get', () => {
    const plan = planOsStep({
      ...linux,
      hasAptGet: false,
      missing: ['chromium'],
      isRoot: true,
      hasSudo: true,
    });
    expect(plan).toMatchObject({ action: 'advise', fatal: false });
  });

  it('counts a package as present when its command is on the PATH or dpkg has it', () => {
    const missing = missingPackages(OS_REQUIREMENTS.test, {
      hasCommand: (name) => name === 'g++' || name === 'chromium-headless-shell',
      installedPackages: new Set(['libsecret-1-dev', 'python3', 'make', 'dbus']),
    });
    expect(missing).toEqual(['gnome-keyring', 'fonts-dejavu-core']);
  });

  it('asks nothing of npm start that only the tests use (Chromium, the keyring daemon)', () => {
    const start = OS_REQUIREMENTS.start.map((r) => r.pkg);
    expect(start).not.toContain('chromium-headless-shell');
    expect(start).not.toContain('gnome-keyring');
    expect(start).toContain('libsecret-1-dev');
  });
});

describe('node_modules', () => {
  it('is missing without the lock file npm writes at the end of an install (none, or interrupted)', () => {
    expect(nodeModulesState({ installedLockMtimeMs: null, lockMtimeMs: 1_000 })).toBe('missing');
  });

  it('is stale when package-lock.json changed after the last install', () => {
    expect(nodeModulesState({ installedLockMtimeMs: 1_000, lockMtimeMs: 2_000 })).toBe('stale');
  });

  it('is fresh when installed after the lock last changed', () => {
    expect(nodeModulesState({ installedLockMtimeMs: 2_000, lockMtimeMs: 1_000 })).toBe('fresh');
    expect(nodeModulesState({ installedLockMtimeMs: 2_000, lockMtimeMs: 2_000 })).toBe('fresh');
  });
});

describe("Electron's binary", () => {
  const base = {
    binaryPresent: false,
    packageInstalled: true,
    skipEnv: false,
    force: false,
    lastFailure: null,
    now: Date.UTC(2026, 10, 24, 12),
  };

  it('is used when present', () => {
    expect(planElectron({ ...base, binaryPresent: true })).toEqual({ action: 'use' });
  });

  it('is fetched when absent and never tried, or when the last failure is a day old', () => {
    expect(planElectron(base)).toEqual({ action: 'fetch' });
    const old = { at: base.now - ELECTRON_RETRY_AFTER_MS - 1, reason: 'getaddrinfo ENOTFOUND' };
    expect(planElectron({ ...base, lastFailure: old })).toEqual({ action: 'fetch' });
  });

  it('is done without, with the reason, after a recent failed download, unless forced', () => {
    const recent = { at: base.now - 60_000, reason: 'getaddrinfo ENOTFOUND github.com' };
    const plan = planElectron({ ...base, lastFailure: recent });
    expect(plan.action).toBe('without');
    if (plan.action !== 'without') throw new Error('expected without');
    expect(plan.reason).toContain('getaddrinfo ENOTFOUND github.com');
    expect(plan.reason).toContain('--fetch-electron');
    expect(planElectron({ ...base, lastFailure: recent, force: true })).toEqual({ action: 'fetch' });
  });

  it('respects ELECTRON_SKIP_BINARY_DOWNLOAD, and needs the package installed', () => {
    expect(planElectron({ ...base, skipEnv: true })).toMatchObject({ action: 'without' });
    expect(planElectron({ ...base, packageInstalled: false })).toMatchObject({ action: 'without' });
  });
});

describe('incremental builds', () => {
  const files = [
    { path: 'src/a.ts', size: 10, mtimeMs: 1 },
    { path: 'src/b.ts', size: 20, mtimeMs: 2 },
  ];

  it('fingerprints the same listing the same way whatever its order', () => {
    expect(inputsFingerprint(files)).toBe(inputsFingerprint([...files].reverse()));
  });

  it('changes the fingerprint on an edit, a touch, a new file or a deleted one', () => {
    const before = inputsFingerprint(files);
    expect(inputsFingerprint([{ ...files[0]!, size: 11 }, files[1]!])).not.toBe(before);
    expect(inputsFingerprint([{ ...files[0]!, mtimeMs: 5 }, files[1]!])).not.toBe(before);
    expect(inputsFingerprint([...files, { path: 'src/c.ts', size: 1, mtimeMs: 1 }])).not.toBe(before);
    expect(inputsFingerprint([files[0]!])).not.toBe(before);
  });

  it('rebuilds only the targets whose inputs changed or whose output is missing', () => {
    expect(
      staleTargets([
        { name: 'app', current: 'x', recorded: 'x', outputPresent: true },
        { name: 'web', current: 'y', recorded: 'z', outputPresent: true },
      ]),
    ).toEqual(['web']);
    expect(staleTargets([{ name: 'app', current: 'x', recorded: 'x', outputPresent: false }])).toEqual([
      'app',
    ]);
    expect(staleTargets([{ name: 'app', current: 'x', recorded: null, outputPresent: true }])).toEqual([
      'app',
    ]);
  });
});
