import { IconActivity } from '@tabler/icons-react';
import type { NavigationArea } from '../../navigation';
import { ActivityScreen } from './ActivityScreen';

/** This feature's areas in the left navigation; only areas that work are listed. */
export const activityNav: NavigationArea[] = [
  {
    id: 'activity',
    label: 'Activity',
    icon: IconActivity,
    component: ActivityScreen,
    group: 'Console',
    description: 'Every call to the service',
  },
];
