import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { postsToCsv, votesPerOption } from '../../../src/main/areas/community/post-csv';

const parse = (csv: string) =>
  Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

describe('posts CSV', () => {
  const post = {
    _id: 'b00000000000000000000001',
    channel: 'ca0000000000000000000001',
    isPinned: true,
    pinnedNumber: 1,
    totalViews: 10,
    totalLikes: 2,
    pollVotesPerOption: { '1': 2, '2': 5 },
    totalPollVotes: 7,
    isLiked: true,
    votedOption: '2',
    post: {
      caption: '@SUM(A1:A9) and more',
      postedBy: { _id: 'fa0000000000000000000001', name: 'Neil' },
      mediaContent: [{ contentType: 'image', fileName: 'a.jpg', contentUrl: 'https://cdn.test/a.jpg' }],
      poll: {
        question: 'When?',
        pollOptions: [
          { optionContent: 'Morning', optionNumber: 1 },
          { optionContent: 'Evening', optionNumber: 2 },
        ],
      },
      postRef: { _id: 'b00000000000000000000000', postedBy: { name: 'Asha' } },
    },
  };

  it('writes one row per post with votes per option and formula cells escaped', () => {
    const rows = parse(postsToCsv([post], true));
    const [header, row] = rows;
    // The header row is the first line: nothing above it for a data tool to skip.
    expect(header?.slice(0, 3)).toEqual(['postId', 'channelId', 'pinned']);
    expect(rows).toHaveLength(2);
    const cell = (name: string) => row?.[header?.indexOf(name) ?? -1];
    expect(cell('caption')).toBe("'@SUM(A1:A9) and more");
    expect(cell('votesPerOption')).toBe('Morning: 2; Evening: 5');
    expect(cell('repostAuthor')).toBe('Asha');
    expect(cell('media')).toBe('image a.jpg https://cdn.test/a.jpg');
    expect(cell('memberLiked')).toBe('true');
    expect(cell('memberVotedOption')).toBe('2');
  });

  it('leaves member columns empty in the creator view', () => {
    const [header, row] = parse(postsToCsv([post], false));
    expect(row?.[header?.indexOf('memberLiked') ?? -1]).toBe('');
  });

  it('names options it does not know by number', () => {
    expect(votesPerOption({ pollVotesPerOption: { '3': 1 } })).toBe('Option 3: 1');
  });
});
