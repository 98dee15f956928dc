import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * The one record of unsaved input in the page. An editor says what it holds while its input differs from
 * what was saved (`useUnsavedChanges(dirty, 'the new video call')`); everything that would throw that input
 * away asks here first: the address (links, the navigation, Back and Forward, the desktop menu), the
 * profile switcher, a reload or close of the browser tab, and in Electron main's window close (the shell
 * tells main what is unsaved). One question for all of them: "Leave without saving?" with Stay and Leave.
 *
 * Leave discards: the record is cleared and the discard count goes up, and the shell opens the screen
 * afresh on a new count, so input the person chose to drop never stays on screen for another profile.
 */

const entries = new Map<number, string>();
let nextId = 1;
let discards = 0;
let snapshot: readonly string[] = [];
const listeners = new Set<() => void>();

function changed(): void {
  snapshot = [...new Set(entries.values())];
  for (const listener of listeners) listener();
}

/** Records unsaved input described as `what` ("the new video call"); answers the function that forgets it. */
export function markUnsaved(what: string): () => void {
  const id = nextId++;
  entries.set(id, what);
  changed();
  return () => {
    if (entries.delete(id)) changed();
  };
}

/** What holds unsaved input now, each description once, in the order it was marked. */
export function unsavedWork(): readonly string[] {
  return snapshot;
}

export function subscribeUnsaved(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many times unsaved input was discarded by a Leave (the shell keys the open screen by it). */
export function discardCount(): number {
  return discards;
}

/** Forgets every record: the person chose to leave without saving. */
export function discardUnsaved(): void {
  entries.clear();
  discards += 1;
  changed();
}

/** Shows the question; resolves true for Leave, false for Stay. The shell's dialog installs itself here. */
export type LeaveAsker = (what: readonly string[]) => Promise<boolean>;
let asker: LeaveAsker | null = null;
let asking: Promise<boolean> | null = null;

/** The shell's dialog registers itself (and null when it goes). */
export function setLeaveAsker(next: LeaveAsker | null): void {
  asker = next;
}

/**
 * Asks before input is thrown away: true at once when nothing is unsaved; otherwise the person's answer,
 * and on Leave the record is discarded. A second request while the question is open gets the same answer.
 * Without a dialog (nothing mounted to ask with) it answers false: input is never dropped unasked.
 */
export function confirmLeave(): Promise<boolean> {
  const what = unsavedWork();
  if (what.length === 0) return Promise.resolve(true);
  if (asking) return asking;
  if (!asker) return Promise.resolve(false);
  asking = asker(what).then(
    (leave) => {
      asking = null;
      if (leave) discardUnsaved();
      return leave;
    },
    () => {
      asking = null;
      return false;
    },
  );
  return asking;
}

/** "Your changes to the new video call and this draft will be lost." */
export function leaveMessage(what: readonly string[]): string {
  const list =
    what.length <= 1
      ? (what[0] ?? 'this screen')
      : `${what.slice(0, -1).join(', ')} and ${what[what.length - 1] ?? ''}`;
  return `Your changes to ${list} will be lost.`;
}

/**
 * An editor's one line: while `dirty`, its input counts as unsaved and leaving asks first. `what` names
 * the thing being edited as the question reads it ("the new video call", "the draft of Starter").
 * Answers `saved()`: an editor that moves away as soon as a save succeeds calls it first, because its
 * form still differs from what it started with until it is gone.
 */
export function useUnsavedChanges(dirty: boolean, what: string): () => void {
  const release = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!dirty) return undefined;
    const forget = markUnsaved(what);
    release.current = forget;
    return () => {
      forget();
      if (release.current === forget) release.current = null;
    };
  }, [dirty, what]);
  return useCallback(() => release.current?.(), []);
}

/** The descriptions of unsaved input, re-rendering when they change. */
export function useUnsavedWork(): readonly string[] {
  return useSyncExternalStore(subscribeUnsaved, unsavedWork, unsavedWork);
}

/** The discard count, re-rendering when it changes. */
export function useDiscardCount(): number {
  return useSyncExternalStore(subscribeUnsaved, discardCount, discardCount);
}
