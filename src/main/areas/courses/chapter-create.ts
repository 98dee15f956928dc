import { randomUUID } from 'node:crypto';
import type { ChannelArgs, ChannelOutput } from '../../../shared/bridge';
import { sameChapterTitle, type UnconfirmedChapter } from '../../../shared/areas/courses/content-channels';
import { AppFailure, appFailure } from '../../../shared/errors';
import { createKeyedQueue } from '../../platform/storage/atomic-file';
import { known } from './course-content';
import type { Handlers } from '../../platform/handlers';
import type { CommunityScope, ScopeOf } from '../community/registry';

/**
 * A failure that proves the service did not create the chapter: nothing was sent, or a 4xx answer (the
 * service refused it). Anything else (reset, timeout, 5xx, a cancel while sending, a bug here) may have
 * left a chapter behind.
 */
function provesNotCreated(error: unknown): boolean {
  if (!(error instanceof AppFailure)) return false;
  const { outcome, status } = error.error;
  if (outcome === 'not_sent') return true;
  return status !== undefined && status >= 400 && status < 500 && status !== 408;
}

const UNCONFIRMED_HINT =
  'The chapter is listed in its module as not confirmed: check the course on the service, then settle it there before creating it again.';

function withHint(error: unknown): unknown {
  if (!(error instanceof AppFailure)) return error;
  return new AppFailure({ ...error.error, message: `${error.error.message} ${UNCONFIRMED_HINT}` });
}

function unsettled(title: string): AppFailure {
  return appFailure(
    'conflict',
    `A chapter titled “${title}” was sent to this module before and its answer was lost, so the service may already have it. Settle that entry in the module's chapter list first: “It was created” with the chapter's id, or “It was not created”.`,
  );
}

function alreadyBeingCreated(title: string): AppFailure {
  return appFailure(
    'conflict',
    `A chapter titled “${title}” is being created in this module right now. Wait for its answer; it then appears in the list.`,
  );
}

/**
 * Chapter creates, at most once each. The service has no idempotency key and no chapter read, so before
 * sending, the console records the intent on disk; a lost answer (or a crash) leaves it as an "unconfirmed"
 * entry of the module that the person settles. Creates of one course run one after another, and a create
 * whose title matches one in flight or unconfirmed in the same module is refused (an identical one in
 * flight was already joined by the bridge).
 */
