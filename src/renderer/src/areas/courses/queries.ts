import { useQueryClient } from '@tanstack/react-query';
import type { CoursePlan } from '@shared/areas/courses/channels';
import type { Course, CourseReviewSummary } from '@shared/contract/courses';
import {
  bridgeKey,
  useActiveProfileId,
  useBridgeMutation,
  useBridgeQuery,
  type BridgeMutationResult,
  type BridgeQueryResult,
} from '../../data/query';

const allCourses = (list: { courses: Course[] }) => list.courses;

/** Every course of the business. */
export function useCourses(): BridgeQueryResult<Course[]> {
  return useBridgeQuery('courses.list', {}, { select: allCourses });
}

/** The review summary of one course (nothing is asked while no course is picked). */
export function useReviewSummary(courseId: string | null): BridgeQueryResult<CourseReviewSummary> {
  return useBridgeQuery(
    'courses.reviewSummary',
    { courseId: courseId ?? '' },
    { enabled: courseId !== null },
  );
}

/** A course's modules and drip schedule (nothing is asked while no course is picked). */
export function useCoursePlan(courseId: string | null): BridgeQueryResult<CoursePlan> {
  return useBridgeQuery('courses.modules', { courseId: courseId ?? '' }, { enabled: courseId !== null });
}

/** Writes a plan main answered into its course's cached plan, so the modules card shows it at once. */
function usePlanWriter(): (courseId: string, plan: CoursePlan) => void {
  const client = useQueryClient();
  const profileId = useActiveProfileId();
  return (courseId, plan) =>
    client.setQueryData(bridgeKey('courses.modules', profileId ?? 'none', { courseId }), plan);
}

/** A new module at the end of a course; main answers the course's new plan, which replaces the cached one. */
export function useCreateModule(): BridgeMutationResult<'courses.createModule'> {
  const writePlan = usePlanWriter();
  return useBridgeMutation('courses.createModule', {
    onSuccess: (value, input) => writePlan(input.courseId, value.plan),
  });
}

/** A drip update listing every module; main answers the plan it leaves, which replaces the cached one. */
export function useUpdateDrip(): BridgeMutationResult<'courses.updateDrip'> {
  const writePlan = usePlanWriter();
  return useBridgeMutation('courses.updateDrip', {
    onSuccess: (plan, input) => writePlan(input.courseId, plan),
  });
}
