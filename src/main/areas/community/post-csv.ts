import type { ChannelPost, Media } from '../../../shared/contract/community';
import { toCsv, type CsvCell } from '../../../shared/csv';

const FIELDS = [
  'postId',
  'channelId',
  'pinned',
  'pinnedNumber',
  'hidden',
  'authorId',
  'authorName',
  'caption',
  'layoutType',
  'mediaCount',
  'media',
  'pollQuestion',
  'pollVotes',
  'votesPerOption',
  'repostOf',
  'repostAuthor',
  'shoutoutTo',
  'totalViews',
  'totalLikes',
  'totalComments',
  'totalParentComments',
  'totalRepost',
  'scheduleAt',
  'createdAt',
  'updatedAt',
  'memberLiked',
  'memberVotedOption',
] as const;

function mediaSummary(media: Media): string {
  const parts = [media.contentType ?? 'media', media.fileName, media.contentUrl].filter(Boolean);
  return parts.join(' ');
}

/** "Morning: 3; Evening: 5": the poll's options by their text when known, else by number. */
export function votesPerOption(post: ChannelPost): string {
  const votes = post.pollVotesPerOption ?? {};
  const options = post.post?.poll?.pollOptions ?? [];
  const keys = new Set([...options.map((o) => String(o.optionNumber ?? '')), ...Object.keys(votes)]);
  keys.delete('');
  return [...keys]
    .map((key) => {
      const label = options.find((o) => String(o.optionNumber) === key)?.optionContent ?? `Option ${key}`;
      return `${label}: ${votes[key] ?? 0}`;
    })
    .join('; ');
}

function row(post: ChannelPost, memberView: boolean): CsvCell[] {
  const body = post.post;
  const ref = body?.postRef;
  return [
    post._id,
    post.channel,
    post.isPinned ?? false,
    post.pinnedNumber,
    post.isHidden ?? false,
    body?.postedBy?._id ?? post.postedBy,
    body?.postedBy?.name,
    body?.caption,
    body?.layoutType,
    body?.mediaContent?.length ?? 0,
    (body?.mediaContent ?? []).map(mediaSummary).join(' | '),
    body?.poll?.question,
    post.totalPollVotes,
    body?.poll ? votesPerOption(post) : '',
    ref?._id,
    ref?.postedBy?.name,
    body?.connectShoutout?.to?.name,
    post.totalViews,
    post.totalLikes,
    post.totalComments,
    post.totalParentComments,
    post.totalRepost,
    post.scheduleAt,
    post.createdAt,
    post.updatedAt,
    memberView ? (post.isLiked ?? false) : '',
    memberView ? post.votedOption : '',
  ];
}

/**
 * The posts as a spreadsheet-safe CSV, header row first (formula cells escaped by toCsv); member columns
 * only in a member view. What the export covers goes to its notes, not into the CSV.
 */
export function postsToCsv(posts: readonly ChannelPost[], memberView: boolean): string {
  return toCsv(
    FIELDS,
    posts.map((post) => row(post, memberView)),
  );
}
