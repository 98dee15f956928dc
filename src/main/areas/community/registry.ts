import { join } from 'node:path';
import { z } from 'zod';
import type { KnownGroup } from '../../../shared/areas/community/channels';
import { KnownChapter, UnconfirmedChapter } from '../../../shared/areas/courses/content-channels';
import type { ApiClient } from '../../platform/api';
import type { CallOptions } from '../../platform/api/types';
import { createLogger } from '../../platform/logging/logger';
import { createJsonDocument } from '../../platform/storage/json-document';
import { profileDir, type ServiceDeps } from '../deps';

const log = createLogger('community');

const RegistryFile = z.object({
  schemaVersion: z.literal(1),
  groups: z.array(
    z.object({ _id: z.string(), name: z.string(), rank: z.number().optional(), createdAt: z.string() }),
  ),
  modules: z.array(
    z.object({ _id: z.string(), course: z.string(), title: z.string(), createdAt: z.string() }),
  ),
  /** Added later: absent in older files. */
  chapters: z.array(KnownChapter).default([]),
  /** Chapter creates sent and not yet answered (or whose answer was lost); added later too. */
  chapterIntents: z.array(UnconfirmedChapter).default([]),
});
type RegistryFile = z.infer<typeof RegistryFile>;

const empty = (): RegistryFile => ({
  schemaVersion: 1,
  groups: [],
  modules: [],
  chapters: [],
  chapterIntents: [],
});

/** Most entries a profile keeps; the oldest go first (names are a convenience, not a record of truth). */
const MAX_ENTRIES = 5_000;

/**
 * Names the service hands out once and never lets us read again: the service has no operation listing
 * channel groups, a course's module titles or a module's chapters, so the console remembers the ones it
 * created or edited, per profile.
 */
export function createCommunityRegistry(deps: Pick<ServiceDeps, 'dataDir'>) {
  const docs = new Map<string, ReturnType<typeof open>>();

  function open(profileId: string) {
    return createJsonDocument(
      join(profileDir(deps.dataDir, profileId), 'community-registry.json'),
      RegistryFile,
      empty,
      (movedTo, reason) => log.warn('community registry was damaged and moved aside', { movedTo, reason }),
    );
  }

  function doc(profileId: string) {
    let found = docs.get(profileId);
    if (!found) {
      found = open(profileId);
      docs.set(profileId, found);
    }
    return found;
  }

  return {
    async groups(profileId: string): Promise<KnownGroup[]> {
      return (await doc(profileId).read()).groups;
    },
    async moduleTitles(profileId: string, courseId: string): Promise<Map<string, string>> {
      const file = await doc(profileId).read();
      return new Map(file.modules.filter((m) => m.course === courseId).map((m) => [m._id, m.title]));
    },
    async chapters(profileId: string, moduleId: string): Promise<KnownChapter[]> {
      return (await doc(profileId).read()).chapters.filter((c) => c.module === moduleId);
    },
    async rememberChapter(profileId: string, chapter: KnownChapter): Promise<void> {
      await doc(profileId).update((file) => ({
        ...file,
        chapters: [...file.chapters.filter((c) => c._id !== chapter._id), chapter].slice(-MAX_ENTRIES),
      }));
    },
    async forgetChapter(profileId: string, chapterId: string): Promise<void> {
      await doc(profileId).update((file) => ({
        ...file,
        chapters: file.chapters.filter((c) => c._id !== chapterId),
      }));
    },
    async chapterIntents(profileId: string, moduleId: string): Promise<UnconfirmedChapter[]> {
      return (await doc(profileId).read()).chapterIntents.filter((i) => i.module === moduleId);
    },
    /** Written (fsynced) before the create is sent, so a lost answer or a crash leaves the entry. */
    async recordChapterIntent(profileId: string, intent: UnconfirmedChapter): Promise<void> {
      await doc(profileId).update((file) => ({ ...file, chapterIntents: [...file.chapterIntents, intent] }));
    },
    /** Ends an intent; with a chapter, remembers it in the same write (the create is then known). */
    async settleChapterIntent(profileId: string, intentId: string, chapter?: KnownChapter): Promise<void> {
      await doc(profileId).update((file) => ({
        ...file,
        chapterIntents: file.chapterIntents.filter((i) => i.intentId !== intentId),
        chapters: chapter
          ? [...file.chapters.filter((c) => c._id !== chapter._id), chapter].slice(-MAX_ENTRIES)
          : file.chapters,
      }));
    },
    async chapter(profileId: string, chapterId: string): Promise<KnownChapter | undefined> {
      return (await doc(profileId).read()).chapters.find((c) => c._id === chapterId);
    },
    async rememberGroup(profileId: string, group: KnownGroup): Promise<void> {
      await doc(profileId).update((file) => ({
        ...file,
        groups: [...file.groups.filter((g) => g._id !== group._id), group].slice(-MAX_ENTRIES),
      }));
    },
    async rememberModule(
      profileId: string,
      module: { _id: string; course: string; title: string; createdAt: string },
    ): Promise<void> {
      await doc(profileId).update((file) => ({
        ...file,
        modules: [...file.modules.filter((m) => m._id !== module._id), module].slice(-MAX_ENTRIES),
      }));
    },
  };
}
export type CommunityRegistry = ReturnType<typeof createCommunityRegistry>;

/** What every community and course operation works with: one profile's client and names, one call's signal. */
export interface CommunityScope {
  client: ApiClient;
  registry: CommunityRegistry;
  profileId: string;
  options: CallOptions;
  now: Date;
}

/** The scope of one bridge call: the given profile, or the active one. */
export async function scopeFor(
  deps: Pick<ServiceDeps, 'profiles' | 'clients' | 'now'>,
  registry: CommunityRegistry,
  profileId: string | undefined,
  signal: AbortSignal | undefined,
): Promise<CommunityScope> {
  const [client, resolved] = await Promise.all([
    deps.clients.forId(profileId),
    profileId ? Promise.resolve(profileId) : deps.profiles.active().then((p) => p.id),
  ]);
  return { client, registry, profileId: resolved, options: signal ? { signal } : {}, now: deps.now() };
}

/** A call's scope from its input's profile and its signal, for the community and courses tables. */
export type ScopeOf = (input: { profileId?: string }, signal?: AbortSignal) => Promise<CommunityScope>;

/**
 * The scope reader the community and courses tables share. The registry (groups, module titles, chapters made
 * here) is one, given by compose so that its file has one writer.
 */
export function scopeOf(
  deps: Pick<ServiceDeps, 'profiles' | 'clients' | 'now'>,
  registry: CommunityRegistry,
): ScopeOf {
  return (input, signal) => scopeFor(deps, registry, input.profileId, signal);
}
