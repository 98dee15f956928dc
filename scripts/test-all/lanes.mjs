// The scheduling of `npm run test:all` (scripts/test-all.mjs), apart from the processes it starts, so it
// can be tested with fakes (tests/unit/setup/test-all-lanes.test.ts). Only Node's built-ins.

/**
 * @typedef {{ script: string, after?: string[] }} Step
 * @typedef {{ status: 'passed' | 'failed' | 'not run', seconds: number, why?: string }} StepResult
 */

/** The steps, by npm script, in their lane's order. `after`: steps (of any lane) that must pass first. */
/** @type {Record<string, Step[]>} */
export const LANES = {
  checks: [
    { script: 'typecheck' },
    { script: 'lint' },
    { script: 'format:check' },
    { script: 'test:vitest' },
  ],
  browser: [
    { script: 'build' },
    // It writes its report under out/, which the build clears.
    { script: 'test:electronegativity', after: ['build'] },
    { script: 'test:e2e', after: ['build'] },
    { script: 'test:electron', after: ['build'] },
  ],
};
/**
 * Checks that every `after` names a step, and (one step at a time) comes earlier: otherwise a step would
 * wait for ever.
 * @param {Record<string, Step[]>} lanes
 */
export function checkLanes(lanes, { serial = false } = {}) {
  const order = Object.values(lanes).flat();
  const names = order.map((step) => step.script);
  for (const [index, step] of order.entries()) {
    for (const dependency of step.after ?? []) {
      const at = names.indexOf(dependency);
      if (at < 0) throw new Error(`${step.script} runs after ${dependency}, which is not a step`);
      if (serial && at > index) {
        throw new Error(`${step.script} runs after ${dependency}, which comes later when run one at a time`);
      }
    }
  }
}

/**
 * Runs each lane's steps in order, the lanes side by side (or one lane after another when `serial`). A step
 * whose `after` steps did not all pass is not run; every other step runs whatever failed before it, so
 * one run reports every failure.
 * @param {Record<string, Step[]>} lanes
 * @param {(step: Step, lane: string) => Promise<{status: 'passed' | 'failed', seconds: number}>} runStep
 * @param {{ serial?: boolean, onSkip?: (step: Step, why: string) => void }} [options]
 * @returns {Promise<Map<string, StepResult>>}
 */
export async function runLanes(lanes, runStep, { serial = false, onSkip = () => {} } = {}) {
  checkLanes(lanes, { serial });
  /** @type {Map<string, StepResult>} */
  const results = new Map();
  /** @type {Map<string, Array<() => void>>} */
  const waiting = new Map();
  const settle = (script, result) => {
    results.set(script, result);
    for (const wake of waiting.get(script) ?? []) wake();
    waiting.delete(script);
  };
  const whenDone = (script) =>
    results.has(script)
      ? Promise.resolve(results.get(script))
      : new Promise((done) =>
          waiting.set(script, [...(waiting.get(script) ?? []), () => done(results.get(script))]),
        );

  const runLane = async (lane, steps) => {
    for (const step of steps) {
      const blockers = [];
      for (const dependency of step.after ?? []) {
        if ((await whenDone(dependency)).status !== 'passed') blockers.push(dependency);
      }
      if (blockers.length > 0) {
        const why = `${blockers.join(', ')} did not pass`;
        onSkip(step, why);
        settle(step.script, { status: 'not run', seconds: 0, why });
        continue;
      }
      settle(step.script, await runStep(step, lane));
    }
  };

  if (serial) {
    for (const [lane, steps] of Object.entries(lanes)) await runLane(lane, steps);
  } else {
    await Promise.all(Object.entries(lanes).map(([lane, steps]) => runLane(lane, steps)));
  }
  return results;
}
