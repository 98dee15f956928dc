import { beforeEach, describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import type { CoursePlan } from '../../../../src/shared/areas/courses/channels';
import { useContractForm } from '../../../../src/renderer/src/data/form';
import { ModuleForm } from '../../../../src/renderer/src/areas/courses/module-form';
import {
  useCoursePlan,
  useCourses,
  useCreateModule,
  useReviewSummary,
  useUpdateDrip,
} from '../../../../src/renderer/src/areas/courses/queries';
import { useCoursesView } from '../../../../src/renderer/src/areas/courses/view-store';
import { pickedOrFirst } from '../../../../src/renderer/src/components/selection';
import { type Call, failure, fakeBridge, renderWithBridge, wait } from '../fake-bridge';

const A = 'c0c000000000000000000001';
const B = 'c0c000000000000000000002';
const M1 = 'd0d000000000000000000001';
const M2 = 'd0d000000000000000000002';

const plan = (courseId: string, modules: CoursePlan['modules'], needsDripUpdate = false): CoursePlan =>
  ({
    course: { _id: courseId },
    mode: 'date',
    modulesKnown: true,
    modules,
    needsDripUpdate,
  }) as CoursePlan;

/** The screen's reads: the course shown is the picked one, else the first. */
function useCourseScreen() {
  const courses = useCourses();
  const courseId = pickedOrFirst(
    courses.data,
    useCoursesView((v) => v.courseId),
  );
  return { courses, courseId, summary: useReviewSummary(courseId), plan: useCoursePlan(courseId) };
}

beforeEach(() => useCoursesView.setState({ courseId: undefined }));

describe('community courses', () => {
  it('shows the first course until another is picked, and asks nothing before one is known', async () => {
    const fake = fakeBridge({
      'courses.list': () => ({
        courses: [
          { _id: A, title: 'Foundations' },
          { _id: B, title: 'Weekly' },
        ],
        total: 2,
      }),
      'courses.reviewSummary': (input) => ({ averageRating: input.courseId === A ? 4 : 3 }),
      'courses.modules': (input) => plan(input.courseId as string, []),
    });
    const { result } = renderWithBridge(fake.api, useCourseScreen);
    expect(result.current.courseId).toBeNull();
    await waitFor(() => expect(result.current.summary.data).toEqual({ averageRating: 4 }));
    // The profile list is the shell's read, not the screen's: only the screen's own calls count here.
    expect(fake.calls.map((c) => c.channel).filter((c) => c !== 'profiles.list')).toEqual([
      'courses.list',
      'courses.reviewSummary',
      'courses.modules',
    ]);
    act(() => useCoursesView.getState().pick(B));
    await waitFor(() => expect(result.current.summary.data).toEqual({ averageRating: 3 }));
    expect(result.current.plan.data?.course._id).toBe(B);
  });

  it('never shows an overtaken answer for the course picked before', async () => {
    const fake = fakeBridge({
      'courses.list': () => ({ courses: [{ _id: A }, { _id: B }], total: 2 }),
      'courses.reviewSummary': (input) => (input.courseId === A ? wait : { averageRating: 3 }),
      'courses.modules': (input) => plan(input.courseId as string, []),
    });
    const { result } = renderWithBridge(fake.api, useCourseScreen);
    await waitFor(() => expect(fake.of('courses.reviewSummary')).toHaveLength(1));
    act(() => useCoursesView.getState().pick(B));
    await waitFor(() => expect(result.current.summary.data).toEqual({ averageRating: 3 }));
    act(() => (fake.of('courses.reviewSummary')[0] as Call).answer({ averageRating: 4 }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result.current.summary.data).toEqual({ averageRating: 3 });
  });

  it('a picked course that is gone gives way to the first; a cleared choice stays cleared', () => {
    const list = [{ _id: A }, { _id: B }];
    expect(pickedOrFirst(list, undefined)).toBe(A);
    expect(pickedOrFirst(list, B)).toBe(B);
    expect(pickedOrFirst(list, 'gone')).toBe(A);
    expect(pickedOrFirst(list, null)).toBeNull();
    expect(pickedOrFirst(undefined, B)).toBeNull();
    expect(pickedOrFirst([], undefined)).toBeNull();
  });

  it('puts the plan main answers after a new module or a drip update in the cache, without a read', async () => {
    const before = plan(A, [{ _id: M1, scheduled: true, releaseAt: '2026-01-01T00:00:00Z' }]);
    const added = plan(A, [...before.modules, { _id: M2, title: 'Week 6', scheduled: false }], true);
    const dripped = plan(
      A,
      added.modules.map((m) => ({ ...m, scheduled: true })),
    );
    const fake = fakeBridge({
      'courses.modules': () => before,
      'courses.createModule': (input) =>
        input.title === 'Too late'
          ? failure({ status: 404, errorCode: 'COURSE_NOT_FOUND', message: 'Course not found' })
          : { module: { _id: M2, title: 'Week 6' }, plan: added },
      'courses.updateDrip': () => dripped,
    });
    const { result } = renderWithBridge(fake.api, () => ({
      plan: useCoursePlan(A),
      create: useCreateModule(),
      drip: useUpdateDrip(),
    }));
    await waitFor(() => expect(result.current.plan.data).toEqual(before));
    await act(() => result.current.create.mutateAsync({ courseId: A, title: 'Week 6' }));
    await waitFor(() => expect(result.current.plan.data?.needsDripUpdate).toBe(true));
    await act(() => result.current.drip.mutateAsync({ courseId: A, mode: 'date', modules: [] }));
    await waitFor(() => expect(result.current.plan.data).toEqual(dripped));
    expect(fake.of('courses.modules')).toHaveLength(1);

    await act(() =>
      result.current.create.mutateAsync({ courseId: A, title: 'Too late' }).catch(() => undefined),
    );
    await waitFor(() => expect(result.current.create.appError?.errorCode).toBe('COURSE_NOT_FOUND'));
    expect(result.current.plan.data).toEqual(dripped);
  });

  it('checks a new module with the input’s messages; blank optional fields are simply left out', () => {
    const fake = fakeBridge({});
    const { result } = renderWithBridge(fake.api, () =>
      useContractForm(ModuleForm, { initialValues: { title: ' ', description: '', coverImage: 'ftp://x' } }),
    );
    act(() => {
      result.current.validate();
    });
    expect(result.current.errors).toEqual({
      title: 'Give the module a clear title',
      coverImage: 'Use a full http(s):// address',
    });
    act(() => result.current.setValues({ title: 'Week 6', coverImage: ' https://cdn.example.com/w6.png ' }));
    act(() => {
      result.current.validate();
    });
    expect(result.current.errors).toEqual({});
  });
});
