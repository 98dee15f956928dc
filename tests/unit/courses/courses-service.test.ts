import { describe, expect, it } from 'vitest';
import { AppFailure } from '@shared/errors';
import { buildPlan, checkDrip } from '../../../src/main/areas/courses/courses';

const id = (n: number) => n.toString(16).padStart(24, '0');

describe('course plan', () => {
  it('marks modules missing from a date schedule and asks for a drip update', () => {
    const plan = buildPlan(
      {
        _id: id(9),
        modules: [id(1), id(2)],
        drip: { mode: 'date', modules: [{ module: id(1), releaseAt: '2025-01-01T00:00:00.000Z' }] },
      },
      new Map([[id(2), 'New one']]),
    );
    expect(plan.mode).toBe('date');
    expect(plan.needsDripUpdate).toBe(true);
    expect(plan.modules).toEqual([
      { _id: id(1), releaseAt: '2025-01-01T00:00:00.000Z', scheduled: true },
      { _id: id(2), title: 'New one', scheduled: false },
    ]);
  });

  it.each(['none', 'completion'])('needs no follow-up for %s drip', (mode) => {
    const plan = buildPlan({ modules: [id(1)], drip: { mode, modules: [] } }, new Map());
    expect(plan.needsDripUpdate).toBe(false);
  });

  it('says unknown when the service returns no drip or module list', () => {
    const plan = buildPlan({ _id: id(9) }, new Map([[id(3), 'Made here']]), [id(4)]);
    expect(plan).toMatchObject({ mode: 'unknown', modulesKnown: false, needsDripUpdate: false });
    expect(plan.modules.map((m) => m._id)).toEqual([id(3), id(4)]);
  });
});

describe('drip checks before sending', () => {
  const course = { modules: [id(1), id(2)] };
  const fail = (f: () => unknown): AppFailure => {
    try {
      f();
    } catch (error) {
      if (error instanceof AppFailure) return error;
    }
    throw new Error('expected a failure');
  };

  it('keeps only the field of the mode', () => {
    expect(
      checkDrip(
        {
          courseId: id(9),
          mode: 'enrollment',
          modules: [
            { module: id(1), afterDays: 0, releaseAt: '2025-01-01T00:00:00Z' },
            { module: id(2), afterDays: 7 },
          ],
        },
        course,
      ),
    ).toEqual([
      { module: id(1), afterDays: 0 },
      { module: id(2), afterDays: 7 },
    ]);
  });

  it('refuses duplicates, foreign modules, omissions and blanks', () => {
    const input = (mode: 'date' | 'none', modules: { module: string; releaseAt?: string }[]) => ({
      courseId: id(9),
      mode,
      modules,
    });
    expect(
      fail(() => checkDrip(input('none', [{ module: id(1) }, { module: id(1) }]), course)).error.message,
    ).toMatch(/twice/);
    expect(fail(() => checkDrip(input('none', [{ module: id(7) }]), course)).error.message).toContain(id(7));
    expect(
      fail(() => checkDrip(input('date', [{ module: id(1), releaseAt: '2025-01-01T00:00:00Z' }]), course))
        .error.message,
    ).toContain(`missing: ${id(2)}`);
    expect(
      fail(() =>
        checkDrip(
          input('date', [{ module: id(1), releaseAt: '2025-01-01T00:00:00Z' }, { module: id(2) }]),
          course,
        ),
      ).error.message,
    ).toMatch(/release date/);
    // A completion or no-drip update may list any subset.
    expect(checkDrip(input('none', []), course)).toEqual([]);
  });
});
