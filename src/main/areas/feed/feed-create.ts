import type { ChannelArgs, ChannelOutput } from '../../../shared/bridge';
import type { ServiceDeps } from '../deps';

/** Drafts remembered per process; the oldest key goes first. */
const KEPT_KEYS = 200;

type Result = ChannelOutput<'feed.createPost'>;

/**
 * Publishes a feed post at most once per draft. The service offers no idempotency key for posts and the
 * client never resends a POST that may have arrived; this guards the other way a post goes out twice: the
 * same draft submitted again (a second click, a resent bridge call). A repeat of a key that is still in
 * flight waits for it; one that succeeded gets the same post back, marked `repeated`. A failed send
 * frees its key, so the person can try again after checking the feed.
 */
export function createFeedPoster(deps: Pick<ServiceDeps, 'clients' | 'profiles'>) {
  const sent = new Map<string, Promise<Result>>();

  /**
   * One key per draft and profile, whatever the spelling: the profile the post goes to (named, or the
   * active one when left out) and the draft's UUID in lower case (a UUID's letters are hex digits).
   */
  async function draftKey(input: ChannelArgs<'feed.createPost'>): Promise<string> {
    const profileId = input.profileId ?? (await deps.profiles.active()).id;
    return `${profileId}:${input.requestKey.toLowerCase()}`;
  }

  return async function createPost(input: ChannelArgs<'feed.createPost'>): Promise<Result> {
    const key = await draftKey(input);
    const earlier = sent.get(key);
    if (earlier) return { ...(await earlier), repeated: true };
    const attempt = (async (): Promise<Result> => {
      const client = await deps.clients.forId(input.profileId);
      const { post } = input;
      const body = {
        mangoes: post.mangoes,
        contentType: post.contentType,
        ...(post.caption ? { caption: post.caption } : {}),
        ...(post.contentType !== 'text' && post.contentUrl ? { contentUrl: post.contentUrl } : {}),
        ...(post.scheduleTime ? { scheduleTime: post.scheduleTime } : {}),
        ...(post.excludeMangoes?.length ? { excludeMangoes: post.excludeMangoes } : {}),
      };
      return { post: await client.createFeedPost({ body }), repeated: false };
    })();
    sent.set(key, attempt);
    while (sent.size > KEPT_KEYS) sent.delete(sent.keys().next().value as string);
    try {
      return await attempt;
    } catch (error) {
      sent.delete(key);
      throw error;
    }
  };
}
