import type { ComponentType } from 'react';
import type { Icon } from '@tabler/icons-react';

// What an area of the navigation is. Each feature's nav.ts lists its areas with it and navigation.ts joins
// the lists: apart from both, so no feature imports the file that imports every feature.

/** The navigation's sections, in the order it shows them. */
export const navigationGroups = [
  'Overview',
  'Schedule & sell',
  'Community',
  'Engagement',
  'Customers',
  'Console',
] as const;
export type NavigationGroup = (typeof navigationGroups)[number];

/**
 * Sections whose name is for assistive technology only: Overview holds Home alone, above the rest, and its
 * name on screen would cost the height that keeps every area in view at 1366x768 with a live marker.
 */
export const unlabelledGroups: ReadonlySet<NavigationGroup> = new Set(['Overview']);

/** One area of the console: a line in the left navigation and the screen it opens. */
export interface NavigationArea {
  id: string;
  label: string;
  icon: Icon;
  component: ComponentType;
  /** The section of the navigation the area sits in. */
  group: NavigationGroup;
  /** A few words about the area, shown when the pointer or the keyboard focus is on it. */
  description?: string;
}
