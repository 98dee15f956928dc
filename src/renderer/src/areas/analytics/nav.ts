import { IconChartLine } from '@tabler/icons-react';
import { lazyScreen } from '../../components/lazy-screen';
import type { NavigationArea } from '../../components/navigation-area';

/** This feature's areas in the left navigation; only areas that work are listed. */
export const analyticsNav: NavigationArea[] = [
  {
    id: 'analytics',
    label: 'Community analytics',
    icon: IconChartLine,
    component: lazyScreen(() => import('./AnalyticsScreen'), 'AnalyticsScreen'),
    group: 'Community',
    description: 'Posts, comments, likes per IST day',
  },
];
