import type { ChannelOutput } from '../../../shared/bridge';
import type { Result } from '../../../shared/errors';
import type { SendEvent } from '../../platform/events';
import type { MenuActions } from './menu';
import { openUserGuide, type GuideShellLike } from './user-guide';

export interface MenuActionParts {
  /** Electron's `shell`: opens the guide and the logs folder, shows a saved zip. */
  shell: GuideShellLike;
  /** Electron's `dialog.showErrorBox`. */
  showErrorBox(title: string, content: string): void;
  /** Electron's `app.showAboutPanel`. */
  showAbout(): void;
  focusWindow(): void;
  send: SendEvent;
  logsDir: string;
  guidePath: string;
  /** `settings.exportDiagnostics` through the dispatcher, or null before the services are built. */
  exportDiagnostics(): Promise<Result<ChannelOutput<'settings.exportDiagnostics'>>> | null;
}

/** What the native menu's items do; main draws these itself (the page may not be loaded). */
export function createMenuActions(parts: MenuActionParts): MenuActions {
  return {
    navigate(areaId) {
      parts.focusWindow();
      parts.send('app.navigate', { areaId });
    },
    openUserGuide: () => void showUserGuide(parts),
    openLogsFolder: () => void parts.shell.openPath(parts.logsDir),
    exportDiagnostics: () => void exportDiagnostics(parts),
    showAbout: () => parts.showAbout(),
  };
}

async function showUserGuide(parts: MenuActionParts): Promise<void> {
  const problem = await openUserGuide(parts.shell, parts.guidePath);
  if (problem) parts.showErrorBox('User guide not found', problem);
}

async function exportDiagnostics(parts: MenuActionParts): Promise<void> {
  const result = await parts.exportDiagnostics();
  if (!result) return;
  if (!result.ok) {
    parts.showErrorBox('Diagnostics could not be exported', result.error.message);
    return;
  }
  if (result.value.outcome === 'saved' && result.value.path) parts.shell.showItemInFolder(result.value.path);
}
