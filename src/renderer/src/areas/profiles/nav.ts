import { IconAddressBook } from '@tabler/icons-react';
import { lazyScreen } from '../../components/lazy-screen';
import type { NavigationArea } from '../../components/navigation-area';

/** This feature's areas in the left navigation; only areas that work are listed. */
export const profilesNav: NavigationArea[] = [
  {
    id: 'profiles',
    label: 'Profiles',
    icon: IconAddressBook,
    component: lazyScreen(() => import('./ProfilesScreen'), 'ProfilesScreen'),
    group: 'Console',
    description: 'Service addresses, tokens and keys',
  },
];
