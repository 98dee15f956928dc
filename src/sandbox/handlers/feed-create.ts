import { CreateFeedPostBody } from '../../shared/contract/feed';
import type { Handler } from '../context';
import { badRequest } from '../errors';
import type { FeedPostRecord } from '../fixture-schema';
import { createdFeedPostJson } from '../serializers/feed';
import { ownedMango, parseOr400 } from './common';

/**
 * feed/createFeedPost.json: a post to one or more of the creator's Mangoes. Image and video name a file
 * uploaded first (POST_USER_ASSET_NOT_FOUND otherwise); a future scheduleTime hides it from the feed until then.
 */
export const createFeedPost: Handler = (ctx, core) => {
  const body = parseOr400(CreateFeedPostBody, ctx.body);
  const mangoes = [...new Set(body.mangoes)];
  const excluded = [...new Set(body.excludeMangoes ?? [])];
  const foreign = [...mangoes, ...excluded].filter((id) => !ownedMango(core, ctx.creator._id, id));
  if (foreign.length) throw badRequest(`Invalid request: mangoes not found: ${foreign.join(', ')}`);
  if (body.contentType !== 'text') {
    const url = body.contentUrl ?? '';
    const asset = core.state.data.userAssets.find((a) => a.creator === ctx.creator._id && a.url === url);
    if (!asset || asset.type !== body.contentType) {
      throw badRequest(
        'The content URL must be a TagMango CDN URL with an existing userAsset record. Upload the file via the TagMango upload API first.',
        'POST_USER_ASSET_NOT_FOUND',
      );
    }
  }
  const now = core.clock.nowIso();
  const post: FeedPostRecord = {
    _id: core.state.newId(),
    creator: ctx.creator._id,
    title: '',
    caption: body.caption ?? '',
    contentUrl: body.contentType === 'text' ? '' : (body.contentUrl ?? ''),
    contentType: body.contentType,
    isPinned: false,
    mangoes,
    likes: [],
    commentCount: 0,
    replyCount: 0,
    views: 0,
    tags: [],
    ...(body.scheduleTime ? { scheduleTime: body.scheduleTime } : {}),
    excludeMangoes: excluded,
    ...(body.thumbnail ? { thumbnail: body.thumbnail } : {}),
    createdAt: now,
    updatedAt: now,
  };
  core.state.insert('feedPosts', post);
  core.recordEffect('feed.postCreated', { postId: post._id, mangoes });
  return { body: createdFeedPostJson(core, post) };
};
