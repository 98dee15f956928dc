import { homeNav } from '../areas/home/nav';
import { videoCallsNav } from '../areas/video-calls/nav';
import { mangoesNav } from '../areas/mangoes/nav';
import { analyticsNav } from '../areas/analytics/nav';
import { bulkJobsNav } from '../areas/bulk-jobs/nav';
import { communityNav } from '../areas/community/nav';
import { coursesNav } from '../areas/courses/nav';
import { gamificationNav } from '../areas/gamification/nav';
import { certificatesNav } from '../areas/certificates/nav';
import { feedNav } from '../areas/feed/nav';
import { webhooksNav } from '../areas/webhooks/nav';
import { customersNav } from '../areas/customers/nav';
import { activityNav } from '../areas/activity/nav';
import { settingsNav } from '../areas/settings/nav';
import { appConfigNav } from '../areas/app-config/nav';
import { profilesNav } from '../areas/profiles/nav';
import { navigationGroups, type NavigationArea, type NavigationGroup } from '../components/navigation-area';

export { navigationGroups, type NavigationArea, type NavigationGroup } from '../components/navigation-area';

/**
 * Only areas that work are listed. A feature lists its areas in its own `nav.ts` (`{ id: 'mangoes', label:
 * 'Mangoes', icon: IconLemon, component: MangoesScreen, group: 'Schedule & sell' }`); this joins them,
 * section by section in `navigationGroups` order, so the keyboard meets them in the order they show.
 */
const areas: readonly NavigationArea[] = [
  ...homeNav,
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
