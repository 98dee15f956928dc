import { IconUserSearch } from '@tabler/icons-react';
import { lazyScreen } from '../../../components/lazy-screen';
import type { NavigationArea } from '../../../navigation-area';

/** The customer view: one person's subscriptions, certificates, course progress and points. */
export const customersNav: NavigationArea[] = [
  {
    id: 'customers',
    label: 'Customers',
    icon: IconUserSearch,
    component: lazyScreen(() => import('./CustomersScreen'), 'CustomersScreen'),
    group: 'Customers',
    description: 'Find a person; their subscriptions, certificates and progress',
  },
];
