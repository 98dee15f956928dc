import { IconCalendarEvent } from '@tabler/icons-react';
import type { NavigationArea } from '../../navigation';
import { VideoCallsScreen } from './VideoCallsScreen';

/** This feature's areas in the left navigation; only areas that work are listed. */
export const videoCallsNav: NavigationArea[] = [
  {
    id: 'video-calls',
    label: 'Video calls',
    icon: IconCalendarEvent,
    component: VideoCallsScreen,
    group: 'Schedule & sell',
    description: 'Schedule webinars',
  },
];
