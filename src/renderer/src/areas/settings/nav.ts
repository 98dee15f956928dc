import { IconSettings } from '@tabler/icons-react';
import { lazyScreen } from '../../components/lazy-screen';
import type { NavigationArea } from '../../components/navigation-area';

/** This feature's areas in the left navigation; the menu's Settings item (Ctrl/Cmd+,) opens `settings`. */
export const settingsNav: NavigationArea[] = [
  {
    id: 'settings',
    label: 'Settings',
    icon: IconSettings,
    component: lazyScreen(() => import('./SettingsScreen'), 'SettingsScreen'),
    group: 'Console',
    description: 'Updates, logs, diagnostics',
  },
];
