import { describe, expect, it } from 'vitest';
import type { ChannelPost } from '@shared/contract/community';
import {
  compressionState,
  formatBytes,
  pollRows,
  postsErrorCopy,
  previewUrl,
} from '../../../src/renderer/src/areas/community/posts/post-format';

describe('media facts', () => {
  it('formats sizes as people read them', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1_536)).toBe('1.5 KB');
    expect(formatBytes(9_000_000)).toBe('8.6 MB');
    expect(formatBytes(undefined)).toBe('size unknown');
    expect(formatBytes(-1)).toBe('size unknown');
  });

  it('reads the compression state, errors first', () => {
    expect(compressionState({ isCompressDone: true }).kind).toBe('done');
    expect(
      compressionState({ isCompressDone: true, isCompressError: true, compressErrorDescription: 'codec' }),
    ).toEqual({ kind: 'error', label: 'Compression failed', detail: 'codec' });
    expect(compressionState({ transcodingJob: 'job-1' }).kind).toBe('pending');
    expect(compressionState({}).kind).toBe('none');
  });

  it('previews only https images or thumbnails', () => {
    expect(previewUrl({ contentType: 'image', contentUrl: 'https://cdn.test/a.jpg' })).toBe(
      'https://cdn.test/a.jpg',
    );
    expect(previewUrl({ contentType: 'video', contentUrl: 'https://cdn.test/a.mp4' })).toBeUndefined();
    expect(previewUrl({ contentType: 'video', thumbnail: 'https://cdn.test/t.jpg' })).toBe(
      'https://cdn.test/t.jpg',
    );
    expect(previewUrl({ contentType: 'image', contentUrl: 'http://cdn.test/a.jpg' })).toBeUndefined();
    expect(previewUrl({ contentType: 'image', contentUrl: 'javascript:alert(1)' })).toBeUndefined();
  });
});

describe('poll rows', () => {
  const post: ChannelPost = {
    pollVotesPerOption: { '1': 3, '3': 1 },
    votedOption: '3',
    post: {
      poll: {
        pollOptions: [
          { optionContent: 'Morning', optionNumber: 1 },
          { optionContent: 'Evening', optionNumber: 2 },
          { optionContent: 'Weekend', optionNumber: 3 },
        ],
      },
    },
  };

  it('lists every option with its votes, share and the member’s vote', () => {
    expect(pollRows(post)).toEqual([
      { key: '1', label: 'Morning', votes: 3, share: 0.75, votedByMember: false },
      { key: '2', label: 'Evening', votes: 0, share: 0, votedByMember: false },
      { key: '3', label: 'Weekend', votes: 1, share: 0.25, votedByMember: true },
    ]);
  });

  it('falls back to the vote keys when options are missing', () => {
    expect(pollRows({ pollVotesPerOption: { '2': 1, '1': 1 } }).map((r) => r.label)).toEqual([
      'Option 1',
      'Option 2',
    ]);
  });
});

describe('posts error copy', () => {
  it('explains the two member-view errors and falls back for others', () => {
    expect(
      postsErrorCopy({ kind: 'http', message: '', errorCode: 'CHANNEL_POST_ACCESS_FORBIDDEN' }).hint,
    ).toMatch(/hidden channel/);
    expect(
      postsErrorCopy({ kind: 'http', message: '', errorCode: 'CHANNEL_POST_CHANNEL_NOT_FOUND' }).hint,
    ).toMatch(/archived/);
    expect(postsErrorCopy({ kind: 'network', message: '' }).hint).toBeUndefined();
  });
});
