import {
  createJobNoticeWatcher,
  createRunningProgress,
  jobOfEvent,
  type JobNotice,
} from '../../../shared/areas/bulk-jobs/domain/job-notices';

/**
 * Watches the events main sends to the page for bulk-job news (`job-notices.ts`: a job finished, or
 * stopped by itself and waits for the person) and shows it, once, while the window is not focused and the
 * Settings switch is on. A notice skipped because the window was focused is not shown later.
 */
export function createJobNotifier(options: {
  isWindowFocused: () => boolean;
  isEnabled: () => boolean;
  show: (notice: JobNotice) => void;
}) {
  const watcher = createJobNoticeWatcher();
  return {
    /** Give it every `(event, payload)` main emits; it ignores all but job changes. */
    observe(event: string, payload: unknown): void {
      const job = jobOfEvent(event, payload);
      const notice = job && watcher.observe(job);
      if (!notice || options.isWindowFocused() || !options.isEnabled()) return;
      options.show(notice);
    },
  };
}

/**
 * The running jobs' progress on the taskbar (Windows, Linux) or the dock (macOS): Electron's
 * `setProgressBar` with the share of rows done, and -1 (no bar) once none runs.
 */
export function createTaskbarProgress(setProgressBar: (fraction: number) => void) {
  const progress = createRunningProgress();
  let shown: number | null = null;
  return {
    observe(event: string, payload: unknown): void {
      const job = jobOfEvent(event, payload);
      if (!job) return;
      const fraction = progress.observe(job);
      // Hundredths are all a bar shows: no call for a change it cannot draw.
      const rounded = fraction === null ? null : Math.round(fraction * 100) / 100;
      if (rounded === shown) return;
      shown = rounded;
      setProgressBar(rounded ?? -1);
    },
  };
}

/** Electron's Notification class, as much as we use of it. */
export interface NotificationCtorLike {
  isSupported(): boolean;
  new (options: { title: string; body: string; silent?: boolean }): {
    on(event: 'click', listener: () => void): unknown;
    show(): void;
  };
}

/** Shows a notification where the OS supports them; a click brings the console forward on the job. */
export function createNotificationShower(
  Notification: NotificationCtorLike,
  onClick: (jobId: string) => void,
): (notice: JobNotice) => void {
  return (notice) => {
    if (!Notification.isSupported()) return;
    const notification = new Notification({ title: notice.title, body: notice.body });
    notification.on('click', () => onClick(notice.jobId));
    notification.show();
  };
}
