import type {
  HomeCard,
  HomeDraft,
  HomeOverview,
  HomeProblem,
  homeChannels,
} from '../../../shared/areas/home/channels';
import type { JobSummary } from '../../../shared/areas/bulk-jobs/channels';
import type { MangoDraft } from '../../../shared/areas/mangoes/domain/draft';
import { addDays, dateInZone } from '../../../shared/areas/video-calls/domain';
import type { Mango } from '../../../shared/contract/mangoes';
import type { VideoCallList } from '../../../shared/contract/video-calls';
import { AppFailure } from '../../../shared/errors';
import type { Profile } from '../../../shared/profile';
import type { EventPayload } from '../../../shared/bridge';
import type { ApiClient } from '../../platform/api';
import type { Handlers } from '../../platform/handlers';
import type { ServiceDeps } from '../deps';
import { createDraftsStore } from '../mangoes/drafts-store';
import { createSettingsService } from '../settings/settings-file';
import { serviceNow, type ServiceClocks } from '../video-calls/service-clock';
import { startDraftWatch } from './draft-watch';
import { withSignal } from '../../platform/api/types';
import { createLogger } from '../../platform/logging/logger';
import { isMangoGone } from '../mangoes/service-errors';
import {
  activeJobs,
  CALL_WINDOW_MS,
  callsInWindow,
  mangoChange,
  draftLine,
  problemOf,
  type MangoFinding,
} from './cards';
import { createPartCache } from './part-cache';
import { createReadPacer, MANGO_PAGE, MANGO_PAGES_MAX, planMangoReads, type ReadPacer } from './read-plan';

const log = createLogger('home');

/** How long what Home read of a profile is used again without asking: a refresh (`refresh: true`) asks anyway. */
export const HOME_TTL_MS = 60_000;

export interface HomeDeps {
  profiles: () => Promise<Profile[]>;
  clientFor: (profile: Profile) => ApiClient;
  /** The profile's drafts as kept on this computer (open or not). */
  drafts: (profileId: string) => Promise<readonly MangoDraft[]>;
  /** Every job on this computer, all profiles (local files: no service read). */
  jobs: () => Promise<readonly JobSummary[]>;
  /** The sandbox data generation a profile points at; undefined for a live one. */
  generationOf: (profileId: string) => Promise<string | undefined>;
  /** "Now" as the profile's service sees it (the sandbox's virtual clock, a live host's learned offset). */
  serviceNow: (profile: Profile) => Promise<number>;
  now?: () => number;
  pacer?: ReadPacer;
  ttlMs?: number;
  /** How long the overview waits for one profile before answering without it (its read goes on). */
  cardDeadlineMs?: number;
  /**
   * Told when a read finds that a draft's Mango changed on the service: once per draft and state of the
   * service's Mango (the same change found again a minute later is not told again).
   */
  onDraftMangoChanged?: (change: DraftMangoChanged) => void;
}

export type DraftMangoChanged = EventPayload<'mangoes.draftMangoChanged'>;

/** A profile whose service is silent this long is answered as "not answering yet"; the others never wait longer. */
export const CARD_DEADLINE_MS = 20_000;

interface CallsPart {
  answer: VideoCallList;
  /** The service's "now" when it was read, so the window is measured from the service's clock later too. */
  offsetMs: number;
  askedAt: string;
}

const isOpen = (draft: MangoDraft) => draft.state !== 'applied';

/**
 * Home's overview: one card per profile, each from its own client (its own address and credentials, its
 * own rate budget), read a few profiles at a time, each part cached for a short while, and a failing
 * profile only ever fails its own card.
 */
