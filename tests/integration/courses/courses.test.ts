import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COURSE_COMPLETION,
  COURSE_DATE,
  COURSE_DELETED,
  COURSE_ENROLLMENT,
  COURSE_NONE,
  startHarness,
  type Harness,
} from '../community/helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

describe('courses.list and courses.reviewSummary', () => {
  it('lists the creator’s courses without deleted ones', async () => {
    const { courses, total } = await h.call('courses.list', {});
    expect(courses.map((c) => c._id)).toEqual(
      expect.arrayContaining([COURSE_NONE, COURSE_DATE, COURSE_ENROLLMENT, COURSE_COMPLETION]),
    );
    expect(courses.map((c) => c._id)).not.toContain(COURSE_DELETED);
    expect(total).toBe(courses.length);
    const unpublished = await h.call('courses.list', { isPublished: false });
    expect(unpublished.courses.map((c) => c._id)).toEqual([COURSE_COMPLETION]);
  });

  it('answers average, count and a distribution that adds up to the count', async () => {
    const summary = await h.call('courses.reviewSummary', { courseId: COURSE_NONE });
    const counted = (summary.distribution ?? []).reduce((sum, d) => sum + (d.count ?? 0), 0);
    expect(summary.reviewCount).toBeGreaterThan(0);
    expect(counted).toBe(summary.reviewCount);
    expect(summary.averageRating).toBeGreaterThanOrEqual(1);
  });

  it('explains 404 COURSE_NOT_FOUND for a deleted course', async () => {
    const error = await h.fail('courses.reviewSummary', { courseId: COURSE_DELETED });
    expect(error).toMatchObject({ status: 404, errorCode: 'COURSE_NOT_FOUND' });
    expect(error.message).toMatch(/deleted or belong to another creator/);
  });
});

describe('courses.createModule', () => {
  it('creates a module in an undripped course with no follow-up needed', async () => {
    const { module, plan } = await h.call('courses.createModule', {
      courseId: COURSE_NONE,
      title: 'Bonus: office hours',
      description: 'Recorded Q&A',
      coverImage: 'https://cdn.example.com/cover.png',
    });
    expect(module.title).toBe('Bonus: office hours');
    expect(plan.mode).toBe('none');
    expect(plan.needsDripUpdate).toBe(false);
    expect(plan.modules.at(-1)).toMatchObject({ _id: module._id, title: 'Bonus: office hours' });
    const sent = h.sandbox.requestLog
      .list()
      .filter((e) => e.operation === 'createModule')
      .at(-1);
    expect(sent?.body).toEqual({
      title: 'Bonus: office hours',
      description: 'Recorded Q&A',
      coverImage: 'https://cdn.example.com/cover.png',
    });
  });

  it.each([
    ['date', COURSE_DATE],
    ['enrollment', COURSE_ENROLLMENT],
  ])(
    'flags a %s-dripped course: the new module is unscheduled until a drip update',
    async (mode, courseId) => {
      const { module, plan } = await h.call('courses.createModule', {
        courseId,
        title: `New ${mode} module`,
      });
      expect(plan.mode).toBe(mode);
      expect(plan.needsDripUpdate).toBe(true);
      expect(plan.modules).toHaveLength(6);
      expect(plan.modules.filter((m) => !m.scheduled).map((m) => m._id)).toEqual([module._id]);
      const field = mode === 'date' ? 'releaseAt' : 'afterDays';
      expect(plan.modules.slice(0, 5).every((m) => m[field] !== undefined)).toBe(true);
    },
  );

  it('needs no follow-up for a course that drips by completion', async () => {
    const { plan } = await h.call('courses.createModule', { courseId: COURSE_COMPLETION, title: 'Extra' });
    expect(plan.mode).toBe('completion');
    expect(plan.needsDripUpdate).toBe(false);
  });

  it('explains 404 COURSE_NOT_FOUND and creates nothing', async () => {
    const before = h.sandbox.state.data.modules.length;
    const error = await h.fail('courses.createModule', { courseId: COURSE_DELETED, title: 'Lost' });
    expect(error).toMatchObject({ status: 404, errorCode: 'COURSE_NOT_FOUND' });
    expect(h.sandbox.state.data.modules).toHaveLength(before);
  });

  it('refuses a blank title or a cover that is not a web address', async () => {
    expect((await h.fail('courses.createModule', { courseId: COURSE_NONE, title: ' ' })).message).toMatch(
      /clear title/,
    );
    const error = await h.fail('courses.createModule', {
      courseId: COURSE_NONE,
      title: 'A',
      coverImage: 'javascript:alert(1)',
    });
    expect(error.message).toMatch(/http\(s\)/);
  });
});

describe('courses.updateDrip', () => {
  it('schedules the new module by listing every module, pre-filled from the plan', async () => {
    const { module, plan } = await h.call('courses.createModule', { courseId: COURSE_DATE, title: 'Week 7' });
    const releaseAt = new Date(h.sandbox.clock.now() + 30 * 86_400_000).toISOString();
    const modules = plan.modules.map((m) => ({
      module: m._id,
      // Every unscheduled module (this one and any added earlier) gets the new date.
      releaseAt: m.scheduled ? m.releaseAt : releaseAt,
    }));
    const after = await h.call('courses.updateDrip', { courseId: COURSE_DATE, mode: 'date', modules });
    expect(after.needsDripUpdate).toBe(false);
    expect(after.modules.find((m) => m._id === module._id)).toMatchObject({ scheduled: true, releaseAt });
    const again = await h.call('courses.modules', { courseId: COURSE_DATE });
    expect(again.needsDripUpdate).toBe(false);
    expect(again.modules.find((m) => m._id === module._id)?.title).toBe('Week 7');
  });

  it('refuses a date or enrollment drip that leaves a module out, naming it, before sending', async () => {
    const plan = await h.call('courses.modules', { courseId: COURSE_ENROLLMENT });
    const [left, ...rest] = plan.modules;
    const before = h.sandbox.requestLog.list().filter((e) => e.operation === 'updateCourse').length;
    const error = await h.fail('courses.updateDrip', {
      courseId: COURSE_ENROLLMENT,
      mode: 'enrollment',
      modules: rest.map((m) => ({ module: m._id, afterDays: m.afterDays ?? 0 })),
    });
    expect(error.kind).toBe('validation');
    expect(error.message).toContain(left?._id);
    expect(h.sandbox.requestLog.list().filter((e) => e.operation === 'updateCourse')).toHaveLength(before);
  });

  it('refuses a module without its release date', async () => {
    const plan = await h.call('courses.modules', { courseId: COURSE_DATE });
    const error = await h.fail('courses.updateDrip', {
      courseId: COURSE_DATE,
      mode: 'date',
      modules: plan.modules.map((m) => ({ module: m._id })),
    });
    expect(error.message).toMatch(/release date/);
  });

  it('explains 404 COURSE_NOT_FOUND for a deleted course', async () => {
    const error = await h.fail('courses.updateDrip', { courseId: COURSE_DELETED, mode: 'none', modules: [] });
    expect(error).toMatchObject({ errorCode: 'COURSE_NOT_FOUND' });
  });
});
