import { activityEventRules } from '../areas/activity/event-rules';
import { homeEventRules } from '../areas/home/event-rules';
import { analyticsEventRules } from '../areas/analytics/event-rules';
import { communityEventRules } from '../areas/community/event-rules';
import { settingsEventRules } from '../areas/settings/event-rules';
import { webhooksEventRules } from '../areas/webhooks/event-rules';
import { mangoesEventRules } from '../areas/mangoes/event-rules';
import { bulkJobsEventRules } from '../areas/bulk-jobs/event-rules';
import { profilesEventRules } from '../areas/profiles/event-rules';
import { videoCallsEventRules } from '../areas/video-calls/event-rules';
import { shellEventRules } from './shell/event-rules';
import { onEvent, type EventRule } from '../data/events';
import { bridgeKey, APP_SCOPE } from '../data/query';

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
  ...homeEventRules,
];
