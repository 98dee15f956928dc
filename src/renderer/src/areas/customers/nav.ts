import { IconKey, IconUserSearch } from '@tabler/icons-react';
import { lazyScreen } from '../../components/lazy-screen';
import type { NavigationArea } from '../../components/navigation-area';

/**
 * The user token check (which person a token belongs to), and the customer view: one person's
 * subscriptions, certificates, course progress and points.
 */
export const customersNav: NavigationArea[] = [
  {
    id: 'token-check',
    label: 'User token check',
    icon: IconKey,
    component: lazyScreen(() => import('./token-check/TokenCheckScreen'), 'TokenCheckScreen'),
    group: 'Customers',
    description: 'Which person a token belongs to',
  },
  {
    id: 'customers',
    label: 'Customers',
    icon: IconUserSearch,
    component: lazyScreen(() => import('./CustomersScreen'), 'CustomersScreen'),
    group: 'Customers',
    description: 'Find a person; their subscriptions, certificates and progress',
  },
];
