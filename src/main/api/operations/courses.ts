import type { CallOptions, Invoke, OperationBody, OperationOutput, OperationQuery } from '../types';

/** Courses, their modules and chapters, reviews and drip (assumed contract for updateCourse). */
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
    createCourse: (
      body: OperationBody<'createCourse'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'createCourse'>> => invoke('createCourse', { body }, options),
    updateModule: (
      moduleId: string,
      body: OperationBody<'updateModule'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'updateModule'>> =>
      invoke('updateModule', { params: { moduleId }, body }, options),
    createChapter: (
      moduleId: string,
      body: OperationBody<'createChapter'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'createChapter'>> =>
      invoke('createChapter', { params: { moduleId }, body }, options),
    updateChapter: (
      chapterId: string,
      body: OperationBody<'updateChapter'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'updateChapter'>> =>
      invoke('updateChapter', { params: { chapterId }, body }, options),
    deleteChapter: (chapterId: string, options?: CallOptions): Promise<OperationOutput<'deleteChapter'>> =>
      invoke('deleteChapter', { params: { chapterId } }, options),
  };
}
