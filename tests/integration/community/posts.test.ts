import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARCHIVED,
  BIG,
  CREATOR,
  FOREIGN,
  GENERAL,
  HIDDEN,
  RISING_STAR_BADGE,
  STAR_CIRCLE,
  startHarness,
  type Harness,
} from './helpers';
import { WIDE_HOST_LIMIT } from '../../helpers/console-harness';

let h: Harness;
beforeAll(async () => {
  // The whole-result export reads 100 pages after the file's other reads: past the documented window.
  h = await startHarness({ hostLimit: WIDE_HOST_LIMIT });
});
afterAll(async () => {
  await h.close();
});

const lastSeq = () => h.sandbox.requestLog.list().at(-1)?.seq ?? 0;
const requestsSince = (seq: number) => h.sandbox.requestLog.list(seq).filter((e) => e.operation);

/** A member of the demo data with no subscription and no badge, granted one badge here when asked. */
function member(id: string, badges: string[]) {
  const user = h.sandbox.state.byId('users', id);
  if (!user) throw new Error(`no user ${id}`);
  user.badges = badges;
  h.sandbox.state.touch();
  return user._id;
}
const NOBODY = 'fa0000000000000000000002';

describe('community.channels', () => {
  it('lists the creator’s channels with their group, archived ones only when asked', async () => {
    const overview = await h.call('community.channels', {});
    const ids = overview.channels.map((c) => c._id);
    expect(ids).toContain(GENERAL);
    expect(ids).not.toContain(ARCHIVED);
    expect(ids).not.toContain(FOREIGN);
    expect(overview.channels.find((c) => c._id === GENERAL)?.group).toBe('600000000000000000000001');
    const all = await h.call('community.channels', { includeArchived: true });
    expect(all.channels.map((c) => c._id)).toContain(ARCHIVED);
  });
});

describe('community.posts', () => {
  it('pages with the chosen page size and reports the total', async () => {
    const first = await h.call('community.posts', { channelId: GENERAL, limit: 5, page: 1 });
    const second = await h.call('community.posts', { channelId: GENERAL, limit: 5, page: 2 });
    expect(first.posts).toHaveLength(5);
    expect(second.posts).toHaveLength(5);
    expect(first.totalPosts).toBeGreaterThan(100);
    expect(second.page).toBe(2);
    const overlap = first.posts.filter((p) => second.posts.some((q) => q._id === p._id));
    expect(overlap).toHaveLength(0);
  });

  it.each(['latest', 'oldest', 'most_popular', 'trending_now'] as const)(
    'puts pinned posts first for sortBy %s',
    async (sortBy) => {
      const page = await h.call('community.posts', { channelId: GENERAL, limit: 10, sortBy });
      const pinned = page.posts.map((p) => p.isPinned === true);
      expect(pinned.slice(0, 3)).toEqual([true, true, true]);
      expect(pinned.slice(3).every((p) => !p)).toBe(true);
    },
  );

  it('sends every filter of the spec and honours them', async () => {
    const seq = lastSeq();
    const creator = await h.call('community.posts', {
      channelId: GENERAL,
      limit: 100,
      filterBy: 'posts_from_creator',
      isPinned: false,
    });
    expect(creator.posts.length).toBeGreaterThan(0);
    expect(creator.posts.every((p) => p.postedBy === CREATOR && !p.isPinned)).toBe(true);
    const query = requestsSince(seq)[0]?.query ?? '';
    expect(query).toContain('filterBy=posts_from_creator');
    expect(query).toContain('isPinned=false');

    const subscribers = await h.call('community.posts', {
      channelId: GENERAL,
      limit: 100,
      filterBy: 'posts_from_subscribers',
    });
    expect(subscribers.posts.some((p) => p.postedBy === CREATOR)).toBe(false);
    const author = subscribers.posts[0]?.postedBy ?? '';

    const only = await h.call('community.posts', { channelId: GENERAL, limit: 100, postedBy: [author] });
    expect(only.posts.length).toBeGreaterThan(0);
    expect(only.posts.every((p) => p.postedBy === author)).toBe(true);

    const without = await h.call('community.posts', {
      channelId: GENERAL,
      limit: 100,
      excludePostedBy: [author, CREATOR],
    });
    expect(without.posts.some((p) => p.postedBy === author || p.postedBy === CREATOR)).toBe(false);

    const pinnedOnly = await h.call('community.posts', { channelId: GENERAL, isPinned: true });
    expect(pinnedOnly.totalPosts).toBe(3);
  });

  it('refuses a page size outside 1 to 100 before sending anything', async () => {
    const seq = lastSeq();
    for (const limit of [0, 101]) {
      const error = await h.fail('community.posts', { channelId: GENERAL, limit });
      expect(error.kind).toBe('validation');
      expect(error.message).toMatch(/Page size is at (least 1|most 100)/);
    }
    expect((await h.fail('community.posts', { channelId: GENERAL, page: 0 })).message).toMatch(
      /Pages start at 1/,
    );
    expect((await h.fail('community.posts', { channelId: 'nope' })).kind).toBe('validation');
    expect(requestsSince(seq)).toHaveLength(0);
  });
});

