import { videoCallsNav } from './features/video-calls/nav';
import { mangoesNav } from './features/mangoes/nav';
import { analyticsNav } from './features/analytics/nav';
import { bulkJobsNav } from './features/bulk-jobs/nav';
import { communityNav } from './features/community/nav';
import { coursesNav } from './features/courses/nav';
import { gamificationNav } from './features/gamification/nav';
import { certificatesNav } from './features/certificates/nav';
import { feedNav } from './features/feed/nav';
import { webhooksNav } from './features/webhooks/nav';
import { customersNav } from './features/customers/nav';
import { activityNav } from './features/activity/nav';
import { settingsNav } from './features/settings/nav';
import { appConfigNav } from './features/app-config/nav';
import { profilesNav } from './features/profiles/nav';
import { navigationGroups, type NavigationArea, type NavigationGroup } from './navigation-area';

export { navigationGroups, type NavigationArea, type NavigationGroup } from './navigation-area';

/**
 * Only areas that work are listed. A feature lists its areas in its own `nav.ts` (`{ id: 'mangoes', label:
 * 'Mangoes', icon: IconLemon, component: MangoesScreen, group: 'Schedule & sell' }`); this joins them,
 * section by section in `navigationGroups` order, so the keyboard meets them in the order they show.
 */
const areas: readonly NavigationArea[] = [
  ...videoCallsNav,
  ...mangoesNav,
  ...communityNav,
  ...coursesNav,
  ...analyticsNav,
  ...gamificationNav,
  ...certificatesNav,
  ...feedNav,
  ...webhooksNav,
  ...customersNav,
  ...bulkJobsNav,
  ...activityNav,
  ...settingsNav,
  ...appConfigNav,
  ...profilesNav,
];

export const navigation: readonly NavigationArea[] = navigationGroups.flatMap((group) =>
  areas.filter((area) => area.group === group),
);

/** The sections with their areas, empty ones left out. */
export const navigationSections: readonly { group: NavigationGroup; areas: readonly NavigationArea[] }[] =
  navigationGroups
    .map((group) => ({ group, areas: navigation.filter((area) => area.group === group) }))
    .filter((section) => section.areas.length > 0);
