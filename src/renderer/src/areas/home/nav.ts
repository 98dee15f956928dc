import { IconHome } from '@tabler/icons-react';
import { lazyScreen } from '../../components/lazy-screen';
import type { NavigationArea } from '../../components/navigation-area';

/** Home: every profile at once; the first area, and where a fresh console opens. */
export const homeNav: NavigationArea[] = [
  {
    id: 'home',
    label: 'Home',
    icon: IconHome,
    component: lazyScreen(() => import('./HomeScreen'), 'HomeScreen'),
    group: 'Overview',
    description: 'Every profile at once: calls, jobs, drafts',
  },
];