describe('view as member', () => {
  it('shows isLiked and votedOption for a member with access', async () => {
    const userId = member('fa0000000000000000000003', [RISING_STAR_BADGE]);
    const before = await h.call('community.posts', { channelId: STAR_CIRCLE, limit: 5 });
    const target = h.sandbox.state.byId('posts', before.posts[0]?._id ?? '');
    if (!target) throw new Error('no post');
    target.likes.push({ user: userId, at: new Date(h.sandbox.clock.now()).toISOString() });
    h.sandbox.state.touch();

    const view = await h.call('community.posts', { channelId: STAR_CIRCLE, limit: 5, userId });
    expect(view.posts.every((p) => typeof p.isLiked === 'boolean' && typeof p.votedOption === 'string')).toBe(
      true,
    );
    expect(view.posts.find((p) => p._id === target._id)?.isLiked).toBe(true);
    // The creator view carries neither field.
    expect(before.posts.every((p) => p.isLiked === undefined && p.votedOption === undefined)).toBe(true);
  });

  it('explains 403 CHANNEL_POST_ACCESS_FORBIDDEN for a member without subscription or badge', async () => {
    const userId = member(NOBODY, []);
    const error = await h.fail('community.posts', { channelId: STAR_CIRCLE, userId });
    expect(error).toMatchObject({ status: 403, errorCode: 'CHANNEL_POST_ACCESS_FORBIDDEN' });
    expect(error.message).toMatch(/no active subscription or badge/);
  });

  it('gives 403 for a hidden channel even to a member holding its badge', async () => {
    const userId = member(NOBODY, ['bad000000000000000000003']);
    const error = await h.fail('community.posts', { channelId: HIDDEN, userId });
    expect(error).toMatchObject({ status: 403, errorCode: 'CHANNEL_POST_ACCESS_FORBIDDEN' });
    expect(error.message).toMatch(/hidden/);
    // The creator view still reads a hidden channel.
    expect((await h.call('community.posts', { channelId: HIDDEN, limit: 1 })).totalPosts).toBeGreaterThan(0);
  });

  it.each([
    ['archived', ARCHIVED],
    ['another creator’s', FOREIGN],
    ['unknown', 'ca00000000000000000000ff'],
  ])('explains 404 CHANNEL_POST_CHANNEL_NOT_FOUND for an %s channel', async (_what, channelId) => {
    const error = await h.fail('community.posts', { channelId });
    expect(error).toMatchObject({ status: 404, errorCode: 'CHANNEL_POST_CHANNEL_NOT_FOUND' });
    expect(error.message).toMatch(/archived, or Community is not active/);
  });
});

