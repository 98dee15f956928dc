import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MISSING_ID,
  PRO_CERT,
  STARTER,
  STARTER_CERT,
  USER_1,
  USER_2,
  YEARLY,
  startHarness,
  type Harness,
} from '../../helpers/demo-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

describe('certificates', () => {
  it('lists a user’s certificates and filters by certificate and Mango', async () => {
    const { records } = await h.call('certificates.list', { userId: USER_1 });
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ certificate: STARTER_CERT, mango: STARTER });
    expect((await h.call('certificates.list', { userId: USER_1, certificateId: PRO_CERT })).records).toEqual(
      [],
    );
    expect((await h.call('certificates.list', { userId: USER_1, mangoes: [YEARLY] })).records).toEqual([]);
    expect(
      (await h.call('certificates.list', { userId: USER_1, mangoes: [STARTER, YEARLY] })).records,
    ).toHaveLength(1);
  });

  it('starts generation in the background; the certificate appears once generated', async () => {
    const started = await h.call('certificates.start', { certificateId: PRO_CERT, fanId: USER_1 });
    expect(started.message).toMatch(/started/i);
    const pending = await h.call('certificates.list', { userId: USER_1, certificateId: PRO_CERT });
    expect(pending.records).toEqual([]);
    await h.control('POST', 'certificates/advance');
    const done = await h.call('certificates.list', { userId: USER_1, certificateId: PRO_CERT });
    expect(done.records).toHaveLength(1);
    expect(done.records[0]?.certificateReceivedOn).toBeTruthy();
    // Newest first.
    const all = await h.call('certificates.list', { userId: USER_1 });
    expect(all.records[0]?.certificate).toBe(PRO_CERT);
  });

  it('shows the service’s 400 for a certificate that is not a Mango certificate of the creator', async () => {
    const error = await h.fail('certificates.start', { certificateId: MISSING_ID, fanId: USER_2 });
    expect(error).toMatchObject({ kind: 'http', status: 400 });
    expect(error.message).toMatch(/Mango/);
  });

  it('shows the service’s 400 for an unknown user', async () => {
    const error = await h.fail('certificates.start', { certificateId: STARTER_CERT, fanId: MISSING_ID });
    expect(error).toMatchObject({ kind: 'http', status: 400 });
  });

  it('refuses ids that are not 24-hex before sending', async () => {
    expect((await h.fail('certificates.list', { userId: 'meera' })).kind).toBe('validation');
    expect((await h.fail('certificates.start', { certificateId: 'x', fanId: USER_1 })).kind).toBe(
      'validation',
    );
  });

  it('answers an empty list for a user with none', async () => {
    expect((await h.call('certificates.list', { userId: MISSING_ID })).records).toEqual([]);
  });
});

describe('names for ids', () => {
  it('lists the creator’s certificates with their titles', async () => {
    const { certificates } = await h.call('certificates.templates', {});
    expect(certificates.map((c) => [c._id, c.title])).toEqual([
      [STARTER_CERT, 'Starter Course Certificate'],
      [PRO_CERT, 'Pro Track Certificate'],
    ]);
  });

  it('reads a user’s name and email by id; an unknown id answers without a name', async () => {
    const first = await h.call('customers.getUser', { userId: USER_1 });
    expect(first).toEqual({
      _id: USER_1,
      name: expect.stringMatching(/^\S+ \S+$/),
      email: expect.stringMatching(/@example\.test$/),
    });
    expect((await h.call('customers.getUser', { userId: USER_2 })).email).not.toBe(first.email);
    expect(await h.call('customers.getUser', { userId: MISSING_ID })).toEqual({ _id: MISSING_ID });
    expect((await h.fail('customers.getUser', { userId: 'meera' })).kind).toBe('validation');
  });
});

describe('feed', () => {
  it('pages through the creator’s posts', async () => {
    const first = await h.call('feed.posts', { limit: 10, page: 1 });
    expect(first.total).toBe(48);
    expect(first.posts).toHaveLength(10);
    const last = await h.call('feed.posts', { limit: 10, page: 5 });
    expect(last.posts).toHaveLength(8);
    const beyond = await h.call('feed.posts', { limit: 10, page: 6 });
    expect(beyond.posts).toEqual([]);
    const ids = new Set([...first.posts, ...last.posts].map((p) => p._id));
    expect(ids.size).toBe(18);
  });

  it('filters by content type and Mango, and sorts', async () => {
    const polls = await h.call('feed.posts', { limit: 100, page: 1, contentTypes: ['poll', 'image'] });
    expect(polls.total).toBe(12);
    expect(new Set(polls.posts.map((p) => p.contentType))).toEqual(new Set(['poll', 'image']));
    const poll = polls.posts.find((p) => p.contentType === 'poll');
    expect(poll?.poll?.totalVotes).toBe(9);
    expect(poll?.poll?.voteCounts).toEqual({ '1': 5, '2': 4 });

    const yearly = await h.call('feed.posts', { limit: 100, page: 1, mangoes: [YEARLY] });
    expect(yearly.posts.every((p) => p.mangoes?.some((m) => m._id === YEARLY))).toBe(true);

    const viewed = await h.call('feed.posts', { limit: 100, page: 1, sortBy: 'most-viewed' });
    const views = viewed.posts.map((p) => p.views ?? 0);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const oldest = await h.call('feed.posts', { limit: 100, page: 1, sortBy: 'oldest' });
    const times = oldest.posts.map((p) => p.createdAt ?? '');
    expect(times).toEqual([...times].sort());
  });

  it('shows a subscriber’s view: only posts of Mangoes they hold', async () => {
    const mine = await h.call('feed.posts', { limit: 100, page: 1, user: USER_1 });
    expect(mine.total).toBeLessThan(48);
    const all = await h.call('feed.posts', { limit: 100, page: 1 });
    expect(all.posts.find((p) => p.postRef)?.postRef?.contentType).toBe('video');
    expect(all.posts.some((p) => (p.tags ?? []).some((t) => t.tagName === 'tips'))).toBe(true);
  });

  it('refuses a page size outside 1 to 100 and a page below 1', async () => {
    expect((await h.fail('feed.posts', { limit: 0, page: 1 })).message).toMatch(/1 to 100/);
    expect((await h.fail('feed.posts', { limit: 101, page: 1 })).message).toMatch(/1 to 100/);
    expect((await h.fail('feed.posts', { limit: 10, page: 0 })).message).toMatch(/Pages start at 1/);
    expect((await h.fail('feed.posts', { limit: 10, page: 1, contentTypes: ['gif'] })).kind).toBe(
      'validation',
    );
  });

  it('exports every post of the filter to CSV', async () => {
    const file = await h.call('feed.exportCsv', { contentTypes: ['poll'] });
    expect(file.rows).toBe(6);
    expect(file.truncated).toBe(false);
    const lines = file.csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // The header row first; the filter is in the notes.
    expect(file.notes[1]).toMatch(/types poll/);
    expect(lines[0]).toMatch(/^id,createdAt,contentType,title/);
    expect(lines.slice(1)).toHaveLength(6);
    expect(lines[1]).toMatch(/What next\?,Live: \d+; Recorded: \d+/);
    const everything = await h.call('feed.exportCsv', {});
    expect(everything.rows).toBe(48);
  });
});