export function createChapterCreates() {
  const queue = createKeyedQueue();
  /**
   * Creates from their arrival (waiting in the course's queue, then sending) to their answer. An intent on
   * disk that none of these carries was lost: its answer never came, or the console stopped meanwhile.
   */
  // Module and course ids are the service's own (unique ids), so they need no profile beside them: two
  // profiles of one business are one service.
  type Claim = { module: string; title: string; intentId?: string };
  const active = new Set<Claim>();

  const busyWith = (module: string, title: string) =>
    [...active].some((a) => a.module === module && sameChapterTitle(a.title, title));

  async function unconfirmed(scope: CommunityScope, moduleId: string): Promise<UnconfirmedChapter[]> {
    const intents = await scope.registry.chapterIntents(scope.profileId, moduleId);
    const sending = new Set([...active].map((a) => a.intentId));
    return intents.filter((i) => !sending.has(i.intentId));
  }

  async function send(
    scope: CommunityScope,
    input: ChannelArgs<'courses.createChapter'>,
    claim: Claim,
  ): Promise<ChannelOutput<'courses.createChapter'>> {
    const { client, registry, profileId, options, now } = scope;
    const sent = input.chapter;
    if ((await unconfirmed(scope, input.moduleId)).some((i) => sameChapterTitle(i.title, sent.title))) {
      throw unsettled(sent.title);
    }
    const intent: UnconfirmedChapter = {
      intentId: randomUUID(),
      module: input.moduleId,
      course: input.courseId,
      title: sent.title,
      ...(sent.description !== undefined ? { description: sent.description } : {}),
      ...(sent.contentType !== undefined ? { contentType: sent.contentType } : {}),
      ...(sent.content !== undefined ? { content: sent.content } : {}),
      ...(sent.isFree !== undefined ? { isFree: sent.isFree } : {}),
      sentAt: now.toISOString(),
    };
    claim.intentId = intent.intentId;
    await registry.recordChapterIntent(profileId, intent);
    try {
      const chapter = await client.createChapter(
        { params: { moduleId: input.moduleId }, body: sent },
        options,
      );
      const record = known(chapter, sent, { module: input.moduleId, course: input.courseId }, now);
      await registry.settleChapterIntent(profileId, intent.intentId, record);
      return { chapter, known: record };
    } catch (error) {
      if (!provesNotCreated(error)) throw withHint(error);
      await registry.settleChapterIntent(profileId, intent.intentId);
      throw error;
    }
  }

  return {
    /**
     * Takes its place in the course's queue on arrival, before anything is awaited (the scope, which reads
     * the keychain, comes as a promise): creates run in the order they were asked, however long each
     * scope takes to resolve.
     */
    async create(
      scope: Promise<CommunityScope>,
      input: ChannelArgs<'courses.createChapter'>,
    ): Promise<ChannelOutput<'courses.createChapter'>> {
      // Awaited only when its turn comes; a failure meanwhile is not an unhandled rejection.
      scope.catch(() => undefined);
      if (busyWith(input.moduleId, input.chapter.title)) {
        throw alreadyBeingCreated(input.chapter.title);
      }
      const claim: Claim = { module: input.moduleId, title: input.chapter.title };
      active.add(claim);
      try {
        return await queue(`course:${input.courseId}`, async () => send(await scope, input, claim));
      } finally {
        active.delete(claim);
      }
    },

    async list(
      scope: CommunityScope,
      input: ChannelArgs<'courses.chapters'>,
    ): Promise<ChannelOutput<'courses.chapters'>> {
      const [chapters, pending] = await Promise.all([
        scope.registry.chapters(scope.profileId, input.moduleId),
        unconfirmed(scope, input.moduleId),
      ]);
      return { chapters, unconfirmed: pending };
    },

    /** Nothing is sent: the person checked the service and says what it holds. */
    async settle(
      scope: CommunityScope,
      input: ChannelArgs<'courses.settleChapter'>,
    ): Promise<ChannelOutput<'courses.settleChapter'>> {
      const { registry, profileId, now } = scope;
      const intent = (await unconfirmed(scope, input.moduleId)).find((i) => i.intentId === input.intentId);
      if (!intent) {
        throw appFailure(
          'not_found',
          'That unconfirmed chapter was already settled. Reload the chapter list.',
        );
      }
      if (input.settlement.outcome === 'not_created') {
        await registry.settleChapterIntent(profileId, intent.intentId);
        return {};
      }
      const chapterId = input.settlement.chapterId;
      const other = await registry.chapter(profileId, chapterId);
      if (other) {
        throw appFailure(
          'validation',
          `The id ${chapterId} is already the chapter “${other.title}” in this console's list. Check the id on the service.`,
        );
      }
      const { intentId: _intentId, sentAt: _sentAt, ...fields } = intent;
      const record = { ...fields, _id: chapterId, updatedAt: now.toISOString() };
      await registry.settleChapterIntent(profileId, intent.intentId, record);
      return { known: record };
    },
  };
}

/** A module's chapters made here, a chapter's create, and settling one left unconfirmed. */
export function chapterHandlers(
  scope: ScopeOf,
): Pick<Handlers, 'courses.chapters' | 'courses.createChapter' | 'courses.settleChapter'> {
  const chapterCreates = createChapterCreates();
  return {
    'courses.chapters': async (input, { signal }) => chapterCreates.list(await scope(input, signal), input),
    'courses.createChapter': (input, { signal }) => chapterCreates.create(scope(input, signal), input),
    'courses.settleChapter': async (input) => chapterCreates.settle(await scope(input, undefined), input),
  };
}
