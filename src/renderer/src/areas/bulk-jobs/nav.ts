import { IconUsersPlus } from '@tabler/icons-react';
import { lazyScreen } from '../../components/lazy-screen';
import type { NavigationArea } from '../../components/navigation-area';

/** This feature's areas in the left navigation; only areas that work are listed. */
export const bulkJobsNav: NavigationArea[] = [
  {
    id: 'bulk-jobs',
    label: 'Bulk jobs',
    icon: IconUsersPlus,
    component: lazyScreen(() => import('./MigrationScreen'), 'MigrationScreen'),
    group: 'Customers',
    description: 'Add or remove customers from a CSV',
  },
];
