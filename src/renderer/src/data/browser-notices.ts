import { useState } from 'react';
import { createJobNoticeWatcher } from '@shared/areas/bulk-jobs/domain/job-notices';
import { createDraftNoticeWatcher } from '@shared/areas/mangoes/domain/draft-notices';
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
 * by itself and waits; a draft's Mango changed on the service) is told with the browser's Notification
 * while this tab is hidden, when the browser allows it and the Settings switch is on; once per event (the
 * same watchers as main's). A click brings the tab forward on the job, or on Home for a draft (it may be
 * another profile's: its card there switches first). The desktop console leaves this to main.
 */
export function useBrowserNotices(host: 'electron' | 'web' | null): void {
  const settings = useBridgeQuery('settings.get', {}, { scope: 'app', enabled: host === 'web' });
  const enabled = host === 'web' && settings.data?.notifications.bulkJobFinished === true;
  const [jobs] = useState(createJobNoticeWatcher);
  const [drafts] = useState(createDraftNoticeWatcher);
  const tell = (notice: { key: string; title: string; body: string }, route: string[]) => {
    if (!enabled || document.visibilityState !== 'hidden') return;
    if (browserNotificationPermission() !== 'granted') return;
    const shown = new Notification(notice.title, { body: notice.body, tag: notice.key });
    shown.onclick = () => {
      window.focus();
      navigate(route);
      shown.close();
    };
  };
  const onJob = (job: JobSummary) => {
    const notice = jobs.observe(job);
    if (notice) tell(notice, ['bulk-jobs', 'job', notice.jobId]);
  };
  useBridgeEvent('bulkJobs.jobChanged', onJob);
  useBridgeEvent('bulkJobs.progress', onJob);
  useBridgeEvent('mangoes.draftMangoChanged', (change) => {
    const notice = drafts.observe(change);
    if (notice) tell(notice, ['home']);
  });
}
