import { IconAddressBook } from '@tabler/icons-react';
import type { NavigationArea } from '../../navigation';
import { ProfilesScreen } from './ProfilesScreen';

/** This feature's areas in the left navigation; only areas that work are listed. */
export const profilesNav: NavigationArea[] = [
  {
    id: 'profiles',
    label: 'Profiles',
    icon: IconAddressBook,
    component: ProfilesScreen,
    group: 'Console',
    description: 'Service addresses, tokens and keys',
  },
];
