import type { CoursePlan, DripEntry } from '@shared/areas/courses/channels';

export type ScheduledMode = 'date' | 'enrollment';

export interface DripRow {
  module: string;
  label: string;
  /** In the schedule before this update; false for the module(s) added since. */
  scheduled: boolean;
  /** ISO instant for date drip. */
  releaseAt: string | null;
  /** Days after enrollment for enrollment drip. */
  afterDays: number | null;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** "Module 3" when the console does not know a module's title (the service never returns it). */
export function moduleLabel(plan: CoursePlan, index: number): string {
  return plan.modules[index]?.title ?? `Module ${index + 1}`;
}

/**
 * Every module of the course, existing plus new, pre-filled: existing modules keep their schedule; a
 * module without one is placed a week after the latest scheduled one (or a week from now), so sending the
 * form as it is keeps the course's rhythm and never releases the new module at once.
 */
export function prefillDrip(plan: CoursePlan, mode: ScheduledMode, now: Date): DripRow[] {
  const times = plan.modules.flatMap((m) => (m.releaseAt ? [Date.parse(m.releaseAt)] : []));
  const days = plan.modules.flatMap((m) => (m.afterDays !== undefined ? [m.afterDays] : []));
  let nextTime = Math.max(now.getTime(), ...times) + 7 * DAY_MS;
  nextTime = Math.ceil(nextTime / HOUR_MS) * HOUR_MS;
  let nextDays = days.length ? Math.max(...days) + 7 : 0;
  return plan.modules.map((m, index) => {
    const row: DripRow = {
      module: m._id,
      label: moduleLabel(plan, index),
      scheduled: m.scheduled,
      releaseAt: m.releaseAt ?? null,
      afterDays: m.afterDays ?? null,
    };
    if (mode === 'date' && row.releaseAt === null) {
      row.releaseAt = new Date(nextTime).toISOString();
      nextTime += 7 * DAY_MS;
    }
    if (mode === 'enrollment' && row.afterDays === null) {
      row.afterDays = nextDays;
      nextDays += 7;
    }
    return row;
  });
}

/** Rows still missing their value, by module id. */
export function missingValues(rows: DripRow[], mode: ScheduledMode): string[] {
  return rows
    .filter((row) => (mode === 'date' ? row.releaseAt === null : row.afterDays === null || row.afterDays < 0))
    .map((row) => row.module);
}

export function toEntries(rows: DripRow[], mode: ScheduledMode): DripEntry[] {
  return rows.map((row) =>
    mode === 'date'
      ? { module: row.module, ...(row.releaseAt ? { releaseAt: row.releaseAt } : {}) }
      : { module: row.module, ...(row.afterDays !== null ? { afterDays: row.afterDays } : {}) },
  );
}
