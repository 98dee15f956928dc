import type { CallOptions, Invoke, OperationBody, OperationOutput, OperationQuery } from '../types';

/** Courses, their modules, reviews and drip (assumed contract for updateCourse). */
export function courseOperations(invoke: Invoke) {
  return {
    listCourses: (
      query?: OperationQuery<'listCourses'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'listCourses'>> => invoke('listCourses', { query }, options),
    courseReviewSummary: (
      courseId: string,
      options?: CallOptions,
    ): Promise<OperationOutput<'courseReviewSummary'>> =>
      invoke('courseReviewSummary', { params: { courseId } }, options),
    createModule: (
      courseId: string,
      body: OperationBody<'createModule'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'createModule'>> =>
      invoke('createModule', { params: { courseId }, body }, options),
    updateCourse: (
      courseId: string,
      body: OperationBody<'updateCourse'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'updateCourse'>> =>
      invoke('updateCourse', { params: { courseId }, body }, options),
  };
}
