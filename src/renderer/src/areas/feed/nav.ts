import { IconNews } from '@tabler/icons-react';
import { lazyScreen } from '../../components/lazy-screen';
import type { NavigationArea } from '../../components/navigation-area';

/** The feed: its posts and a new post. */
export const feedNav: NavigationArea[] = [
  {
    id: 'feed',
    label: 'Feed',
    icon: IconNews,
    component: lazyScreen(() => import('./FeedScreen'), 'FeedScreen'),
    group: 'Engagement',
    description: 'Posts in the feed',
  },
];
