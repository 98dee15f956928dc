import { IconFileDiff, IconLemon2 } from '@tabler/icons-react';
import { lazyScreen } from '../../components/lazy-screen';
import type { NavigationArea } from '../../components/navigation-area';

/** This feature's areas in the left navigation; only areas that work are listed. */
export const mangoesNav: NavigationArea[] = [
  {
    id: 'mangoes',
    label: 'Mangoes',
    icon: IconLemon2,
    component: lazyScreen(() => import('./MangoesScreen'), 'MangoesScreen'),
    group: 'Schedule & sell',
    description: 'What the business sells',
  },
  {
    id: 'drafts',
    label: 'Drafts',
    icon: IconFileDiff,
    component: lazyScreen(() => import('./DraftsScreen'), 'DraftsScreen'),
    group: 'Schedule & sell',
    description: 'Mango changes to apply',
  },
];
