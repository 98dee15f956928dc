import { IconUsersPlus } from '@tabler/icons-react';
import type { NavigationArea } from '../../navigation';
import { MigrationScreen } from './MigrationScreen';

/** This feature's areas in the left navigation; only areas that work are listed. */
export const migrationNav: NavigationArea[] = [
  {
    id: 'migration',
    label: 'Bulk migration',
    icon: IconUsersPlus,
    component: MigrationScreen,
    group: 'Customers',
    description: 'Add customers from a CSV',
  },
];
