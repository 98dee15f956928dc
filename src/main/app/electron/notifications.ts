export interface NotificationContent {
  title: string;
  body: string;
}

/** The parts of a bulk job's summary (`bulkJobs.jobChanged`) the notification reads. */
export interface JobEventLike {
  id: string;
  fileName: string;
  status: string;
  total: number;
  counts: Record<string, number>;
}

function isJobEvent(value: unknown): value is JobEventLike {
  if (!value || typeof value !== 'object') return false;
  const job = value as Record<string, unknown>;
  return (
    typeof job.id === 'string' &&
    typeof job.fileName === 'string' &&
    typeof job.status === 'string' &&
    typeof job.total === 'number' &&
    !!job.counts &&
    typeof job.counts === 'object'
  );
}

function plural(count: number, word: string): string {
  return `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;
}

/** What the notification says about a finished job: the counts people act on. */
export function jobFinishedContent(job: JobEventLike): NotificationContent {
  const count = (state: string) => job.counts[state] ?? 0;
  const parts = [`${plural(count('succeeded'), 'row')} migrated`];
  if (count('failed') > 0) parts.push(`${count('failed').toLocaleString('en-US')} failed`);
  if (count('uncertain') > 0) parts.push(`${count('uncertain').toLocaleString('en-US')} uncertain`);
  if (count('skipped') > 0) parts.push(`${count('skipped').toLocaleString('en-US')} skipped`);
  return { title: `Bulk migration finished: ${job.fileName}`, body: `${parts.join(', ')}.` };
}

/**
 * Watches the events main sends to the page and decides when a bulk job has just finished: a job seen
 * in another status that now reports `finished`. A job first seen already finished (the list loading at
 * start) is not news. Only then, and only while the window is not focused, is a notification shown.
 */
export function createJobFinishedNotifier(options: {
  isWindowFocused: () => boolean;
  isEnabled: () => boolean;
  show: (content: NotificationContent) => void;
}) {
  const lastStatus = new Map<string, string>();
  return {
    /** Give it every `(event, payload)` main emits; it ignores all but job changes. */
    observe(event: string, payload: unknown): void {
      if (event !== 'bulkJobs.jobChanged' && event !== 'bulkJobs.progress') return;
      if (!isJobEvent(payload)) return;
      const before = lastStatus.get(payload.id);
      lastStatus.set(payload.id, payload.status);
      if (payload.status !== 'finished' || before === undefined || before === 'finished') return;
      if (options.isWindowFocused() || !options.isEnabled()) return;
      options.show(jobFinishedContent(payload));
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

/** Shows a notification where the OS supports them; a click brings the console forward. */
export function createNotificationShower(
  Notification: NotificationCtorLike,
  onClick: () => void,
): (content: NotificationContent) => void {
  return (content) => {
    if (!Notification.isSupported()) return;
    const notification = new Notification({ title: content.title, body: content.body });
    notification.on('click', onClick);
    notification.show();
  };
}
