import { IconCalendarEvent } from '@tabler/icons-react';
import { lazyScreen } from '../../components/lazy-screen';
import type { NavigationArea } from '../../components/navigation-area';

/** This feature's areas in the left navigation; only areas that work are listed. */
export const videoCallsNav: NavigationArea[] = [
  {
    id: 'video-calls',
    label: 'Video calls',
    icon: IconCalendarEvent,
    component: lazyScreen(() => import('./VideoCallsScreen'), 'VideoCallsScreen'),
    group: 'Schedule & sell',
    description: 'Schedule webinars',
  },
];
