import { IconBooks, IconFolders, IconMessages } from '@tabler/icons-react';
import type { NavigationArea } from '../../navigation';
import { ChannelsScreen } from './channels/ChannelsScreen';
import { CoursesScreen } from './courses/CoursesScreen';
import { PostsScreen } from './posts/PostsScreen';

/** This feature's areas in the left navigation; only areas that work are listed. */
export const communityNav: NavigationArea[] = [
  {
    id: 'community',
    label: 'Community posts',
    icon: IconMessages,
    component: PostsScreen,
    group: 'Community',
    description: 'Read and moderate channel posts',
  },
  {
    id: 'channels',
    label: 'Channels & groups',
    icon: IconFolders,
    component: ChannelsScreen,
    group: 'Community',
    description: 'Channels and their groups',
  },
  {
    id: 'courses',
    label: 'Courses',
    icon: IconBooks,
    component: CoursesScreen,
    group: 'Community',
    description: 'Courses and their modules',
  },
];
