import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigate } from '../../../src/renderer/src/data/route';
import {
  confirmLeave,
  discardCount,
  leaveMessage,
  markUnsaved,
  setLeaveAsker,
  unsavedWork,
  useUnsavedChanges,
} from '../../../src/renderer/src/data/unsaved-changes';

const releases: (() => void)[] = [];
const mark = (what: string) => {
  const release = markUnsaved(what);
  releases.push(release);
  return release;
};

describe('the record of unsaved input', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '#/video-calls/new');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  afterEach(() => {
    for (const release of releases.splice(0)) release();
    setLeaveAsker(null);
  });

  it('lists what holds input once each, and forgets an editor that is saved or gone', () => {
    const call = mark('the new video call');
    mark('the new video call');
    mark('the draft of “Starter”');
    expect(unsavedWork()).toEqual(['the new video call', 'the draft of “Starter”']);
    call();
    expect(unsavedWork()).toEqual(['the new video call', 'the draft of “Starter”']);
    for (const release of releases.splice(0)) release();
    expect(unsavedWork()).toEqual([]);
  });

  it('names what would be lost in one sentence', () => {
    expect(leaveMessage(['the new video call'])).toBe('Your changes to the new video call will be lost.');
    expect(leaveMessage(['a', 'b', 'c'])).toBe('Your changes to a, b and c will be lost.');
  });

  it('asks nothing when nothing is unsaved, and never drops input when there is no one to ask', async () => {
    const asker = vi.fn(async () => true);
    setLeaveAsker(asker);
    expect(await confirmLeave()).toBe(true);
    expect(asker).not.toHaveBeenCalled();
    setLeaveAsker(null);
    mark('the new video call');
    expect(await confirmLeave()).toBe(false);
    expect(unsavedWork()).toEqual(['the new video call']);
  });

  it('keeps the input on Stay; on Leave discards it and counts a discard, so the screen opens afresh', async () => {
    let answer = false;
    const asker = vi.fn(async () => answer);
    setLeaveAsker(asker);
    mark('the new video call');
    expect(await confirmLeave()).toBe(false);
    expect(asker).toHaveBeenCalledWith(['the new video call']);
    expect(unsavedWork()).toEqual(['the new video call']);
    const before = discardCount();
    answer = true;
    expect(await confirmLeave()).toBe(true);
    expect(unsavedWork()).toEqual([]);
    expect(discardCount()).toBe(before + 1);
  });

  it('asks one question for requests that come while it is open', async () => {
    let resolve: (leave: boolean) => void = () => undefined;
    const asker = vi.fn(() => new Promise<boolean>((r) => (resolve = r)));
    setLeaveAsker(asker);
    mark('the new video call');
    const first = confirmLeave();
    const second = confirmLeave();
    resolve(false);
    expect(await first).toBe(false);
    expect(await second).toBe(false);
    expect(asker).toHaveBeenCalledOnce();
  });

  it('holds a move to another address until Leave, and lets the code’s own corrections through', async () => {
    let answer = false;
    setLeaveAsker(async () => answer);
    mark('the new video call');
    navigate(['mangoes']);
    await act(async () => undefined);
    expect(window.location.hash).toBe('#/video-calls/new');
    navigate(['video-calls'], { replace: true });
    expect(window.location.hash).toBe('#/video-calls');
    answer = true;
    navigate(['mangoes']);
    await act(async () => undefined);
    expect(window.location.hash).toBe('#/mangoes');
  });

  it('marks an editor while its input differs, and its saved() forgets it before it moves away', () => {
    const { result, rerender } = renderHook(({ dirty }) => useUnsavedChanges(dirty, 'the new badge'), {
      initialProps: { dirty: false },
    });
    expect(unsavedWork()).toEqual([]);
    rerender({ dirty: true });
    expect(unsavedWork()).toEqual(['the new badge']);
    act(() => result.current());
    expect(unsavedWork()).toEqual([]);
    rerender({ dirty: false });
    rerender({ dirty: true });
    expect(unsavedWork()).toEqual(['the new badge']);
    rerender({ dirty: false });
    expect(unsavedWork()).toEqual([]);
  });
});
