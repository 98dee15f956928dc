import { describe, expect, it } from 'vitest';
import {
  STEPS as PROJECT_STEPS,
  checkSteps,
  failureDigest,
  runSteps,
  type Step,
} from '../../../scripts/test-all/steps.mjs';

/**
 * A fake step runner: each step ends when the test says so (`end(script)`), so the test sees exactly what
 * runs beside what. Records starts, ends and whether each step was told it runs alone.
 */
function fakeRunner(failing: string[] = []) {
  const events: string[] = [];
  const enders = new Map<string, () => void>();
  const runStep = (step: Step, how: { alone: boolean }) => {
    events.push(`start ${step.script}${how.alone ? ' (alone)' : ''}`);
    return new Promise<{ status: 'passed' | 'failed'; seconds: number }>((resolve) => {
      enders.set(step.script, () => {
        events.push(`end ${step.script}`);
        resolve({ status: failing.includes(step.script) ? 'failed' : 'passed', seconds: 1 });
      });
    });
  };
  /** Ends a running step and lets the scheduler start what follows. */
  const end = async (script: string) => {
    const ender = enders.get(script);
    if (!ender) throw new Error(`${script} is not running: ${events.join(', ')}`);
    enders.delete(script);
    ender();
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  };
  const running = () => [...enders.keys()].sort();
  return { events, runStep, end, running };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

const STEPS: Step[] = [
  { script: 'typecheck' },
  { script: 'build' },
  { script: 'lint' },
  { script: 'electronegativity', after: ['build'] },
  { script: 'vitest', alone: true },
  { script: 'e2e', after: ['build'], alone: true },
  { script: 'electron', after: ['build'] },
];

describe('test:all steps', () => {
  it('runs up to `jobs` steps side by side, in their order, and nothing starts beside an alone step', async () => {
    const fake = fakeRunner();
    const done = runSteps(STEPS, fake.runStep, { jobs: 2 });
    await settle();
    expect(fake.running()).toEqual(['build', 'typecheck']);
    await fake.end('build');
    expect(fake.running()).toEqual(['lint', 'typecheck']);
    await fake.end('lint');
    expect(fake.running()).toEqual(['electronegativity', 'typecheck']);
    await fake.end('electronegativity');
    // vitest takes the free slot beside the last short step (whose tail would leave a core idle)...
    expect(fake.running()).toEqual(['typecheck', 'vitest']);
    await fake.end('typecheck');
    // ...and nothing starts beside it, although a slot is free: e2e waits for it.
    expect(fake.running()).toEqual(['vitest']);
    await fake.end('vitest');
    expect(fake.running()).toEqual(['e2e']);
    await fake.end('e2e');
    expect(fake.running()).toEqual(['electron']);
    await fake.end('electron');
    const results = await done;
    expect([...results.values()].every((r) => r.status === 'passed')).toBe(true);
    expect(fake.events).toContain('start vitest (alone)');
    expect(fake.events).toContain('start e2e (alone)');
    expect(fake.events).toContain('start typecheck');
  });

  it('one job runs every step by itself, in order', async () => {
    const fake = fakeRunner();
    const done = runSteps(STEPS, fake.runStep, { jobs: 1 });
    for (const { script } of STEPS) {
      await settle();
      expect(fake.running()).toEqual([script]);
      await fake.end(script);
    }
    await done;
    expect(fake.events.filter((e) => e.startsWith('start')).every((e) => e.endsWith('(alone)'))).toBe(true);
  });

  it('a failed step keeps its dependents from running and lets every other step run', async () => {
    const fake = fakeRunner(['build', 'typecheck']);
    const skipped: string[] = [];
    const done = runSteps(STEPS, fake.runStep, {
      jobs: 2,
      onSkip: (step, why) => skipped.push(`${step.script}: ${why}`),
    });
    await settle();
    await fake.end('build');
    await fake.end('typecheck');
    await fake.end('lint');
    await fake.end('vitest');
    const results = await done;
    expect(results.get('e2e')).toEqual({ status: 'not run', seconds: 0, why: 'build did not pass' });
    expect(skipped).toEqual([
      'electronegativity: build did not pass',
      'e2e: build did not pass',
      'electron: build did not pass',
    ]);
    expect(results.get('vitest')?.status).toBe('passed');
    expect(results.get('typecheck')?.status).toBe('failed');
  });

  it('a step whose runner throws is failed, and the rest go on', async () => {
    const results = await runSteps(
      [{ script: 'a' }, { script: 'b' }],
      async (step) => {
        if (step.script === 'a') throw new Error('could not start');
        return { status: 'passed', seconds: 0 };
      },
      { jobs: 2 },
    );
    expect(results.get('a')?.status).toBe('failed');
    expect(results.get('b')?.status).toBe('passed');
  });

  it('refuses a dependency that is not a step or comes later, and a job count below one', () => {
    expect(() => checkSteps([{ script: 'x', after: ['nope'] }])).toThrow(/nope, which is not a step/);
    expect(() => checkSteps([{ script: 'x', after: ['y'] }, { script: 'y' }])).toThrow(/comes later/);
    expect(() =>
      runSteps([{ script: 'x' }], async () => ({ status: 'passed', seconds: 0 }), { jobs: 0 }),
    ).toThrow(/jobs must be/);
  });

  it('the project’s steps hold every step of npm test; vitest and the browser tests run alone', () => {
    expect(() => checkSteps(PROJECT_STEPS)).not.toThrow();
    expect(PROJECT_STEPS.map((step) => step.script).sort()).toEqual(
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
    expect(PROJECT_STEPS.filter((step) => step.alone).map((step) => step.script)).toEqual([
      'test:vitest',
      'test:e2e',
    ]);
  });
});

describe('failureDigest (what a failed step said, repeated above the summary)', () => {
  const progress = Array.from({ length: 300 }, (_, i) => ` ✓ tests/unit/file-${i}.test.ts (3 tests) 12ms`);

  it('keeps vitest’s failed-tests section without colours, not the progress before it', () => {
    const output = [
      ...progress,
      '',
      '\u001b[31m⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯\u001b[39m',
      '',
      ' FAIL  unit tests/unit/api/x.test.ts > reads tolerantly',
      'AssertionError: expected 1 to be 2',
      '',
      '',
      ' Test Files  1 failed | 299 passed (300)',
      '',
    ].join('\n');
    const digest = failureDigest(output);
    expect(digest.split('\n')[0]).toBe('⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯');
    expect(digest).toContain(' FAIL  unit tests/unit/api/x.test.ts > reads tolerantly');
    expect(digest).toContain('AssertionError: expected 1 to be 2\n\n Test Files  1 failed');
    expect(digest).not.toContain('file-0.test.ts');
    expect(digest).not.toContain(String.fromCharCode(27));
  });

  it('keeps Playwright’s failure list from its first failure', () => {
    const output = [
      '  ✓  1 tests/e2e/a.spec.ts:3:1 › works (2.0s)',
      '  ✘  2 tests/e2e/b.spec.ts:9:1 › opens the dialog (10.0s)',
      '',
      '  1) tests/e2e/b.spec.ts:9:1 › opens the dialog ───',
      '    Error: expect(locator).toBeVisible() failed',
      '',
      '  1 failed',
      '    tests/e2e/b.spec.ts:9:1 › opens the dialog',
      '  1 passed (12.0s)',
    ].join('\n');
    const digest = failureDigest(output);
    expect(digest.split('\n')[0]).toBe('  1) tests/e2e/b.spec.ts:9:1 › opens the dialog ───');
    expect(digest).toContain('  1 passed (12.0s)');
  });

  it('without a known section keeps the last lines, and a long part is cut in the middle, saying where the rest is', () => {
    expect(failureDigest('a\nb\nerror TS2322: no\n')).toBe('a\nb\nerror TS2322: no');
    const digest = failureDigest(progress.join('\n'), { max: 10, whole: '.cache/test-all/lint.log' });
    const lines = digest.split('\n');
    expect(lines).toHaveLength(11);
    expect(lines[0]).toContain('file-0.test.ts');
    expect(lines[5]).toBe('… 290 lines left out here (the whole output: .cache/test-all/lint.log) …');
    expect(lines[10]).toContain('file-299.test.ts');
  });
});
