import { IconChartLine } from '@tabler/icons-react';
import type { NavigationArea } from '../../navigation';
import { AnalyticsScreen } from './AnalyticsScreen';

/** This feature's areas in the left navigation; only areas that work are listed. */
export const analyticsNav: NavigationArea[] = [
  {
    id: 'analytics',
    label: 'Community analytics',
    icon: IconChartLine,
    component: AnalyticsScreen,
    group: 'Community',
    description: 'Posts, comments, likes per IST day',
  },
];
