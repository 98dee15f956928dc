import { describe, expect, it, vi } from 'vitest';
import {
  areaAccelerator,
  buildMenuTemplate,
  flattenMenu,
  type MenuItemTemplate,
  type MenuOptions,
} from '../../../src/main/app/electron/menu';
import { createAppMenu } from '../../../src/main/app/electron/app-menu';

const areas = [
  { id: 'video-calls', label: 'Video calls' },
  { id: 'mangoes', label: 'Mangoes' },
  { id: 'drafts', label: 'Drafts' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'migration', label: 'Bulk migration' },
  { id: 'community', label: 'Community posts' },
  { id: 'channels', label: 'Channels & groups' },
  { id: 'courses', label: 'Courses' },
  { id: 'gamification', label: 'Badges & points' },
  { id: 'certificates', label: 'Certificates' },
  { id: 'activity', label: 'Activity' },
  { id: 'settings', label: 'Settings' },
];

function options(overrides: Partial<MenuOptions> = {}) {
  const actions = {
    navigate: vi.fn(),
    openUserGuide: vi.fn(),
    openLogsFolder: vi.fn(),
    exportDiagnostics: vi.fn(),
    showAbout: vi.fn(),
  };
  return {
    actions,
    options: {
      platform: 'linux' as NodeJS.Platform,
      isDev: false,
      appName: 'Creator Console',
      areas,
      settingsAreaId: 'settings',
      actions,
      ...overrides,
    },
  };
}

const top = (template: MenuItemTemplate[], label: string) =>
  template.find((item) => item.label?.replace('&', '') === label);
const roles = (item: MenuItemTemplate | undefined) =>
  (item?.submenu ?? []).map((i) => i.role).filter(Boolean);

describe('the application menu template', () => {
  it('has File, Edit, View, Go and Help on Windows and Linux', () => {
    for (const platform of ['linux', 'win32'] as const) {
      const template = buildMenuTemplate(options({ platform }).options);
      expect(template.map((item) => item.label?.replace('&', ''))).toEqual([
        'File',
        'Edit',
        'View',
        'Go',
        'Help',
      ]);
    }
  });

  it('has the app menu first and a Window menu on macOS', () => {
    const template = buildMenuTemplate(options({ platform: 'darwin' }).options);
    expect(template[0]?.label).toBe('Creator Console');
    expect(roles(template[0])).toEqual(['about', 'services', 'hide', 'hideOthers', 'unhide', 'quit']);
    expect(template.some((item) => item.role === 'windowMenu')).toBe(true);
  });

  it('Edit has undo, redo, cut, copy, paste and select all', () => {
    const edit = top(buildMenuTemplate(options().options), 'Edit');
    expect(roles(edit)).toEqual(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll']);
  });

  it('View has zoom and full screen, and reload only in development', () => {
    const release = top(buildMenuTemplate(options().options), 'View');
    expect(roles(release)).toEqual(['resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen']);
    const dev = top(buildMenuTemplate(options({ isDev: true }).options), 'View');
    expect(roles(dev)).toEqual([
      'reload',
      'forceReload',
      'toggleDevTools',
      'resetZoom',
      'zoomIn',
      'zoomOut',
      'togglefullscreen',
    ]);
  });

  it('Go lists every area except Settings in order, with Ctrl/Cmd+1…9 on the first nine', () => {
    const { options: opts, actions } = options();
    const go = top(buildMenuTemplate(opts), 'Go');
    const items = go?.submenu ?? [];
    expect(items.map((i) => i.label)).toEqual(areas.filter((a) => a.id !== 'settings').map((a) => a.label));
    expect(items.map((i) => i.accelerator)).toEqual([
      'CmdOrCtrl+1',
      'CmdOrCtrl+2',
      'CmdOrCtrl+3',
      'CmdOrCtrl+4',
      'CmdOrCtrl+5',
      'CmdOrCtrl+6',
      'CmdOrCtrl+7',
      'CmdOrCtrl+8',
      'CmdOrCtrl+9',
      undefined,
      undefined,
    ]);
    items[4]?.click?.();
    expect(actions.navigate).toHaveBeenCalledWith('migration');
  });

  it('Settings sits in File (Ctrl+,) off macOS and in the app menu (Cmd+,) on macOS', () => {
    const { options: opts, actions } = options();
    const file = top(buildMenuTemplate(opts), 'File');
    const settings = file?.submenu?.find((i) => i.id === 'area:settings');
    expect(settings?.accelerator).toBe('CmdOrCtrl+,');
    settings?.click?.();
    expect(actions.navigate).toHaveBeenCalledWith('settings');
    const mac = buildMenuTemplate(options({ platform: 'darwin' }).options);
    expect(mac[0]?.submenu?.some((i) => i.id === 'area:settings')).toBe(true);
  });

  it('Help has the user guide, the logs folder, diagnostics and About', () => {
    const { options: opts, actions } = options();
    const help = top(buildMenuTemplate(opts), 'Help');
    const byId = new Map((help?.submenu ?? []).filter((i) => i.id).map((i) => [i.id, i]));
    expect([...byId.keys()]).toEqual(['user-guide', 'open-logs', 'export-diagnostics', 'about']);
    byId.get('user-guide')?.click?.();
    byId.get('open-logs')?.click?.();
    byId.get('export-diagnostics')?.click?.();
    byId.get('about')?.click?.();
    expect(actions.openUserGuide).toHaveBeenCalledOnce();
    expect(actions.openLogsFolder).toHaveBeenCalledOnce();
    expect(actions.exportDiagnostics).toHaveBeenCalledOnce();
    expect(actions.showAbout).toHaveBeenCalledOnce();
    // macOS has About in the app menu (role), not in Help.
    const macHelp = top(buildMenuTemplate(options({ platform: 'darwin' }).options), 'Help');
    expect(macHelp?.submenu?.some((i) => i.id === 'about')).toBe(false);
  });

  it('no accelerator is used twice on any platform', () => {
    for (const platform of ['linux', 'win32', 'darwin'] as const) {
      const accelerators = flattenMenu(buildMenuTemplate(options({ platform, isDev: true }).options))
        .map((i) => i.accelerator)
        .filter(Boolean);
      expect(new Set(accelerators).size, platform).toBe(accelerators.length);
    }
  });

  it('numbers only the first nine areas', () => {
    expect(areaAccelerator(0)).toBe('CmdOrCtrl+1');
    expect(areaAccelerator(8)).toBe('CmdOrCtrl+9');
    expect(areaAccelerator(9)).toBeUndefined();
  });

  it('the app menu is rebuilt when the page reports other areas, and not for the same list', () => {
    const built: MenuItemTemplate[][] = [];
    const Menu = {
      buildFromTemplate: (t: MenuItemTemplate[]) => (built.push(t), t),
      setApplicationMenu: vi.fn(),
    };
    const menu = createAppMenu(Menu, { ...options().options });
    menu.install();
    expect(top(built[0] ?? [], 'Go')?.submenu).toEqual([]);
    menu.setAreas(areas);
    menu.setAreas(areas.map((a) => ({ ...a })));
    expect(built).toHaveLength(2);
    expect(Menu.setApplicationMenu).toHaveBeenCalledTimes(2);
    expect(top(built[1] ?? [], 'Go')?.submenu).toHaveLength(areas.length - 1);
  });
});
