#!/usr/bin/env node
// `npm run test:all` (what `npm test` runs inside the throwaway keychain): every check and test, then a
// summary of what passed and how long each step took. The short steps (typecheck, build, lint, format,
// the Electronegativity report) run side by side, one per core; vitest and the browser tests, which keep
// every core busy by themselves, run alone: nothing starts beside them, though vitest starts beside the last
// short step while it ends (scripts/test-all/steps.mjs). A step that runs alone shows its output as it
// comes; one that runs beside another prints it whole when it ends. Either way it is kept in
// .cache/test-all/<step>.log, and what a failed step said of its failures is repeated above the summary,
// so a log cut to its last lines (a CI page) still names the failing test. TEST_ALL_JOBS=1 runs every step
// by itself. Only Node's built-ins.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { failureDigest, runSteps, STEPS } from './test-all/steps.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const LOG_DIR = join(ROOT, '.cache/test-all');

/** Steps at once: TEST_ALL_JOBS, else one per core (at most four: the short steps are five). */
function jobCount(env = process.env) {
  if (env.TEST_ALL_JOBS === undefined || env.TEST_ALL_JOBS === '') return Math.min(4, availableParallelism());
  const jobs = Number(env.TEST_ALL_JOBS);
  if (!Number.isInteger(jobs) || jobs < 1) {
    process.stderr.write(`TEST_ALL_JOBS must be a whole number of 1 or more, not "${env.TEST_ALL_JOBS}"\n`);
    process.exit(2);
  }
  return jobs;
}

const jobs = jobCount();
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** Each running step's child process. */
const running = new Set();

function logName(script) {
  return join(LOG_DIR, `${script.replace(/[^\w.-]/g, '-')}.log`);
}

function run(script, alone) {
  const started = Date.now();
  process.stdout.write(`\n▶ ${script} started${alone ? '' : ' (its output follows when it ends)'}\n`);
  return new Promise((done) => {
    // A step shown as it comes keeps its colours on a terminal although its output goes through a pipe.
    const colour = alone && process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {};
    const child = spawn(npm, ['run', '-s', script], {
      cwd: ROOT,
      env: { ...process.env, ...colour },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    const log = createWriteStream(logName(script));
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    if (alone) {
      child.stdout.on('data', (chunk) => process.stdout.write(chunk));
      child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    }
    const finish = (code) => {
      running.delete(child);
      const seconds = (Date.now() - started) / 1000;
      const status = code === 0 ? 'passed' : 'failed';
      if (!alone) {
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
      log.end(() => finish(code));
    });
  });
}

function stopAll(signal) {
  for (const child of running) {
    try {
      child.kill(signal);
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
const results = await runSteps(STEPS, (step, { alone }) => run(step.script, alone), {
  jobs,
  onSkip: (step, why) => process.stdout.write(`\n– ${step.script} not run: ${why}\n`),
});

for (const { script } of STEPS) {
  if (results.get(script)?.status !== 'failed') continue;
  let output = '';
  try {
    output = readFileSync(logName(script), 'utf8');
  } catch {
    // A step that could not start left no log; its line above says why.
  }
  process.stdout.write(`\n──── what ${script} said of its failure ────\n`);
  process.stdout.write(`${failureDigest(output, { whole: logName(script) }) || '(it printed nothing)'}\n`);
}

const total = (Date.now() - started) / 1000;
const how = jobs === 1 ? 'one step at a time' : `up to ${jobs} steps at once, vitest and e2e alone`;
process.stdout.write(`\nSummary (${total.toFixed(1)} s in all, ${how}):\n`);
for (const { script } of STEPS) {
  const result = results.get(script);
  const mark = result.status === 'passed' ? '✔' : result.status === 'failed' ? '✘' : '–';
  const detail = result.status === 'not run' ? result.why : `${result.seconds.toFixed(1)} s`;
  process.stdout.write(`  ${mark} ${script.padEnd(24)} ${result.status.padEnd(8)} ${detail}\n`);
}
const failed = [...results.values()].some((r) => r.status !== 'passed');
if (failed) process.stdout.write(`The whole output of each step: ${LOG_DIR}/\n`);
process.exit(failed ? 1 : 0);
