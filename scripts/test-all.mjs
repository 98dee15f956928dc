#!/usr/bin/env node
// `npm run test:all` (what `npm test` runs inside the throwaway keychain): every check and test, one step
// at a time, then a summary of what passed and how long each step took.
//   checks   typecheck, lint, format, the vitest projects
//   browser  build, the Electronegativity report, the browser tests (they load the build), Electron's
// TEST_ALL_LANES=1 runs the two lanes side by side instead: the checks lane at a lower priority (nice 10,
// in a session of its own whose scheduling group is niced too, since Linux's autogroups share the CPU
// between sessions first and Chromium runs in a session of its own), each step's output kept in
// .cache/test-all/<step>.log and printed whole when the step ends. On this project's 2-core machine it
// saved little: the two lanes used 1,190 s of CPU where the steps one at a time use about 920 s (two busy
// cores slow each other), 619 s in all, and timing-sensitive tests meet a loaded machine; measured in
// tests/README.md. Only Node's built-ins.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join, resolve } from 'node:path';
import { LANES, runLanes } from './test-all/lanes.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const LOG_DIR = join(ROOT, '.cache/test-all');

const NICE = { browser: 0, checks: 10 };

const serial = process.env.TEST_ALL_LANES !== '1';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** Each running step's child process, and whether it leads a process group of its own. */
const running = new Map();

function logName(script) {
  return join(LOG_DIR, `${script.replace(/[^\w.-]/g, '-')}.log`);
}

function run(script, nice) {
  const started = Date.now();
  process.stdout.write(`\n▶ ${script} started\n`);
  const detached = nice > 0 && process.platform !== 'win32';
  return new Promise((done) => {
    const child = spawn(npm, ['run', '-s', script], {
      cwd: ROOT,
      env: process.env,
      stdio: serial ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      // A lower-priority step gets a session of its own, so its scheduling group can be niced as a whole.
      detached,
    });
    running.set(child, detached);
    if (nice > 0) lowerPriority(child.pid, nice);
    const log = serial ? undefined : createWriteStream(logName(script));
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    const finish = (code) => {
      running.delete(child);
      const seconds = (Date.now() - started) / 1000;
      const status = code === 0 ? 'passed' : 'failed';
      if (!serial) {
        process.stdout.write(`\n──── ${script} (${status}, ${seconds.toFixed(1)} s) ────\n`);
        process.stdout.write(readFileSync(logName(script), 'utf8'));
      }
      process.stdout.write(
        `\n${status === 'passed' ? '✔' : '✘'} ${script} ${status} in ${seconds.toFixed(1)} s\n`,
      );
      done({ status, seconds });
    };
    // 'close' follows an 'error' too (a step that could not start), after its output streams closed.
    child.on('error', (error) => process.stdout.write(`✘ ${script} could not start: ${error.message}\n`));
    child.on('close', (exitCode) => {
      const code = exitCode ?? 1;
      if (log) log.end(() => finish(code));
      else finish(code);
    });
  });
}

/** Nice `pid` (its children inherit it) and, on Linux, its session's scheduling group. */
function lowerPriority(pid, nice) {
  try {
    setPriority(pid, nice);
  } catch {
    // Lowering a priority is a courtesy; where it is refused the lanes just share evenly.
  }
  if (process.platform !== 'linux') return;
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(nice));
  } catch {
    // No autogroups in this kernel: the plain nice is all there is.
  }
}

function stopAll(signal) {
  for (const [child, detached] of running) {
    try {
      // A detached step leads its own process group: stop all of it.
      process.kill(detached ? -child.pid : child.pid, signal);
    } catch {
      // Already gone.
    }
  }
}

process.on('SIGINT', () => {
  stopAll('SIGINT');
  process.exit(130);
});
process.on('SIGTERM', () => {
  stopAll('SIGTERM');
  process.exit(143);
});

mkdirSync(LOG_DIR, { recursive: true });
const started = Date.now();
const results = await runLanes(LANES, (step, lane) => run(step.script, serial ? 0 : NICE[lane]), {
  serial,
  onSkip: (step, why) => process.stdout.write(`\n– ${step.script} not run: ${why}\n`),
});

const total = (Date.now() - started) / 1000;
process.stdout.write(
  `\nSummary (${total.toFixed(1)} s in all${serial ? ', one step at a time' : ', two lanes'}):\n`,
);
for (const steps of Object.values(LANES)) {
  for (const { script } of steps) {
    const result = results.get(script);
    const mark = result.status === 'passed' ? '✔' : result.status === 'failed' ? '✘' : '–';
    const detail = result.status === 'not run' ? result.why : `${result.seconds.toFixed(1)} s`;
    process.stdout.write(`  ${mark} ${script.padEnd(24)} ${result.status.padEnd(8)} ${detail}\n`);
  }
}
const failed = [...results.values()].some((r) => r.status !== 'passed');
if (!serial && failed) process.stdout.write(`Each step's whole output: ${LOG_DIR}/\n`);
process.exit(failed ? 1 : 0);
