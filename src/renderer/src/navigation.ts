import type { ComponentType } from 'react';
import { IconAddressBook, type Icon } from '@tabler/icons-react';
import { ProfilesScreen } from './features/profiles';

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
 * Only areas that work are listed. Adding one is one line here:
 * `{ id: 'mangoes', label: 'Mangoes', icon: IconLemon, component: MangoesScreen }`.
 */
export const navigation: readonly NavigationArea[] = [
  { id: 'profiles', label: 'Profiles', icon: IconAddressBook, component: ProfilesScreen },
];
