import { describe, expect, it } from 'vitest';
import type { CommunityScope } from '../../../src/main/areas/community/registry';
import { createChapterCreates } from '../../../src/main/areas/courses/chapter-create';

/** A scope whose client records the order of the creates it is sent, with an in-memory intent list. */
function fakeScope(sent: string[]): CommunityScope {
  const intents = new Map<string, { intentId: string; title: string }>();
  let next = 0;
  return {
    profileId: 'p1',
    options: {},
    now: new Date('2026-11-27T10:00:00Z'),
    client: {
      createChapter: async ({ body: chapter }: { body: { title: string } }) => {
        sent.push(chapter.title);
        next += 1;
        return { _id: `c${next}`, title: chapter.title };
      },
    },
    registry: {
      chapterIntents: async () => [...intents.values()],
      recordChapterIntent: async (_p: string, intent: { intentId: string; title: string }) => {
        intents.set(intent.intentId, intent);
      },
      settleChapterIntent: async (_p: string, intentId: string) => {
        intents.delete(intentId);
      },
    },
  } as unknown as CommunityScope;
}

const later = <T>(value: T, turns: number): Promise<T> =>
  turns === 0
    ? Promise.resolve(value)
    : later(value, turns - 1).then((v) => new Promise((r) => setImmediate(() => r(v))));

describe('chapter creates of one course', () => {
  it('are sent in the order they arrived, however late each one’s scope resolves', async () => {
    const sent: string[] = [];
    const creates = createChapterCreates();
    const scope = fakeScope(sent);
    const input = (title: string) => ({
      courseId: 'course1',
      moduleId: 'module1',
      chapter: { title, description: 'About it' },
    });
    // The first to arrive has the slowest scope (a keychain read that takes longest).
    await Promise.all([
      creates.create(later(scope, 5), input('First')),
      creates.create(later(scope, 2), input('Second')),
      creates.create(later(scope, 0), input('Third')),
    ]);
    expect(sent).toEqual(['First', 'Second', 'Third']);
  });

  it('refuses a second create of the same title at once, while the first still waits for its scope', async () => {
    const sent: string[] = [];
    const creates = createChapterCreates();
    const scope = fakeScope(sent);
    const input = {
      courseId: 'course1',
      moduleId: 'module1',
      chapter: { title: 'Same', description: 'About it' },
    };
    const first = creates.create(later(scope, 3), input);
    await expect(creates.create(Promise.resolve(scope), input)).rejects.toThrow(/being created/);
    await first;
    expect(sent).toEqual(['Same']);
  });

  it('a scope that fails reaches its caller and lets the next create go on', async () => {
    const sent: string[] = [];
    const creates = createChapterCreates();
    const input = (title: string) => ({
      courseId: 'course1',
      moduleId: 'module1',
      chapter: { title, description: 'About it' },
    });
    const failed = creates.create(Promise.reject(new Error('The keychain is locked')), input('Failed'));
    const next = creates.create(Promise.resolve(fakeScope(sent)), input('Next'));
    await expect(failed).rejects.toThrow('The keychain is locked');
    await next;
    expect(sent).toEqual(['Next']);
  });
});