export function createHomeOverview(deps: HomeDeps) {
  const now = deps.now ?? Date.now;
  const pacer = deps.pacer ?? createReadPacer({ concurrency: 2, gapMs: 100 });
  const ttlMs = deps.ttlMs ?? HOME_TTL_MS;
  const deadlineMs = deps.cardDeadlineMs ?? CARD_DEADLINE_MS;
  const callsCache = createPartCache<CallsPart>({ ttlMs, now });
  const mangoCache = createPartCache<Map<string, MangoFinding>>({ ttlMs, now });
  // A second overview asked while one reads a profile waits for that read instead of sending its own.
  const inFlight = new Map<string, Promise<HomeCard>>();

  async function readCalls(client: ApiClient, serviceNow: number, zone: string, signal?: AbortSignal) {
    const startDate = dateInZone(serviceNow, zone);
    const endDate = dateInZone(serviceNow + CALL_WINDOW_MS, zone);
    return client.listVideoCalls(
      // The window is at most two days of the zone: one page of 100 holds a busy creator's calls.
      {
        query: {
          startDate,
          endDate: endDate < startDate ? addDays(startDate, 1) : endDate,
          page: 1,
          limit: 100,
        },
      },
      { timeZone: zone, signal },
    );
  }

  async function readMangoes(
    client: ApiClient,
    mangoIds: readonly string[],
    signal: AbortSignal | undefined,
    count: () => void,
  ): Promise<Map<string, MangoFinding>> {
    const found = new Map<string, MangoFinding>();
    const plan = planMangoReads(mangoIds);
    const one = async (mangoId: string) => {
      count();
      try {
        found.set(mangoId, {
          state: 'found',
          mango: await client.getMango({ params: { mangoId } }, withSignal(signal)),
        });
      } catch (caught) {
        if (caught instanceof AppFailure && isMangoGone(caught.error)) found.set(mangoId, { state: 'gone' });
        else throw caught;
      }
    };
    if (plan.kind === 'one') await one(plan.mangoId);
    if (plan.kind === 'list') {
      const wanted = new Set(plan.mangoIds);
      let listed = 0;
      for (let page = 1; page <= MANGO_PAGES_MAX && wanted.size > 0; page += 1) {
        count();
        const answer = await client.listMangoes({ query: { limit: MANGO_PAGE, page } }, withSignal(signal));
        for (const mango of answer.data as Mango[]) {
          if (!mango._id || !wanted.has(mango._id)) continue;
          found.set(mango._id, { state: 'found', mango });
          wanted.delete(mango._id);
        }
        listed += answer.data.length;
        if (answer.data.length < MANGO_PAGE || listed >= (answer.total ?? Number.POSITIVE_INFINITY)) break;
      }
      for (const mangoId of wanted) await one(mangoId);
    }
    return found;
  }

  /** The signature last told per profile and draft, so a change found again is not told again. */
  const told = new Map<string, string>();
  function tellChanges(
    profile: Profile,
    drafts: readonly MangoDraft[],
    findings: ReadonlyMap<string, MangoFinding> | undefined,
  ): void {
    if (!deps.onDraftMangoChanged || !findings) return;
    for (const draft of drafts) {
      const finding = findings.get(draft.mangoId);
      if (finding?.state !== 'found') continue;
      const { fields, signature } = mangoChange(draft, finding.mango);
      const key = `${profile.id}:${draft.id}`;
      if (signature === null || told.get(key) === signature) continue;
      told.set(key, signature);
      deps.onDraftMangoChanged({
        profileId: profile.id,
        profileName: profile.name,
        draftId: draft.id,
        mangoId: draft.mangoId,
        title: draft.title,
        fields,
        signature,
      });
    }
  }

  /**
   * A profile's open drafts, those that can be compared with its service (not of reset sandbox data), and
   * the cache key of their Mangoes (the address and the drafts as they are now).
   */
  async function draftsOf(profile: Profile) {
    const generation = await deps.generationOf(profile.id);
    const where = `${profile.baseUrl}|${profile.whitelabelHost}|${generation ?? 'live'}`;
    const allDrafts: { list: MangoDraft[]; problem?: HomeProblem } = await deps.drafts(profile.id).then(
      (list) => ({ list: list.filter(isOpen) }),
      (error: unknown) => ({ list: [] as MangoDraft[], problem: problemOf(error) }),
    );
    const earlier = (d: MangoDraft) => generation !== undefined && d.sandboxGeneration !== generation;
    const checkable = allDrafts.list.filter((d) => !earlier(d));
    const draftsKey = `${where}|${checkable
      .map((d) => `${d.id}@${d.updatedAt}`)
      .sort()
      .join(',')}`;
    return { where, allDrafts, earlier, checkable, draftsKey };
  }

  async function card(profile: Profile, zone: string, refresh: boolean, signal?: AbortSignal) {
    const { where, allDrafts, earlier, checkable, draftsKey } = await draftsOf(profile);
    const callsKey = `${where}|${zone}`;
    let reads = 0;
    const count = () => {
      reads += 1;
    };

    let calls = refresh ? undefined : callsCache.get(profile.id, callsKey)?.value;
    let findings = refresh ? undefined : mangoCache.get(profile.id, draftsKey)?.value;
    let callsProblem: ReturnType<typeof problemOf> | undefined;
    let problemAskedAt: string | undefined;
    let draftsProblem = allDrafts.problem;
    const fromCache = calls !== undefined && (checkable.length === 0 || findings !== undefined);

    if (!calls || (checkable.length > 0 && !findings)) {
      await pacer.run(async () => {
        const client = deps.clientFor(profile);
        if (!calls) {
          const askedAt = new Date(now()).toISOString();
          try {
            const serviceNow = await deps.serviceNow(profile);
            count();
            const answer = await readCalls(client, serviceNow, zone, signal);
            calls = { answer, offsetMs: serviceNow - now(), askedAt };
            callsCache.set(profile.id, callsKey, calls);
          } catch (caught) {
            if (signal?.aborted) throw caught;
            callsProblem = problemOf(caught);
            problemAskedAt = askedAt;
          }
        }
        // A service that did not answer the calls is not asked again for the Mangoes in the same refresh.
        if (checkable.length > 0 && !findings && !callsProblem) {
          try {
            findings = await readMangoes(
              client,
              checkable.map((d) => d.mangoId),
              signal,
              count,
            );
            mangoCache.set(profile.id, draftsKey, findings);
          } catch (caught) {
            if (signal?.aborted) throw caught;
            draftsProblem = problemOf(caught);
          }
        }
      });
    }

    const drafts: HomeDraft[] = allDrafts.list
      .map((d) => draftLine(d, findings?.get(d.mangoId) ?? { state: 'unread' }, earlier(d)))
      .sort((a, b) => a.title.localeCompare(b.title));
    tellChanges(profile, checkable, findings);
    const serviceNowMs = now() + (calls?.offsetMs ?? 0);
    const failed = callsProblem ?? { kind: 'internal' as const, message: 'The service was not asked.' };
    const result: HomeCard = {
      profileId: profile.id,
      name: profile.name,
      kind: profile.kind,
      whitelabelHost: profile.whitelabelHost,
      service: calls
        ? { state: 'answers', askedAt: calls.askedAt }
        : {
            state: 'fails',
            askedAt: problemAskedAt ?? new Date(now()).toISOString(),
            problem: failed,
          },
      calls: calls
        ? callsInWindow(calls.answer, serviceNowMs, zone)
        : {
            items: [],
            more: 0,
            problem: failed,
          },
      jobs: { items: [] },
      drafts: {
        items: drafts,
        ...(draftsProblem
          ? { problem: draftsProblem }
          : callsProblem && checkable.length > 0
            ? {
                problem: {
                  kind: callsProblem.kind,
                  message: 'Not compared with the service: it did not answer.',
                },
              }
            : {}),
      },
      readAt: calls?.askedAt ?? problemAskedAt ?? new Date(now()).toISOString(),
      reads,
      fromCache: fromCache && reads === 0,
    };
    return result;
  }

  function failedCard(profile: Profile, problem: HomeProblem): HomeCard {
    const at = new Date(now()).toISOString();
    return {
      profileId: profile.id,
      name: profile.name,
      kind: profile.kind,
      whitelabelHost: profile.whitelabelHost,
      service: { state: 'fails', askedAt: at, problem },
      calls: { items: [], more: 0, problem },
      jobs: { items: [] },
      drafts: { items: [], problem },
      readAt: at,
      reads: 0,
      fromCache: false,
    };
  }

  /** The card, or after the deadline a card saying the service has not answered yet (the read goes on and fills the cache). */
  async function withDeadline(pending: Promise<HomeCard>, profile: Profile): Promise<HomeCard> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<HomeCard>((resolve) => {
      timer = setTimeout(
        () =>
          resolve(
            failedCard(profile, {
              kind: 'timeout',
              message: `The service has not answered in ${Math.round(deadlineMs / 1000)} s. Its answer shows on the next refresh if it comes.`,
            }),
          ),
        deadlineMs,
      );
      timer.unref?.();
    });
    try {
      return await Promise.race([pending, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /**
     * Compares every profile's open drafts with the service's Mangoes, without the calls and without a
     * card: the background watch that tells a changed Mango while Home is not open (`draft-watch.ts`). A
     * profile with no draft costs nothing; Mangoes Home read within the last minute are not read again.
     * Answers how many reads it made. A failing profile is logged and skipped.
     */
    async checkDrafts(signal?: AbortSignal): Promise<number> {
      let reads = 0;
      for (const profile of await deps.profiles()) {
        try {
          const { checkable, draftsKey } = await draftsOf(profile);
          if (checkable.length === 0) continue;
          let findings = mangoCache.get(profile.id, draftsKey)?.value;
          if (!findings) {
            findings = await pacer.run(() =>
              readMangoes(
                deps.clientFor(profile),
                checkable.map((d) => d.mangoId),
                signal,
                () => (reads += 1),
              ),
            );
            mangoCache.set(profile.id, draftsKey, findings);
          }
          tellChanges(profile, checkable, findings);
        } catch (caught) {
          if (signal?.aborted) throw caught;
          log.info('drafts not compared with the service', { profileId: profile.id, error: String(caught) });
        }
      }
      return reads;
    },

    async overview(
      input: { timeZone: string; refresh?: boolean },
      signal?: AbortSignal,
    ): Promise<HomeOverview> {
      const profiles = await deps.profiles();
      const ids = new Set(profiles.map((p) => p.id));
      callsCache.keepOnly(ids);
      mangoCache.keepOnly(ids);
      // Jobs are files on this computer: read once for every card, and a failure shown on each.
      const jobs: { list: readonly JobSummary[]; problem?: HomeProblem } = await deps.jobs().then(
        (list) => ({ list }),
        (error: unknown) => ({ list: [] as JobSummary[], problem: problemOf(error) }),
      );
      const cards = await Promise.all(
        profiles.map(async (profile) => {
          const key = `${profile.id}|${input.timeZone}|${input.refresh ? 'refresh' : ''}`;
          let pending = inFlight.get(key);
          if (!pending) {
            pending = card(profile, input.timeZone, input.refresh ?? false, signal).catch(
              (caught: unknown): HomeCard => {
                if (signal?.aborted) throw caught;
                log.warn('a Home card could not be built', { profileId: profile.id, error: String(caught) });
                return failedCard(profile, problemOf(caught));
              },
            );
            inFlight.set(key, pending);
            void pending.finally(() => inFlight.delete(key)).catch(() => undefined);
          }
          const built = await withDeadline(pending, profile);
          const mine = jobs.list.filter((job) => job.profileId === profile.id);
          return {
            ...built,
            jobs: { items: activeJobs(mine), ...(jobs.problem ? { problem: jobs.problem } : {}) },
          };
        }),
      );
      return { cards, zone: input.timeZone, reads: cards.reduce((sum, c) => sum + c.reads, 0) };
    },
  };
}
export type HomeOverviewService = ReturnType<typeof createHomeOverview>;

export interface HomeSources {
  /** Every job on this computer (the bulk-jobs area's list, through the bridge table). */
  jobs: () => Promise<readonly JobSummary[]>;
  /** Each profile's service clock, shared with the video-call screens. */
  clocks: ServiceClocks;
}

/** Home's channel: every profile's card, read without switching the active profile. */
export function homeHandlers(
  deps: ServiceDeps,
  sources: HomeSources,
): Pick<Handlers, keyof typeof homeChannels> {
  const drafts = createDraftsStore(deps.dataDir);
  const home = createHomeOverview({
    profiles: async () => (await deps.profiles.list()).profiles,
    // The profile's own client: its address, its credentials, its host's rate budget.
    clientFor: (profile) => deps.clients.forProfile(profile),
    drafts: (profileId) => drafts.all(profileId),
    jobs: sources.jobs,
    generationOf: async (profileId) => (await deps.sandboxGeneration(profileId))?.id,
    serviceNow: async (profile) => (await serviceNow(profile, sources.clocks)).now,
    onDraftMangoChanged: (change) => deps.emit('mangoes.draftMangoChanged', change),
  });
  // A changed Mango is told (notifications on) though Home is not the open screen.
  const settings = createSettingsService(deps.dataDir);
  const watch = startDraftWatch({
    check: () => home.checkDrafts(),
    enabled: () =>
      settings.read().then(
        (current) => current.notifications.bulkJobFinished,
        () => false,
      ),
  });
  deps.onClose(() => watch.stop());
  return {
    'home.overview': (input, { signal }) => home.overview(input, signal),
  };
}
