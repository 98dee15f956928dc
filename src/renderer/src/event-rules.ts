import { activityEventRules } from './features/activity/event-rules';
import { analyticsEventRules } from './features/analytics/event-rules';
import { communityEventRules } from './features/community/event-rules';
import { settingsEventRules } from './features/settings/event-rules';
import { webhooksEventRules } from './features/webhooks/event-rules';
import { mangoesEventRules } from './features/mangoes/event-rules';
import { bulkJobsEventRules } from './features/bulk-jobs/event-rules';
import { profilesEventRules } from './features/profiles/event-rules';
import { videoCallsEventRules } from './features/video-calls/event-rules';
import { shellEventRules } from './shell/event-rules';
import { onEvent, type EventRule } from './data/events';
import { bridgeKey, APP_SCOPE } from './data/query';

/** The profile list in the cache is whatever main last announced. */
const profileListRules: readonly EventRule[] = [
  onEvent('profiles.changed', {
    apply: (client, list) => client.setQueryData(bridgeKey('profiles.list', APP_SCOPE, {}), list),
  }),
];

/** Every area's event rules, installed once by the shell (like `navigation.ts`, the one place that joins areas). */
export const eventRules: readonly EventRule[] = [
  ...profileListRules,
  ...shellEventRules,
  ...activityEventRules,
  ...analyticsEventRules,
  ...communityEventRules,
  ...settingsEventRules,
  ...webhooksEventRules,
  ...mangoesEventRules,
  ...bulkJobsEventRules,
  ...profilesEventRules,
  ...videoCallsEventRules,
];
