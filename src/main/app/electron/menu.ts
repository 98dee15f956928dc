import type { MenuArea } from '../../../shared/channels/app';

/**
 * The native application menu as a plain template, so it is tested without Electron; the bootstrap
 * passes it to `Menu.buildFromTemplate`. The roles are Electron's built-in items (they do the right
 * thing per OS: undo in a text field, zoom of the focused page, the macOS app menu).
 */
export type MenuRole =
  | 'undo'
  | 'redo'
  | 'cut'
  | 'copy'
  | 'paste'
  | 'selectAll'
  | 'reload'
  | 'forceReload'
  | 'toggleDevTools'
  | 'resetZoom'
  | 'zoomIn'
  | 'zoomOut'
  | 'togglefullscreen'
  | 'about'
  | 'services'
  | 'hide'
  | 'hideOthers'
  | 'unhide'
  | 'quit'
  | 'close'
  | 'minimize'
  | 'zoom'
  | 'front'
  | 'windowMenu';

export interface MenuItemTemplate {
  id?: string;
  label?: string;
  role?: MenuRole;
  type?: 'normal' | 'separator' | 'submenu';
  accelerator?: string;
  submenu?: MenuItemTemplate[];
  click?: () => void;
}

export type { MenuArea };

export interface MenuActions {
  navigate(areaId: string): void;
  openUserGuide(): void;
  openLogsFolder(): void;
  exportDiagnostics(): void;
  /** Only used off macOS, where "About" lives in the Help menu instead of the app menu. */
  showAbout(): void;
}

export interface MenuOptions {
  platform: NodeJS.Platform;
  /** Development build: View gets reload and developer tools. Never in a packaged app. */
  isDev: boolean;
  appName: string;
  /** The shell's areas in navigation order. */
  areas: readonly MenuArea[];
  /** The area that holds the console's settings, if any (gets the usual Settings shortcut). */
  settingsAreaId?: string;
  actions: MenuActions;
}

const separator: MenuItemTemplate = { type: 'separator' };

/** CmdOrCtrl+1 … CmdOrCtrl+9 for the first nine areas (as browsers number their tabs). */
export function areaAccelerator(index: number): string | undefined {
  return index < 9 ? `CmdOrCtrl+${index + 1}` : undefined;
}

function goMenu(options: MenuOptions): MenuItemTemplate {
  const items = options.areas
    .filter((area) => area.id !== options.settingsAreaId)
    .map((area, index): MenuItemTemplate => {
      const accelerator = areaAccelerator(index);
      return {
        id: `area:${area.id}`,
        label: area.label,
        ...(accelerator ? { accelerator } : {}),
        click: () => options.actions.navigate(area.id),
      };
    });
  return { label: '&Go', submenu: items };
}

function settingsItem(options: MenuOptions): MenuItemTemplate[] {
  const id = options.settingsAreaId;
  if (!id || !options.areas.some((area) => area.id === id)) return [];
  return [
    {
      id: `area:${id}`,
      label: options.platform === 'darwin' ? 'Settings…' : '&Settings',
      accelerator: 'CmdOrCtrl+,',
      click: () => options.actions.navigate(id),
    },
  ];
}

/** The whole menu bar for one platform. */
export function buildMenuTemplate(options: MenuOptions): MenuItemTemplate[] {
  const mac = options.platform === 'darwin';
  const { actions } = options;
  const diagnostics: MenuItemTemplate = {
    id: 'export-diagnostics',
    label: 'Export &Diagnostics…',
    click: () => actions.exportDiagnostics(),
  };

  const appMenu: MenuItemTemplate[] = mac
    ? [
        {
          label: options.appName,
          submenu: [
            { role: 'about', label: `About ${options.appName}` },
            separator,
            ...settingsItem(options),
            separator,
            { role: 'services' },
            separator,
            { role: 'hide' },
            { role: 'hideOthers' },
            { role: 'unhide' },
            separator,
            { role: 'quit' },
          ],
        },
      ]
    : [];

  const fileMenu: MenuItemTemplate = {
    label: '&File',
    submenu: mac
      ? [diagnostics, separator, { role: 'close' }]
      : [...settingsItem(options), separator, diagnostics, separator, { role: 'quit', label: 'E&xit' }],
  };

  const editMenu: MenuItemTemplate = {
    label: '&Edit',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      separator,
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'selectAll' },
    ],
  };

  const viewMenu: MenuItemTemplate = {
    label: '&View',
    submenu: [
      // Reloading drops the page's unsaved state; in a release it is only a source of lost work.
      ...(options.isDev
        ? [
            { role: 'reload' } as const,
            { role: 'forceReload' } as const,
            { role: 'toggleDevTools' } as const,
            separator,
          ]
        : []),
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      separator,
      { role: 'togglefullscreen' },
    ],
  };

  const windowMenu: MenuItemTemplate[] = mac ? [{ role: 'windowMenu' }] : [];

  const helpMenu: MenuItemTemplate = {
    label: '&Help',
    submenu: [
      { id: 'user-guide', label: '&User Guide', accelerator: 'F1', click: () => actions.openUserGuide() },
      { id: 'open-logs', label: 'Open &Logs Folder', click: () => actions.openLogsFolder() },
      diagnostics,
      ...(mac
        ? []
        : [separator, { id: 'about', label: `&About ${options.appName}`, click: () => actions.showAbout() }]),
    ],
  };

  return [...appMenu, fileMenu, editMenu, viewMenu, goMenu(options), ...windowMenu, helpMenu];
}

/** Every item of a template, depth first (tests and the accelerator check use it). */
export function flattenMenu(template: readonly MenuItemTemplate[]): MenuItemTemplate[] {
  return template.flatMap((item) => [item, ...(item.submenu ? flattenMenu(item.submenu) : [])]);
}
