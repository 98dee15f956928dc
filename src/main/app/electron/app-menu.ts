import { buildMenuTemplate, type MenuActions, type MenuArea, type MenuItemTemplate } from './menu';

/** Electron's `Menu` statics we use. */
export interface MenuStaticsLike<M> {
  buildFromTemplate(template: MenuItemTemplate[]): M;
  setApplicationMenu(menu: M | null): void;
}

export interface AppMenuOptions {
  platform: NodeJS.Platform;
  isDev: boolean;
  appName: string;
  settingsAreaId?: string;
  actions: MenuActions;
}

/**
 * The application menu, rebuilt when the page reports its areas (the shell's navigation is the one list
 * of areas; main does not keep a copy that could drift). Until then the menu has every other item.
 */
export function createAppMenu<M>(Menu: MenuStaticsLike<M>, options: AppMenuOptions) {
  let areas: MenuArea[] = [];
  let key = '';
  const install = () =>
    Menu.setApplicationMenu(Menu.buildFromTemplate(buildMenuTemplate({ ...options, areas })));
  return {
    install,
    setAreas(next: readonly MenuArea[]): void {
      const nextKey = JSON.stringify(next);
      if (nextKey === key) return;
      key = nextKey;
      areas = next.map(({ id, label }) => ({ id, label }));
      install();
    },
    areas: (): MenuArea[] => [...areas],
  };
}
