import { IconFolders, IconMessages } from '@tabler/icons-react';
import { lazyScreen } from '../../components/lazy-screen';
import type { NavigationArea } from '../../components/navigation-area';

/** This feature's areas in the left navigation; only areas that work are listed. */
export const communityNav: NavigationArea[] = [
  {
    id: 'community',
    label: 'Community posts',
    icon: IconMessages,
    component: lazyScreen(() => import('./posts/PostsScreen'), 'PostsScreen'),
    group: 'Community',
    description: 'Read and moderate channel posts',
  },
  {
    id: 'channels',
    label: 'Channels & groups',
    icon: IconFolders,
    component: lazyScreen(() => import('./channels/ChannelsScreen'), 'ChannelsScreen'),
    group: 'Community',
    description: 'Channels and their groups',
  },
];
