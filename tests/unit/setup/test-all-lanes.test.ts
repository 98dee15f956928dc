import { describe, expect, it } from 'vitest';
import { LANES as PROJECT_LANES, checkLanes, runLanes, type Step } from '../../../scripts/test-all/lanes.mjs';

/** A fake step runner: records starts and ends, fails the scripts named in `failing`. */
function fakeRunner(failing: string[] = []) {
  const events: string[] = [];
  const runStep = async (step: Step) => {
    events.push(`start ${step.script}`);
    await new Promise((resolve) => setImmediate(resolve));
    events.push(`end ${step.script}`);
    return { status: failing.includes(step.script) ? ('failed' as const) : ('passed' as const), seconds: 1 };
  };
  return { events, runStep };
}

const LANES = {
  checks: [{ script: 'typecheck' }, { script: 'vitest' }],
  browser: [{ script: 'build' }, { script: 'e2e', after: ['build'] }],
};

describe('test:all lanes', () => {
  it('one step at a time runs the lanes in order, each step after the last one ended', async () => {
    const { events, runStep } = fakeRunner();
    const results = await runLanes(LANES, runStep, { serial: true });
    expect(events).toEqual([
      'start typecheck',
      'end typecheck',
      'start vitest',
      'end vitest',
      'start build',
      'end build',
      'start e2e',
      'end e2e',
    ]);
    expect([...results.values()].every((r) => r.status === 'passed')).toBe(true);
  });

  it('side by side starts each lane at once', async () => {
    const { events, runStep } = fakeRunner();
    await runLanes(LANES, runStep);
    expect(events.slice(0, 2).sort()).toEqual(['start build', 'start typecheck']);
  });

  it('a failed step keeps its dependents from running and lets every other step run', async () => {
    const { events, runStep } = fakeRunner(['build', 'typecheck']);
    const skipped: string[] = [];
    const results = await runLanes(LANES, runStep, {
      serial: true,
      onSkip: (step, why) => skipped.push(`${step.script}: ${why}`),
    });
    expect(results.get('e2e')).toEqual({ status: 'not run', seconds: 0, why: 'build did not pass' });
    expect(skipped).toEqual(['e2e: build did not pass']);
    expect(results.get('vitest')?.status).toBe('passed');
    expect(events).not.toContain('start e2e');
  });

  it('refuses a dependency that is not a step, or that would come later one step at a time', () => {
    expect(() => checkLanes({ a: [{ script: 'x', after: ['nope'] }] })).toThrow(/nope, which is not a step/);
    const backwards = { a: [{ script: 'x', after: ['y'] }], b: [{ script: 'y' }] };
    expect(() => checkLanes(backwards, { serial: true })).toThrow(/comes later/);
    expect(() => checkLanes(backwards)).not.toThrow();
  });

  it('the project’s lanes hold every step of npm test, consistent both ways', () => {
    expect(() => checkLanes(PROJECT_LANES, { serial: true })).not.toThrow();
    expect(() => checkLanes(PROJECT_LANES)).not.toThrow();
    expect(
      Object.values(PROJECT_LANES)
        .flat()
        .map((step) => step.script)
        .sort(),
    ).toEqual(
      [
        'build',
        'format:check',
        'lint',
        'test:e2e',
        'test:electron',
        'test:electronegativity',
        'test:vitest',
        'typecheck',
      ].sort(),
    );
  });
});
