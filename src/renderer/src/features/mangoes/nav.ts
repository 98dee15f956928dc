import { IconFileDiff, IconLemon2 } from '@tabler/icons-react';
import type { NavigationArea } from '../../navigation';
import { DraftsScreen } from './DraftsScreen';
import { MangoesScreen } from './MangoesScreen';

/** This feature's areas in the left navigation; only areas that work are listed. */
export const mangoesNav: NavigationArea[] = [
  {
    id: 'mangoes',
    label: 'Mangoes',
    icon: IconLemon2,
    component: MangoesScreen,
    group: 'Schedule & sell',
    description: 'What the business sells',
  },
  {
    id: 'drafts',
    label: 'Drafts',
    icon: IconFileDiff,
    component: DraftsScreen,
    group: 'Schedule & sell',
    description: 'Mango changes to apply',
  },
];
