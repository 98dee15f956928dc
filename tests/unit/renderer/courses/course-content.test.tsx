import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CoursePlan } from '../../../../src/shared/areas/courses/channels';
import type { KnownChapter } from '../../../../src/shared/areas/courses/content-channels';
import { chapterDiff, valuesOf } from '../../../../src/renderer/src/areas/courses/chapter-form';
import { ChapterModal } from '../../../../src/renderer/src/areas/courses/ChapterModal';
import { ModuleChaptersCard } from '../../../../src/renderer/src/areas/courses/ModuleChaptersCard';
import { deferred, failure, fakeBridge, wrapper, type FakeBridge } from '../fake-bridge';

const COURSE = 'c0c000000000000000000001';
const MODULE = 'd00000000000000000000001';
const CHAPTER: KnownChapter = {
  _id: 'c4a000000000000000000001',
  module: MODULE,
  course: COURSE,
  title: 'Welcome',
  description: 'What this course covers',
  contentType: 'video',
  content: 'https://cdn.example.com/welcome.mp4',
  isFree: true,
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const plan = {
  course: { _id: COURSE },
  mode: 'none',
  modulesKnown: true,
  modules: [{ _id: MODULE, title: 'Module 1', scheduled: false }],
  needsDripUpdate: false,
} as CoursePlan;

const noop = () => undefined;
const show = (element: ReactElement, bridge: FakeBridge) => {
  const Bridge = wrapper(bridge.api);
  return render(
    <MantineProvider env="test">
      <Bridge>{element}</Bridge>
    </MantineProvider>,
  );
};
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: noop, removeEventListener: noop },
    });
  }
});
afterEach(cleanup);

describe('chapter edits as a field diff', () => {
  it('lists only the changed fields and sends only those; content travels with its type', () => {
    const before = valuesOf(CHAPTER);
    expect(chapterDiff(before, before).changes).toEqual([]);
    const renamed = chapterDiff(before, { ...before, title: ' Welcome! ' });
    expect(renamed.request).toEqual({ title: 'Welcome!' });
    expect(renamed.changes).toEqual([{ field: 'Title', before: 'Welcome', after: 'Welcome!' }]);
    const moved = chapterDiff(before, { ...before, content: 'https://cdn.example.com/new.mp4' });
    expect(moved.request).toEqual({ contentType: 'video', content: 'https://cdn.example.com/new.mp4' });
    const freed = chapterDiff(before, { ...before, isFree: false });
    expect(freed.changes).toEqual([{ field: 'Free preview', before: 'yes', after: 'no' }]);
  });

  it('refuses to remove content (the service has no way to), instead of sending nothing silently', () => {
    const before = valuesOf(CHAPTER);
    const cleared = chapterDiff(before, { ...before, contentType: '', content: '' });
    expect(cleared.blocked).toMatch(/no way to remove/);
    expect(cleared.request).toEqual({});
  });

  it('the edit dialog shows the change before sending, then sends only the changed field', async () => {
    const bridge = fakeBridge({
      'courses.updateChapter': (input) => ({
        chapter: { _id: CHAPTER._id, title: input.changes.title },
        known: { ...CHAPTER, title: input.changes.title },
      }),
    });
    let closed = false;
    show(
      <ChapterModal courseId={COURSE} moduleId={MODULE} chapter={CHAPTER} onClose={() => (closed = true)} />,
      bridge,
    );
    expect((screen.getByTestId('chapter-submit') as HTMLButtonElement).disabled).toBe(true);
    type('chapter-title', 'Welcome and setup');
    fireEvent.click(screen.getByTestId('chapter-submit'));
    const review = await screen.findByTestId('chapter-review');
    expect(review.textContent).toContain('Welcome and setup');
    expect(bridge.count('courses.updateChapter')).toBe(0);
    fireEvent.click(screen.getByTestId('chapter-submit'));
    await waitFor(() => expect(closed).toBe(true));
    expect(bridge.callsTo('courses.updateChapter')).toEqual([
      { courseId: COURSE, chapterId: CHAPTER._id, changes: { title: 'Welcome and setup' } },
    ]);
  });

  it('a new chapter is checked with the channel’s own rules before anything is sent', async () => {
    const bridge = fakeBridge({});
    show(<ChapterModal courseId={COURSE} moduleId={MODULE} chapter={null} onClose={noop} />, bridge);
    type('chapter-title', 'Intro');
    type('chapter-description', 'Start here');
    type('chapter-content', 'https://cdn.example.com/a.pdf');
    fireEvent.click(screen.getByTestId('chapter-submit'));
    expect(
      await screen.findByText('Give the content address and its type together (or neither)'),
    ).toBeTruthy();
    expect(bridge.count('courses.createChapter')).toBe(0);
  });
});

