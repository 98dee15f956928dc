// The scheduling of `npm run test:all` (scripts/test-all.mjs), apart from the processes it starts, so it
// can be tested with fakes (tests/unit/setup/test-all-steps.test.ts). Only Node's built-ins.

/**
 * @typedef {{ script: string, after?: string[], alone?: boolean }} Step
 * @typedef {{ status: 'passed' | 'failed' | 'not run', seconds: number, why?: string }} StepResult
 */

/**
 * Every step of `npm test`, by npm script, in the order they start. `after`: steps that must pass first.
 * `alone`: a step that keeps every core busy by itself (vitest's workers, the browser tests' Chromium):
 * nothing starts beside it, and it starts in the first free slot, beside the last short step while that
 * one ends (the short steps' tail left a core about a third idle for some 15 s). The others mostly keep one core busy each, so they run side by side, as many at
 * once as there are cores (tests/README.md has the figures). The long typecheck starts first so the short
 * ones pack beside it.
 * @type {Step[]}
 */
export const STEPS = [
  { script: 'typecheck' },
  { script: 'build' },
  { script: 'lint' },
  { script: 'format:check' },
  // It writes its report under out/, which the build clears.
  { script: 'test:electronegativity', after: ['build'] },
  { script: 'test:vitest', alone: true },
  { script: 'test:e2e', after: ['build'], alone: true },
  { script: 'test:electron', after: ['build'] },
];

/**
 * Checks that every `after` names a step that comes earlier: otherwise a step would wait for ever.
 * @param {Step[]} steps
 */
export function checkSteps(steps) {
  const names = steps.map((step) => step.script);
  for (const [index, step] of steps.entries()) {
    for (const dependency of step.after ?? []) {
      const at = names.indexOf(dependency);
      if (at < 0) throw new Error(`${step.script} runs after ${dependency}, which is not a step`);
      if (at > index) throw new Error(`${step.script} runs after ${dependency}, which comes later`);
    }
  }
}

/**
 * Starts the steps in their order, up to `jobs` at once; while an `alone` step (or any step, when `jobs`
 * is 1) runs, nothing else starts. An alone step itself starts in the first free slot, so it runs beside
 * the last short steps while they end instead of waiting for them with a core idle. A step waits for its `after` steps to end, and is not run
 * unless they all passed; every other step runs whatever failed before it, so one run reports every
 * failure. `runStep` learns whether the step runs by itself (its output can then be shown as it comes).
 * @param {Step[]} steps
 * @param {(step: Step, how: { alone: boolean }) => Promise<{status: 'passed' | 'failed', seconds: number}>} runStep
 * @param {{ jobs?: number, onSkip?: (step: Step, why: string) => void }} [options]
 * @returns {Promise<Map<string, StepResult>>}
 */
export function runSteps(steps, runStep, { jobs = 1, onSkip = () => {} } = {}) {
  checkSteps(steps);
  if (!Number.isInteger(jobs) || jobs < 1) {
    throw new Error(`jobs must be a whole number of 1 or more, not ${jobs}`);
  }
  /** @type {Map<string, StepResult>} */
  const results = new Map();
  let next = 0;
  let running = 0;
  let aloneRunning = false;
  return new Promise((resolve) => {
    const pump = () => {
      while (next < steps.length && !aloneRunning) {
        const step = steps[next];
        const after = step.after ?? [];
        if (after.some((dependency) => !results.has(dependency))) break;
        const blockers = after.filter((dependency) => results.get(dependency)?.status !== 'passed');
        if (blockers.length > 0) {
          const why = `${blockers.join(', ')} did not pass`;
          onSkip(step, why);
          results.set(step.script, { status: 'not run', seconds: 0, why });
          next += 1;
          continue;
        }
        const alone = step.alone === true || jobs === 1;
        // An alone step takes a free slot beside the short steps still running (their tail), but nothing
        // starts beside it once it runs (the loop's condition).
        if (running >= jobs) break;
        next += 1;
        running += 1;
        aloneRunning = alone;
        Promise.resolve()
          .then(() => runStep(step, { alone }))
          .catch(() => ({ status: /** @type {const} */ ('failed'), seconds: 0 }))
          .then((result) => {
            running -= 1;
            if (alone) aloneRunning = false;
            results.set(step.script, result);
            pump();
          });
      }
      if (next >= steps.length && running === 0) resolve(results);
    };
    pump();
  });
}

// eslint-disable-next-line no-control-regex -- the terminal's colour codes are what it removes
const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]/g;

/**
 * What a failed step's output says of its failures, for the end of the run, where a log cut to its last
 * lines (a CI page, a terminal's scrollback) still shows it: colour codes removed, and from vitest's
 * "Failed Tests" or Playwright's failure list on when there is one, else the last lines. At most `max`
 * lines; a cut says how many lines it left out and where the whole output is.
 * @param {string} output
 * @param {{ max?: number, whole?: string }} [options]
 * @returns {string}
 */
export function failureDigest(output, { max = 80, whole } = {}) {
  const lines = output
    .replace(ANSI, '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd());
  const markers = [/Failed Tests? \d+/, /^\s*\d+ failed$/, /^\s*\d+\) .+›/];
  let from = -1;
  for (const marker of markers) {
    const at = lines.findIndex((line) => marker.test(line));
    if (at >= 0 && (from < 0 || at < from)) from = at;
  }
  let part = from >= 0 ? lines.slice(from) : lines;
  while (part.length > 0 && part[part.length - 1] === '') part = part.slice(0, -1);
  // Runs of blank lines are one.
  part = part.filter((line, index) => line !== '' || part[index - 1] !== '');
  if (part.length <= max) return part.join('\n');
  const left = part.length - max;
  const head = part.slice(0, Math.ceil(max / 2));
  const tail = part.slice(part.length - Math.floor(max / 2));
  const where = whole ? ` (the whole output: ${whole})` : '';
  return [...head, `… ${left} lines left out here${where} …`, ...tail].join('\n');
}
