import type { NativeConfirmation, QuitEventLike } from './quit-guard';

export type UnsavedConfirmation = NativeConfirmation;

/**
 * The native dialog's content: the same question the page asks before leaving. Button 0 ("Stay") is the
 * default and the cancel answer, so Enter or Escape never throw input away.
 */
export function unsavedConfirmation(unsaved: readonly string[]): UnsavedConfirmation {
  const list =
    unsaved.length <= 1
      ? (unsaved[0] ?? 'this screen')
      : `${unsaved.slice(0, -1).join(', ')} and ${unsaved[unsaved.length - 1] ?? ''}`;
  return {
    type: 'warning',
    title: 'Leave without saving?',
    message: 'Leave without saving?',
    detail: `Your changes to ${list} will be lost.`,
    buttons: ['Stay', 'Leave'],
    defaultId: 0,
    cancelId: 0,
    noLink: true,
  };
}

export interface UnsavedGuardOptions {
  /** Shows the native question; resolves to the index of the button chosen. */
  confirm: (dialog: UnsavedConfirmation) => Promise<number>;
  /** Closes the main window for real, after Leave. */
  closeWindow: () => void;
  /** Quits for real (Electron's `app.quit()`), after Leave when a quit was what closed the window. */
  quit: () => void;
}

/**
 * Electron's part of the leave guard: the page reports what holds unsaved input (`app.setUnsavedChanges`);
 * while something does, closing the main window (its close button, Alt+F4, a quit that closes it) is held
 * and the native question asked. Leave closes (or quits) without asking again; Stay keeps the window.
 */
export function createUnsavedGuard(options: UnsavedGuardOptions) {
  let unsaved: string[] = [];
  let asking = false;
  let leaving = false;
  let quitting = false;

  async function ask(): Promise<void> {
    if (asking) return;
    asking = true;
    try {
      const answer = await options.confirm(unsavedConfirmation(unsaved));
      if (answer !== 1) {
        quitting = false;
        return;
      }
      leaving = true;
      if (quitting) options.quit();
      else options.closeWindow();
    } finally {
      asking = false;
    }
  }

  return {
    /** From the page: what is unsaved now. A page reporting again (a new window's) is asked about again. */
    set(next: string[]): void {
      unsaved = [...next];
      leaving = false;
    },
    /** For `app.on('before-quit')`: a quit closes the window next; remember it so Leave quits. */
    onBeforeQuit(): void {
      quitting = true;
    },
    /**
     * For the main window's `close`: answers true when the close was held to ask (the caller then leaves
     * the event alone), false when the window may close as far as unsaved input goes.
     */
    onWindowClose(event: QuitEventLike): boolean {
      if (unsaved.length === 0 || leaving) return false;
      event.preventDefault();
      void ask();
      return true;
    },
    unsaved: (): readonly string[] => unsaved,
  };
}
export type UnsavedGuard = ReturnType<typeof createUnsavedGuard>;
