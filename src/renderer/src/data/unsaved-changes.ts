import { createContext, useCallback, useContext, useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * The one record of unsaved input in the page. An editor says what it holds while its input differs from
 * what was saved (`useUnsavedChanges(dirty, 'the new video call')`); everything that would throw that input
 * away asks here first: the address (links, the navigation, Back and Forward, the desktop menu), the
 * profile switcher, a reload or close of the browser tab, and in Electron main's window close (the shell
 * tells main what is unsaved). One question for all of them: "Leave without saving?" with Stay and Leave.
 *
 * Leave discards: the record is cleared and the discard count goes up, and the shell opens the screen
 * afresh on a new count, so input the person chose to drop never stays on screen for another profile.
 *
 * A dialog's own Cancel, its X and Escape ask through the same question dialog in its second wording,
 * "Discard your changes?" with Keep editing and Discard (`confirmDiscard`, through
 * `components/GuardedModal.tsx`): only that dialog's input is dropped; the screen behind it stays as it is.
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

/**
 * What is asked: `leave` the screen ("Leave without saving?", Stay or Leave), or `discard` a dialog's input
 * ("Discard your changes?", Keep editing or Discard).
 */
export type QuestionKind = 'leave' | 'discard';

/**
 * Shows the question; resolves true for Leave (Discard), false for Stay (Keep editing). The shell's dialog
 * installs itself here.
 */
export type LeaveAsker = (what: readonly string[], kind?: QuestionKind) => Promise<boolean>;
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
  return ask(what, 'leave', () => discardUnsaved());
}

function ask(what: readonly string[], kind: QuestionKind, onYes: () => void): Promise<boolean> {
  if (!asker) return Promise.resolve(false);
  // The leave question is the asker's default (its second argument is left out for it).
  asking = (kind === 'leave' ? asker(what) : asker(what, kind)).then(
    (yes) => {
      asking = null;
      if (yes) onYes();
      return yes;
    },
    () => {
      asking = null;
      return false;
    },
  );
  return asking;
}

/**
 * Asks before a dialog's own input (`what`, as `markUnsaved` names it) is thrown away by its Cancel, its X
 * or Escape: true for Discard, false for Keep editing. Nothing else's record is touched and no discard is
 * counted (the screen behind stays); the dialog forgets its own records as it closes. A question already
 * open answers this one too; with no dialog to ask with the answer is false, so input is never dropped
 * unasked.
 */
export function confirmDiscard(what: readonly string[]): Promise<boolean> {
  if (what.length === 0) return Promise.resolve(true);
  if (asking) return asking;
  return ask(what, 'discard', () => undefined);
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
  const dialog = useContext(DialogInput);
  useEffect(() => {
    if (!dirty) return undefined;
    const forgetHere = markUnsaved(what);
    // Inside a guarded dialog, its Cancel, X and Escape ask about this input too.
    const forgetInDialog = dialog?.mark(what, forgetHere);
    const forget = () => {
      forgetHere();
      forgetInDialog?.();
    };
    release.current = forget;
    return () => {
      forget();
      if (release.current === forget) release.current = null;
    };
  }, [dirty, what, dialog]);
  return useCallback(() => release.current?.(), []);
}

/**
 * The unsaved input inside one dialog: each editor in it marks its input here as well as in the page's
 * record, so the dialog knows what its own Cancel, X and Escape would throw away
 * (`components/GuardedModal.tsx`).
 */
export interface DialogInputScope {
  /** Records `what` with the function that forgets it from the page's record; answers its own forget. */
  mark(what: string, forgetInPage: () => void): () => void;
}

/** What a dialog holds unsaved, each description once; and the function that forgets all of it. */
export function createDialogInputScope(): DialogInputScope & {
  unsaved(): readonly string[];
  forgetAll(): void;
} {
  const held = new Map<number, { what: string; forgetInPage: () => void }>();
  let next = 1;
  return {
    mark(what, forgetInPage) {
      const id = next++;
      held.set(id, { what, forgetInPage });
      return () => void held.delete(id);
    },
    unsaved: () => [...new Set([...held.values()].map((entry) => entry.what))],
    forgetAll() {
      for (const entry of held.values()) entry.forgetInPage();
      held.clear();
    },
  };
}

/** The guarded dialog an editor sits in, if any. */
export const DialogInput = createContext<DialogInputScope | null>(null);

/** The descriptions of unsaved input, re-rendering when they change. */
export function useUnsavedWork(): readonly string[] {
  return useSyncExternalStore(subscribeUnsaved, unsavedWork, unsavedWork);
}

/** The discard count, re-rendering when it changes. */
export function useDiscardCount(): number {
  return useSyncExternalStore(subscribeUnsaved, discardCount, discardCount);
}
