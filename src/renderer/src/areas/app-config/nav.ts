import { IconApps } from '@tabler/icons-react';
import { lazyScreen } from '../../components/lazy-screen';
import type { NavigationArea } from '../../components/navigation-area';

/** This feature's areas in the left navigation; only areas that work are listed. */
export const appConfigNav: NavigationArea[] = [
  {
    id: 'app-config',
    label: 'App configuration',
    icon: IconApps,
    component: lazyScreen(() => import('./AppConfigScreen'), 'AppConfigScreen'),
    group: 'Console',
    description: 'Which Mangoes may use each white-label app',
  },
];
