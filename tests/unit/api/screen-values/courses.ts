import { expect } from 'vitest';
import { obj, first, type ScreenValues } from './common';

/** Courses, modules and chapters. */
export const courseScreenValues: ScreenValues = {
  listCourses(out) {
    const course = first(obj(out)['data']);
    expect(course).toMatchObject({
      _id: '61e97c146cf2b4d8c68f3a40',
      title: 'Learn JavaScript',
      progress: 50,
    });
    expect(course['mangoes']).toEqual([
      expect.objectContaining({ _id: '66a1390268a76f2f5c9f39a3', title: 'Introduction to Coding' }),
    ]);
  },
  createCourse(out) {
    expect(out).toMatchObject({
      _id: '61e97c146cf2b4d8c68f3a40',
      title: 'Learn JavaScript',
      isPublished: false,
    });
    // Ids in the create answer, refs for the screen.
    expect(obj(out)['mangoes']).toEqual([{ _id: '66c4964c11e7fef26751f3a7' }]);
    expect(obj(out)['modules']).toHaveLength(2);
  },
  updateCourse(out) {
    expect(out).toMatchObject({ _id: '61e97c146cf2b4d8c68f3a40', title: 'Learn JavaScript' });
    // Ids in the update answer, refs for the screen.
    expect(obj(out)['mangoes']).toEqual([{ _id: '66c4964c11e7fef26751f3a7' }]);
    expect(obj(out)['modules']).toHaveLength(2);
    expect(obj(out)['settings']).toMatchObject({ enableDRM: false });
  },
  createModule(out) {
    expect(out).toMatchObject({ _id: '61e97c146cf2b4d8c68f3a40', title: 'Introduction' });
    expect(obj(out)['chapters']).toHaveLength(2);
  },
  updateModule(out) {
    expect(out).toMatchObject({ _id: '61e97c146cf2b4d8c68f3a40', title: 'Introduction' });
    expect(obj(out)['chapters']).toEqual(['61e97c146cf2b4d8c68f3a42', '61e97c146cf2b4d8c68f3a43']);
  },
  createChapter(out) {
    expect(out).toMatchObject({
      _id: '61e97c146cf2b4d8c68f3a40',
      title: 'Introduction to NestJS',
      contentType: 'video',
      module: '61e97c146cf2b4d8c68f3a41',
      isFree: false,
    });
  },
  updateChapter(out) {
    expect(out).toMatchObject({ _id: '61e97c146cf2b4d8c68f3a40', title: 'Introduction to NestJS' });
    expect(obj(out)['additionalContents']).toEqual(['https://example.com/supplementary-material.pdf']);
  },
  deleteChapter(out) {
    // "Empty": nothing to show but that it worked.
    expect(out ?? null).toBeNull();
  },
};
