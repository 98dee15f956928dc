import { useState } from 'react';
import { createJobNoticeWatcher } from '@shared/areas/bulk-jobs/domain/job-notices';
import type { JobSummary } from '@shared/areas/bulk-jobs/channels';
import { useBridgeQuery } from './query';
import { useBridgeEvent } from './events';
import { navigate } from './route';

/** The browser's notification permission, or 'unsupported' where the page has no Notification API. */
export type BrowserNotificationPermission = NotificationPermission | 'unsupported';

export function browserNotificationPermission(): BrowserNotificationPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** The permission, and `ask()`, which shows the browser's own question (a click must start it). */
export function useBrowserNotificationPermission(): [BrowserNotificationPermission, () => void] {
  const [permission, setPermission] = useState(browserNotificationPermission);
  const ask = () => {
    if (typeof Notification === 'undefined') return;
    void Notification.requestPermission().then(setPermission, () => setPermission(Notification.permission));
  };
  return [permission, ask];
}

/**
 * In the browser version, what the desktop console tells through the OS (a bulk job finished, or stopped
 * by itself and waits) is told with the browser's Notification while this tab is hidden, when the browser
 * allows it and the Settings switch is on; once per event (the same watcher as main's). A click brings
 * the tab forward on the job. The desktop console leaves this to main.
 */
export function useBrowserJobNotices(host: 'electron' | 'web' | null): void {
  const settings = useBridgeQuery('settings.get', {}, { scope: 'app', enabled: host === 'web' });
  const enabled = host === 'web' && settings.data?.notifications.bulkJobFinished === true;
  const [watcher] = useState(createJobNoticeWatcher);
  const onJob = (job: JobSummary) => {
    const notice = watcher.observe(job);
    if (!notice || !enabled || document.visibilityState !== 'hidden') return;
    if (browserNotificationPermission() !== 'granted') return;
    const shown = new Notification(notice.title, { body: notice.body, tag: notice.key });
    shown.onclick = () => {
      window.focus();
      navigate(['bulk-jobs', 'job', notice.jobId]);
      shown.close();
    };
  };
  useBridgeEvent('bulkJobs.jobChanged', onJob);
  useBridgeEvent('bulkJobs.progress', onJob);
}
