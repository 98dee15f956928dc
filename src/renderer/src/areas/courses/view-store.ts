import { create } from 'zustand';

/** The course the user picked (`undefined`: none yet, so the first course shows; see `pickedOrFirst`). */
export interface CoursesView {
  courseId: string | null | undefined;
  pick: (courseId: string | null) => void;
}

export const useCoursesView = create<CoursesView>()((set) => ({
  courseId: undefined,
  pick: (courseId) => set({ courseId }),
}));
