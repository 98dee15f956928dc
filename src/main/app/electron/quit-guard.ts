import type { BusyReason } from '../../platform/busy';

export type QuitDecision = 'allow' | 'ask';

/** Quitting is asked about only while something would be interrupted, and only once per quit. */
export function decideQuit(reasons: readonly BusyReason[], alreadyConfirmed: boolean): QuitDecision {
  return reasons.length > 0 && !alreadyConfirmed ? 'ask' : 'allow';
}

/** A native warning dialog whose first button ("Stay", "Keep running") is both the default and Escape's. */
export interface NativeConfirmation {
  type: 'warning';
  title: string;
  message: string;
  detail: string;
  buttons: [string, string];
  defaultId: 0;
  cancelId: 0;
  noLink: true;
}

export type QuitConfirmation = NativeConfirmation;

function describe(reason: BusyReason): string {
  const name = reason.label ? ` (${reason.label})` : '';
  return reason.kind === 'bulk-job' ? `a bulk migration job${name}` : `a Mango draft being applied${name}`;
}

/**
 * The native dialog's content. Button 0 ("Keep Running") is the default and the cancel answer, so
 * Enter or Escape never quits by accident.
 */
export function quitConfirmation(reasons: readonly BusyReason[], appName: string): QuitConfirmation {
  const jobs = reasons.filter((r) => r.kind === 'bulk-job').length;
  const applies = reasons.length - jobs;
  const what = reasons.length === 1 ? describe(reasons[0] as BusyReason) : `${reasons.length} tasks`;
  const lines: string[] = [];
  if (jobs > 0)
    lines.push(
      'A bulk migration stops after the requests already sent are answered and recorded. It continues from where it stopped the next time you start the console; no row is sent twice.',
    );
  if (applies > 0)
    lines.push(
      'A draft being applied may already have reached the service. The next time you apply it, the console checks the Mango on the service first instead of sending the change again.',
    );
  return {
    type: 'warning',
    title: `Quit ${appName}?`,
    message: `${appName} is still working on ${what}. Quit anyway?`,
    detail: lines.join('\n\n'),
    buttons: ['Keep Running', 'Quit Anyway'],
    defaultId: 0,
    cancelId: 0,
    noLink: true,
  };
}

export interface QuitEventLike {
  preventDefault(): void;
}

export interface QuitGuardOptions {
  appName: string;
  platform: NodeJS.Platform;
  busyReasons: () => BusyReason[];
  /** Shows the native confirmation; resolves to the index of the button chosen. */
  confirm: (dialog: QuitConfirmation) => Promise<number>;
  /** Quits for real (Electron's `app.quit()`), after a confirmation. */
  quit: () => void;
  /** Runs once, just before the app is allowed to quit (close the services, flush files). */
  onQuitAllowed: () => void;
}

/**
 * One guard for both ways out: `before-quit` (menu Quit, Cmd+Q, the OS logging out) and the window's
 * `close` off macOS (closing the last window quits there). While busy the event is cancelled and the
 * confirmation shown; "Quit Anyway" quits without asking again.
 */
export function createQuitGuard(options: QuitGuardOptions) {
  let confirmed = false;
  let asking = false;
  let allowed = false;

  async function ask(): Promise<void> {
    if (asking) return;
    asking = true;
    try {
      const answer = await options.confirm(quitConfirmation(options.busyReasons(), options.appName));
      if (answer === 1) {
        confirmed = true;
        options.quit();
      }
    } finally {
      asking = false;
    }
  }

  return {
    /** For `app.on('before-quit')`. */
    onBeforeQuit(event: QuitEventLike): void {
      if (decideQuit(options.busyReasons(), confirmed) === 'ask') {
        event.preventDefault();
        void ask();
        return;
      }
      if (!allowed) {
        allowed = true;
        options.onQuitAllowed();
      }
    },
    /** For the main window's `close`; on macOS closing the window does not quit, so it is not asked. */
    onWindowClose(event: QuitEventLike): void {
      if (options.platform === 'darwin') return;
      if (decideQuit(options.busyReasons(), confirmed) === 'ask') {
        event.preventDefault();
        void ask();
      }
    },
    isConfirmed: () => confirmed,
  };
}
export type QuitGuard = ReturnType<typeof createQuitGuard>;
