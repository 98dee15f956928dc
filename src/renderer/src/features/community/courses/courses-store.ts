import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BridgeApi, ChannelInput } from '@shared/bridge';
import type { CoursePlan, DripEntry } from '@shared/channels/community';
import type { Course, CourseReviewSummary, DripMode, Module } from '@shared/contract/courses';
import type { AppError, Result } from '@shared/errors';

type Loadable<T> = { status: 'idle' | 'loading' | 'ready' | 'error'; data: T | null; error: AppError | null };
const idle = <T>(): Loadable<T> => ({ status: 'idle', data: null, error: null });

export interface CoursesState {
  courses: Loadable<Course[]>;
  courseId: string | null;
  summary: Loadable<CourseReviewSummary>;
  plan: Loadable<CoursePlan>;
  /** The module just created, so the screen can point at it in the drip follow-up. */
  lastCreated: Module | null;
  load: () => Promise<void>;
  select: (courseId: string | null) => void;
  createModule: (
    input: Omit<ChannelInput<'courses.createModule'>, 'courseId'>,
  ) => Promise<Result<{ module: Module; plan: CoursePlan }>>;
  updateDrip: (mode: DripMode, modules: DripEntry[]) => Promise<Result<CoursePlan>>;
}
export type CoursesStore = StoreApi<CoursesState>;

export function createCoursesStore(api: BridgeApi): CoursesStore {
  return createStore<CoursesState>()((set, get) => {
    const loadCourse = async (courseId: string) => {
      set({
        summary: { ...idle(), status: 'loading' },
        plan: { ...idle(), status: 'loading' },
        lastCreated: null,
      });
      const [summary, plan] = await Promise.all([
        api.courses.reviewSummary({ courseId }),
        api.courses.modules({ courseId }),
      ]);
      if (get().courseId !== courseId) return;
      set({
        summary: summary.ok
          ? { status: 'ready', data: summary.value, error: null }
          : { status: 'error', data: null, error: summary.error },
        plan: plan.ok
          ? { status: 'ready', data: plan.value, error: null }
          : { status: 'error', data: null, error: plan.error },
      });
    };

    return {
      courses: idle(),
      courseId: null,
      summary: idle(),
      plan: idle(),
      lastCreated: null,

      load: async () => {
        set((s) => ({ courses: { ...s.courses, status: 'loading', error: null } }));
        const result = await api.courses.list({});
        if (!result.ok) {
          set({ courses: { status: 'error', data: null, error: result.error } });
          return;
        }
        set({ courses: { status: 'ready', data: result.value.courses, error: null } });
        const current = get().courseId;
        if (!current || !result.value.courses.some((c) => c._id === current)) {
          get().select(result.value.courses[0]?._id ?? null);
        }
      },

      select: (courseId) => {
        set({ courseId });
        if (courseId) void loadCourse(courseId);
        else set({ summary: idle(), plan: idle(), lastCreated: null });
      },

      createModule: async (input) => {
        const courseId = get().courseId;
        if (!courseId) return { ok: false, error: { kind: 'validation', message: 'Pick a course first.' } };
        const result = await api.courses.createModule({ ...input, courseId });
        if (result.ok && get().courseId === courseId) {
          set({
            plan: { status: 'ready', data: result.value.plan, error: null },
            lastCreated: result.value.module,
          });
        }
        return result;
      },

      updateDrip: async (mode, modules) => {
        const courseId = get().courseId;
        if (!courseId) return { ok: false, error: { kind: 'validation', message: 'Pick a course first.' } };
        const result = await api.courses.updateDrip({ courseId, mode, modules });
        if (result.ok && get().courseId === courseId) {
          set({ plan: { status: 'ready', data: result.value, error: null } });
        }
        return result;
      },
    };
  });
}
