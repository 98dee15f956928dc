import { IconSettings } from '@tabler/icons-react';
import type { NavigationArea } from '../../navigation';
import { SettingsScreen } from './SettingsScreen';

/** This feature's areas in the left navigation; the menu's Settings item (Ctrl/Cmd+,) opens `settings`. */
export const desktopNav: NavigationArea[] = [
  {
    id: 'settings',
    label: 'Settings',
    icon: IconSettings,
    component: SettingsScreen,
    group: 'Console',
    description: 'Updates, logs, diagnostics',
  },
];
