import { IconAward } from '@tabler/icons-react';
import { lazyScreen } from '../../components/lazy-screen';
import type { NavigationArea } from '../../components/navigation-area';

/** Badges and points: the creator's badges, collective points, and one person's badges and points. */
export const gamificationNav: NavigationArea[] = [
  {
    id: 'gamification',
    label: 'Badges & points',
    icon: IconAward,
    component: lazyScreen(() => import('./GamificationScreen'), 'GamificationScreen'),
    group: 'Engagement',
    description: 'Badges and collective points',
  },
];
