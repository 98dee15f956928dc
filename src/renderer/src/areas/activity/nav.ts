import { IconActivity } from '@tabler/icons-react';
import { lazyScreen } from '../../components/lazy-screen';
import type { NavigationArea } from '../../components/navigation-area';

/** This feature's areas in the left navigation; only areas that work are listed. */
export const activityNav: NavigationArea[] = [
  {
    id: 'activity',
    label: 'Activity',
    icon: IconActivity,
    component: lazyScreen(() => import('./ActivityScreen'), 'ActivityScreen'),
    group: 'Console',
    description: 'Every call to the service',
  },
];
