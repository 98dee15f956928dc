import {
  Chapter,
  CourseAnswer,
  CourseList,
  CourseReviewSummary,
  CreateChapterBody,
  CreateCourseBody,
  CreateModuleBody,
  DeleteChapterAnswer,
  ListCoursesQuery,
  Module,
  UpdateChapterBody,
  UpdateCourseBody,
  UpdateModuleBody,
} from '../courses';
import { op, V1 } from './define';

/** Rows of `operations`: courses, their modules and chapters (the docs' courses/ group). */
export const courseRows = {
  listCourses: op({
    name: 'listCourses',
    method: 'GET',
    path: `${V1}/courses`,
    family: 'bearer',
    query: ListCoursesQuery,
    response: CourseList,
  }),
  courseReviewSummary: op({
    name: 'courseReviewSummary',
    method: 'GET',
    path: `${V1}/courses/:courseId/reviews/summary`,
    family: 'bearer',
    response: CourseReviewSummary,
  }),
  createModule: op({
    name: 'createModule',
    method: 'POST',
    path: `${V1}/courses/:courseId/modules`,
    family: 'bearer',
    body: CreateModuleBody,
    response: Module,
  }),
  updateCourse: op({
    name: 'updateCourse',
    method: 'PATCH',
    path: `${V1}/courses/:courseId`,
    family: 'bearer',
    body: UpdateCourseBody,
    response: CourseAnswer,
    assumed: true,
  }),
  /** courses/createCourse.json: the bare course (mangoes and modules as ids). */
  createCourse: op({
    name: 'createCourse',
    method: 'POST',
    path: `${V1}/courses`,
    family: 'bearer',
    body: CreateCourseBody,
    response: CourseAnswer,
  }),
  /** courses/updateCourseModule.json: not nested under the course. */
  updateModule: op({
    name: 'updateModule',
    method: 'PATCH',
    path: `${V1}/modules/:moduleId`,
    family: 'bearer',
    body: UpdateModuleBody,
    response: Module,
  }),
  createChapter: op({
    name: 'createChapter',
    method: 'POST',
    path: `${V1}/modules/:moduleId/chapters`,
    family: 'bearer',
    body: CreateChapterBody,
    response: Chapter,
  }),
  updateChapter: op({
    name: 'updateChapter',
    method: 'PATCH',
    path: `${V1}/chapters/:chapterId`,
    family: 'bearer',
    body: UpdateChapterBody,
    response: Chapter,
  }),
  /** courses/deleteChapter.json: the chapter with its QnA and assignment; the answer is empty. */
  deleteChapter: op({
    name: 'deleteChapter',
    method: 'DELETE',
    path: `${V1}/chapters/:chapterId`,
    family: 'bearer',
    response: DeleteChapterAnswer,
  }),
} as const;
