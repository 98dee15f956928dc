import {
  createJobNoticeWatcher,
  createRunningProgress,
  jobOfEvent,
  type JobNotice,
} from '../../../shared/areas/bulk-jobs/domain/job-notices';
import {
  createDraftNoticeWatcher,
  draftOfEvent,
  type DraftNotice,
} from '../../../shared/areas/mangoes/domain/draft-notices';

/**
 * Watches the events main sends to the page for news a person waits for and shows it, once, while the
 * window is not focused and the Settings switch is on: a bulk job finished, or stopped by itself and waits
 * (`job-notices.ts`); a draft's Mango changed on the service (`draft-notices.ts`). A notice skipped
 * because the window was focused is not shown later.
 */
export function createNotifier(options: {
  isWindowFocused: () => boolean;
  isEnabled: () => boolean;
  show: (notice: JobNotice) => void;
  showDraft?: (notice: DraftNotice) => void;
}) {
  const jobs = createJobNoticeWatcher();
  const drafts = createDraftNoticeWatcher();
  const quiet = () => options.isWindowFocused() || !options.isEnabled();
  return {
    /** Give it every `(event, payload)` main emits; it ignores all but job changes and changed Mangoes. */
    observe(event: string, payload: unknown): void {
      const job = jobOfEvent(event, payload);
      const notice = job && jobs.observe(job);
      if (notice && !quiet()) options.show(notice);
      const draft = options.showDraft && draftOfEvent(event, payload);
      const draftNotice = draft && drafts.observe(draft);
      if (draftNotice && !quiet()) options.showDraft?.(draftNotice);
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

/** Shows a notification where the OS supports them; a click brings the console forward on what it speaks of. */
export function createNotificationShower<N extends { title: string; body: string }>(
  Notification: NotificationCtorLike,
  onClick: (notice: N) => void,
): (notice: N) => void {
  return (notice) => {
    if (!Notification.isSupported()) return;
    const notification = new Notification({ title: notice.title, body: notice.body });
    notification.on('click', () => onClick(notice));
    notification.show();
  };
}
