#!/usr/bin/env node
// `npm run build`: builds what changed since the last build, and nothing when nothing did.
//   app  electron-vite: Electron main, preload and the renderer (out/main, out/preload, out/renderer)
//   web  esbuild: the web host and its browser preload (out/web)
// Each target's inputs are fingerprinted (path, size, mtime of every file); the fingerprint of its last
// successful build is kept in out/.build-state.json. `--force` rebuilds everything.
import { readFileSync, readdirSync, statSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';
import { inputsFingerprint, staleTargets } from './setup/decisions.mjs';
import { ROOT, say } from './setup/ensure.mjs';

const OUT = resolve(ROOT, process.env.CONSOLE_OUT_DIR ?? 'out');
const STATE_FILE = join(OUT, '.build-state.json');
const bin = (name) => join(ROOT, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

const TARGETS = [
  {
    name: 'app',
    inputs: [
      'src',
      'electron.vite.config.ts',
      'tsconfig.json',
      'tsconfig.base.json',
      'tsconfig.node.json',
      'tsconfig.web.json',
      'package-lock.json',
      'scripts/build.mjs',
      'scripts/vite',
    ],
    outputs: ['main/index.js', 'preload/index.cjs', 'renderer/index.html'],
    command: [bin('electron-vite'), 'build'],
  },
  {
    name: 'web',
    inputs: ['src/main', 'src/shared', 'src/preload', 'scripts/build-web.mjs', 'package-lock.json'],
    outputs: ['web/preload.js', 'web/host.mjs'],
    command: [process.execPath, join(ROOT, 'scripts', 'build-web.mjs')],
  },
];

function listFiles(path, into) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return;
  }
  if (stat.isDirectory()) {
    for (const entry of readdirSync(path)) listFiles(join(path, entry), into);
  } else {
    into.push({ path: relative(ROOT, path), size: stat.size, mtimeMs: stat.mtimeMs });
  }
}

function fingerprint(target) {
  const files = [];
  for (const input of target.inputs) listFiles(join(ROOT, input), files);
  return inputsFingerprint(files);
}

function readState() {
  try {
    const value = JSON.parse(readFileSync(STATE_FILE, 'utf8'));
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

/** Builds the stale targets; answers the names it built. Throws when a build fails. */
export function buildIfChanged({ force = false, quiet = false } = {}) {
  const state = readState();
  const current = Object.fromEntries(TARGETS.map((t) => [t.name, fingerprint(t)]));
  const stale = force
    ? TARGETS.map((t) => t.name)
    : staleTargets(
        TARGETS.map((t) => ({
          name: t.name,
          current: current[t.name],
          recorded: typeof state[t.name] === 'string' ? state[t.name] : null,
          outputPresent: t.outputs.every((o) => existsSync(join(OUT, o))),
        })),
      );
  for (const target of TARGETS.filter((t) => stale.includes(t.name))) {
    if (!quiet)
      say(
        `Building ${target.name}: its sources changed since the last build (${target.inputs.join(', ')})...`,
      );
    const result = spawnSync(target.command[0], target.command.slice(1), {
      cwd: ROOT,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    if (result.error) throw new Error(`the ${target.name} build could not start: ${result.error.message}`);
    if (result.status !== 0) {
      throw new Error(`the ${target.name} build failed (exit ${result.status ?? result.signal}); see above`);
    }
    // Record the fingerprint taken before the build: an edit made during it makes the next start rebuild.
    state[target.name] = current[target.name];
    mkdirSync(OUT, { recursive: true });
    writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
  }
  return stale;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const built = buildIfChanged({ force: process.argv.includes('--force') });
    if (built.length === 0) say('Build is up to date (nothing changed since the last build).');
  } catch (error) {
    process.stderr.write(`[build] ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