describe('the 10,000-post channel', () => {
  // The generator deletes about 1% of posts; the service never lists deleted ones.
  const visible = () => h.sandbox.state.data.posts.filter((p) => p.channel === BIG && !p.isDeleted).length;

  it('reads any page on its own, never the whole channel', async () => {
    const total = visible();
    expect(total).toBeGreaterThan(9_800);
    const lastPage = Math.ceil(total / 100);
    const seq = lastSeq();
    const last = await h.call('community.posts', { channelId: BIG, limit: 100, page: lastPage });
    expect(last.totalPosts).toBe(total);
    expect(last.posts).toHaveLength(total - (lastPage - 1) * 100);
    const sent = requestsSince(seq);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.query).toContain('limit=100');
    expect(sent[0]?.query).toContain(`page=${lastPage}`);
  });

  it('exports the whole result page by page into one CSV', async () => {
    const seq = lastSeq();
    const out = await h.call('community.exportPostsCsv', { channelId: BIG, scope: 'all' });
    const total = visible();
    expect(out.rows).toBe(total);
    expect(out.truncated).toBe(false);
    expect(requestsSince(seq)).toHaveLength(Math.ceil(total / 100));
    const parsed = Papa.parse<string[]>(out.csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    const rows = parsed.data;
    // The header row is the first line; what the export covers is in its notes.
    expect(rows[0]?.slice(0, 3)).toEqual(['postId', 'channelId', 'pinned']);
    expect(out.notes[0]).toBe(`Channel ${BIG}: ${total} of ${total} posts`);
    expect(rows).toHaveLength(total + 1);
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(total);
    expect(out.fileName).toMatch(/^channel-ca00000000000000000000bb-posts-.*\.csv$/);
  });
});

describe('community.exportPostsCsv', () => {
  it('exports the page in view, with member columns and formula cells escaped', async () => {
    const userId = member('fa0000000000000000000004', [RISING_STAR_BADGE]);
    const page = await h.call('community.posts', { channelId: STAR_CIRCLE, limit: 3, page: 2 });
    const post = h.sandbox.state.byId('posts', page.posts[0]?._id ?? '');
    if (!post) throw new Error('no post');
    post.caption = '=HYPERLINK("http://evil.test")';
    h.sandbox.state.touch();
    const out = await h.call('community.exportPostsCsv', {
      channelId: STAR_CIRCLE,
      scope: 'page',
      limit: 3,
      page: 2,
      userId,
    });
    expect(out.rows).toBe(3);
    expect(out.csv.startsWith('\uFEFFpostId,channelId,')).toBe(true);
    expect(out.csv).not.toContain(`as member ${userId}`);
    expect(out.notes[0]).toMatch(/^Channel ca\w{22}: page 2 \(3 per page\) of \d+ posts$/);
    expect(out.notes[1]).toContain(`as member ${userId}`);
    const rows = Papa.parse<string[]>(out.csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    const header = rows[0] ?? [];
    const first = rows[1] ?? [];
    expect(first[header.indexOf('caption')]).toBe(`'=HYPERLINK("http://evil.test")`);
    expect(['true', 'false']).toContain(first[header.indexOf('memberLiked')]);
  });

  it('passes the member errors through to the export too', async () => {
    const error = await h.fail('community.exportPostsCsv', {
      channelId: STAR_CIRCLE,
      scope: 'all',
      userId: member(NOBODY, []),
    });
    expect(error.errorCode).toBe('CHANNEL_POST_ACCESS_FORBIDDEN');
  });
});

describe('Community not enabled', () => {
  it('reads as a 400 that names Community', async () => {
    const creator = h.sandbox.state.byId('creators', CREATOR);
    if (!creator) throw new Error('no creator');
    creator.features.community = false;
    h.sandbox.state.touch();
    try {
      const error = await h.fail('community.posts', { channelId: GENERAL });
      expect(error.status).toBe(400);
      expect(error.message).toMatch(/Community/);
    } finally {
      creator.features.community = true;
      h.sandbox.state.touch();
    }
  });
});
