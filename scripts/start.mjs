#!/usr/bin/env node
// `npm start`: the console on the embedded sandbox, from a fresh clone or any later state.
//  1. first run only: the OS packages and node_modules it needs (scripts/setup/ensure.mjs);
//  2. builds what changed since the last build, nothing otherwise (scripts/build.mjs);
//  3. the Electron app where its binary is present or can be fetched, else the same console in a
//     browser (the web host, from built JavaScript), with the address to open.
// Options: --web (the browser version even where Electron exists), --fetch-electron (try the download
// again now), and the web host's own --port N and --data-dir DIR.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, ensureElectron, ensureNodeModules, ensureOsPackages, say } from './setup/ensure.mjs';

const args = process.argv.slice(2);
const forceWeb = args.includes('--web');
const forceFetch = args.includes('--fetch-electron');
const hostArgs = args.filter((a) => a !== '--web' && a !== '--fetch-electron');

try {
  ensureOsPackages('start');
  ensureNodeModules();
  const { buildIfChanged } = await import('./build.mjs');
  buildIfChanged();
} catch (error) {
  process.stderr.write(`[start] ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

let electronPath = null;
if (!forceWeb) {
  const electron = await ensureElectron({ force: forceFetch });
  electronPath = electron.path;
  if (!electronPath) {
    say(
      `Electron's binary is not available (${electron.reason}): starting the console in your browser instead.`,
    );
  }
}

if (electronPath) {
  // Ctrl+C reaches Electron too (same process group); this process waits for it to finish closing.
  process.on('SIGINT', () => {});
  const child = spawn(electronPath, [ROOT, ...hostArgs], { cwd: ROOT, stdio: 'inherit' });
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  // The web host runs in this process: one Node start-up, not two.
  const outDir = process.env.CONSOLE_OUT_DIR ?? 'out';
  const { runWebHostCli } = await import(pathToFileURL(resolve(ROOT, outDir, 'web', 'host.mjs')).href);
  await runWebHostCli(hostArgs);
}
