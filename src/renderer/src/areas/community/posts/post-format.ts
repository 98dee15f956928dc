import type { ChannelPost, Media } from '@shared/contract/community';
import type { AppError } from '@shared/errors';

/** "2.4 MB": media sizes as people read them. */
export function formatBytes(bytes: number | undefined): string {
  if (bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return 'size unknown';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? value.toFixed(0) : value.toFixed(1)} ${units[unit]}`;
}

export type CompressionState =
  | { kind: 'done'; label: string }
  | { kind: 'error'; label: string; detail?: string }
  | { kind: 'pending'; label: string }
  | { kind: 'none'; label: string };

/** What the service says about a media file's compression (transcoding), in words. */
export function compressionState(media: Media): CompressionState {
  if (media.isCompressError) {
    const detail = [media.compressErrorDescription, media.compressErrorDescriptionWarnings]
      .filter(Boolean)
      .join(' ');
    return { kind: 'error', label: 'Compression failed', ...(detail ? { detail } : {}) };
  }
  if (media.isCompressDone) return { kind: 'done', label: 'Compressed' };
  if (media.transcodingJob) return { kind: 'pending', label: 'Compressing' };
  return { kind: 'none', label: 'Not compressed' };
}

/** The picture to show for a media item: its thumbnail, else the file itself when it is an image. */
export function previewUrl(media: Media): string | undefined {
  const candidate = media.thumbnail ?? (media.contentType === 'image' ? media.contentUrl : undefined);
  return candidate && /^https:\/\//i.test(candidate) ? candidate : undefined;
}

export interface PollRow {
  key: string;
  label: string;
  votes: number;
  share: number;
  votedByMember: boolean;
}

/** Poll options with their votes (keyed by option number), share of all votes, and the member's choice. */
export function pollRows(post: ChannelPost): PollRow[] {
  const votes = post.pollVotesPerOption ?? {};
  const options = post.post?.poll?.pollOptions ?? [];
  const keys = options.length
    ? options.map((o, i) => String(o.optionNumber ?? i + 1))
    : Object.keys(votes).sort((a, b) => Number(a) - Number(b));
  const total = keys.reduce((sum, key) => sum + (votes[key] ?? 0), 0);
  return keys.map((key, i) => {
    const option = options.find((o) => String(o.optionNumber) === key) ?? options[i];
    const count = votes[key] ?? 0;
    const voted =
      post.votedOption !== undefined &&
      post.votedOption !== '' &&
      (post.votedOption === key || post.votedOption === option?.optionId);
    return {
      key,
      label: option?.optionContent ?? `Option ${key}`,
      votes: count,
      share: total ? count / total : 0,
      votedByMember: voted,
    };
  });
}

/** Titles and guidance for the errors a member view can meet (spec: Errors). */
export function postsErrorCopy(error: AppError): { title: string; hint?: string } {
  switch (error.errorCode) {
    case 'CHANNEL_POST_ACCESS_FORBIDDEN':
      return {
        title: 'Member view refused (403)',
        hint: 'Members need an active subscription to one of the channel’s Mangoes or one of its badges, and no member can read a hidden channel. Clear the member id to return to the creator view, which sees every post.',
      };
    case 'CHANNEL_POST_CHANNEL_NOT_FOUND':
      return {
        title: 'Channel unavailable (404)',
        hint: 'The channel does not exist, is archived, or Community is not active for this business. Reload the channel list and pick another channel.',
      };
    default:
      return { title: 'Posts could not be loaded' };
  }
}