describe('the chapters card', () => {
  it('deletes only after a confirmation naming the chapter, once, however often it is clicked', async () => {
    const answer = deferred<unknown>();
    const bridge = fakeBridge({
      'courses.chapters': () => ({ chapters: [CHAPTER] }),
      'courses.deleteChapter': () => answer.promise,
    });
    show(<ModuleChaptersCard courseId={COURSE} plan={plan} />, bridge);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Welcome' }));
    const confirm = await screen.findByTestId('delete-chapter-confirm');
    expect(confirm.textContent).toContain('“Welcome” will be deleted for good');
    const button = screen.getByTestId('delete-chapter-button');
    expect(button.textContent).toContain('Delete “Welcome”');
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(bridge.count('courses.deleteChapter')).toBe(1));
    answer.resolve({ deleted: true, chapterId: CHAPTER._id });
    await waitFor(() => expect(screen.queryByTestId('delete-chapter-confirm')).toBeNull());
    expect(bridge.count('courses.deleteChapter')).toBe(1);
  });

  it('shows why a delete failed, with the service’s code', async () => {
    const bridge = fakeBridge({
      'courses.chapters': () => ({ chapters: [CHAPTER] }),
      'courses.deleteChapter': () =>
        failure({
          kind: 'http',
          status: 404,
          errorCode: 'CHAPTER_NOT_FOUND',
          message:
            'The chapter was not found: it may have been deleted already or belong to another creator.',
        }),
    });
    show(<ModuleChaptersCard courseId={COURSE} plan={plan} />, bridge);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Welcome' }));
    fireEvent.click(await screen.findByTestId('delete-chapter-button'));
    expect(await screen.findByText(/may have been deleted already/)).toBeTruthy();
    // The list is read again (main forgets a chapter the service no longer has).
    await waitFor(() => expect(bridge.count('courses.chapters')).toBe(2));
  });

  it('shows an unconfirmed create with its two ways out, each sent once', async () => {
    const entry = {
      intentId: '2f1d7a8e-3c4b-4d5e-8f60-718293a4b5c6',
      module: MODULE,
      course: COURSE,
      title: 'Lost one',
      description: 'x',
      sentAt: '2026-11-27T09:30:00.000Z',
    };
    let pending = [entry];
    const bridge = fakeBridge({
      'courses.chapters': () => ({ chapters: [CHAPTER], unconfirmed: pending }),
      'courses.settleChapter': () => {
        pending = [];
        return {};
      },
    });
    show(<ModuleChaptersCard courseId={COURSE} plan={plan} />, bridge);
    const box = await screen.findByTestId('chapter-unconfirmed');
    expect(box.textContent).toContain('Created? Not confirmed: “Lost one”');
    expect(box.textContent).toContain('may or may not have this chapter');

    fireEvent.click(screen.getByTestId('chapter-was-created'));
    type('chapter-created-id', 'not an id');
    expect((screen.getByTestId('chapter-created-save') as HTMLButtonElement).disabled).toBe(true);
    type('chapter-created-id', 'c4a000000000000000000002');
    fireEvent.click(screen.getByTestId('chapter-created-save'));
    fireEvent.click(screen.getByTestId('chapter-created-save'));
    await waitFor(() => expect(screen.queryByTestId('chapter-unconfirmed')).toBeNull());
    expect(bridge.callsTo('courses.settleChapter')).toEqual([
      {
        courseId: COURSE,
        moduleId: MODULE,
        intentId: entry.intentId,
        settlement: { outcome: 'created', chapterId: 'c4a000000000000000000002' },
      },
    ]);
  });

  it('“It was not created” drops the entry without asking for an id', async () => {
    const entry = {
      intentId: '2f1d7a8e-3c4b-4d5e-8f60-718293a4b5c7',
      module: MODULE,
      course: COURSE,
      title: 'Never made',
      sentAt: '2026-11-27T09:30:00.000Z',
    };
    let pending = [entry];
    const bridge = fakeBridge({
      'courses.chapters': () => ({ chapters: [], unconfirmed: pending }),
      'courses.settleChapter': () => {
        pending = [];
        return {};
      },
    });
    show(<ModuleChaptersCard courseId={COURSE} plan={plan} />, bridge);
    fireEvent.click(await screen.findByTestId('chapter-was-not-created'));
    await waitFor(() => expect(screen.queryByTestId('chapter-unconfirmed')).toBeNull());
    expect(bridge.callsTo('courses.settleChapter')).toEqual([
      {
        courseId: COURSE,
        moduleId: MODULE,
        intentId: entry.intentId,
        settlement: { outcome: 'not_created' },
      },
    ]);
  });
});
