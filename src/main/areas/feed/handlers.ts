import type { feedChannels } from '../../../shared/areas/feed/channels';
import type { Handlers } from '../../platform/handlers';
import type { ServiceDeps } from '../deps';
import { createFeedService } from './feed';
import { createFeedPoster } from './feed-create';

/** The feed: its posts, their export, and a new post. */
export function feedHandlers(deps: ServiceDeps): Pick<Handlers, keyof typeof feedChannels> {
  const feed = createFeedService(deps);
  const createFeedPost = createFeedPoster(deps);
  return {
    'feed.posts': (input, { signal }) => feed.posts(input, signal),
    'feed.exportCsv': (input, { signal }) => feed.exportCsv(input, signal),
    // Runs to its end once begun: its one attempt is shared by every repeat of its draft.
    'feed.createPost': (input) => createFeedPost(input),
  };
}
