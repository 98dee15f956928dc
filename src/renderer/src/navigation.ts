import type { ComponentType } from 'react';
import { IconAddressBook, type Icon } from '@tabler/icons-react';
import { ProfilesScreen } from './features/profiles';
import { videoCallsNav } from './features/video-calls/nav';
import { mangoesNav } from './features/mangoes/nav';
import { analyticsNav } from './features/analytics/nav';
import { migrationNav } from './features/migration/nav';
import { communityNav } from './features/community/nav';
import { engagementNav } from './features/engagement/nav';
import { activityNav } from './features/activity/nav';
import { desktopNav } from './features/desktop/nav';

/** One area of the console: a line in the left navigation and the screen it opens. */
export interface NavigationArea {
  id: string;
  label: string;
  icon: Icon;
  component: ComponentType;
  /** A few words under the label, optional. */
  description?: string;
}

/**
 * Only areas that work are listed. A feature lists its areas in its own `nav.ts`
 * (`{ id: 'mangoes', label: 'Mangoes', icon: IconLemon, component: MangoesScreen }`); this joins them
 * in the order the navigation shows.
 */
export const navigation: readonly NavigationArea[] = [
  ...videoCallsNav,
  ...mangoesNav,
  ...analyticsNav,
  ...migrationNav,
  ...communityNav,
  ...engagementNav,
  ...activityNav,
  ...desktopNav,
  { id: 'profiles', label: 'Profiles', icon: IconAddressBook, component: ProfilesScreen },
];
