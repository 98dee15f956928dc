import { useQueryClient } from '@tanstack/react-query';
import type { CoursePlan } from '@shared/areas/courses/channels';
import type { KnownChapter, UnconfirmedChapter } from '@shared/areas/courses/content-channels';
import {
  bridgeKey,
  useActiveProfileId,
  useBridgeMutation,
  useBridgeQuery,
  type BridgeMutationResult,
  type BridgeQueryResult,
} from '../../data/query';

const chapterList = (answer: { chapters: KnownChapter[] }) => answer.chapters;
const unconfirmedList = (answer: { unconfirmed: UnconfirmedChapter[] }) => answer.unconfirmed;

/** The chapters this console added or edited in one module (the service lists none). */
export function useChapters(
  courseId: string | null,
  moduleId: string | null,
): BridgeQueryResult<KnownChapter[]> {
  return useBridgeQuery(
    'courses.chapters',
    { courseId: courseId ?? '', moduleId: moduleId ?? '' },
    { enabled: courseId !== null && moduleId !== null, select: chapterList },
  );
}

/** Creates of this module whose answer was lost: the same read as `useChapters`, another part of it. */
export function useUnconfirmedChapters(
  courseId: string | null,
  moduleId: string | null,
): BridgeQueryResult<UnconfirmedChapter[]> {
  return useBridgeQuery(
    'courses.chapters',
    { courseId: courseId ?? '', moduleId: moduleId ?? '' },
    { enabled: courseId !== null && moduleId !== null, select: unconfirmedList },
  );
}

/** Settles an unconfirmed create (nothing is sent to the service); the module's lists are read again. */
export function useSettleChapter(): BridgeMutationResult<'courses.settleChapter'> {
  return useBridgeMutation('courses.settleChapter', { invalidates: ['courses.chapters'] });
}

/** A new course; the course list is read again so the picker shows it. */
export function useCreateCourse(): BridgeMutationResult<'courses.create'> {
  return useBridgeMutation('courses.create', { invalidates: ['courses.list'] });
}

/** A module renamed; main answers the course's plan with the new title, which replaces the cached one. */
export function useRenameModule(): BridgeMutationResult<'courses.updateModule'> {
  const client = useQueryClient();
  const profileId = useActiveProfileId();
  return useBridgeMutation('courses.updateModule', {
    onSuccess: (value, input) => {
      client.setQueryData<CoursePlan>(
        bridgeKey('courses.modules', profileId ?? 'none', { courseId: input.courseId }),
        value.plan,
      );
    },
  });
}

/** A create whose answer was lost leaves an unconfirmed entry: re-read the module either way. */
export function useCreateChapter(): BridgeMutationResult<'courses.createChapter'> {
  return useBridgeMutation('courses.createChapter', {
    invalidates: ['courses.chapters'],
    invalidateOnFailure: true,
  });
}

export function useUpdateChapter(): BridgeMutationResult<'courses.updateChapter'> {
  return useBridgeMutation('courses.updateChapter', { invalidates: ['courses.chapters'] });
}

/** A failed delete may have removed a chapter deleted elsewhere from the local list: re-read either way. */
export function useDeleteChapter(): BridgeMutationResult<'courses.deleteChapter'> {
  return useBridgeMutation('courses.deleteChapter', {
    invalidates: ['courses.chapters'],
    invalidateOnFailure: true,
  });
}
