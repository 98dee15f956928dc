import type { DesktopAdapter } from './adapter';

/** Where this OS keeps the console's secrets, in words for the Settings screen and diagnostics. */
export function secretsNote(platform: NodeJS.Platform): string {
  switch (platform) {
    case 'darwin':
      return 'macOS Keychain (login keychain, items named "creator-console")';
    case 'win32':
      return 'Windows Credential Manager (generic credentials named "creator-console")';
    default:
      return 'the Secret Service (GNOME Keyring or KWallet), items of the service "creator-console"';
  }
}

/** Where the logs are when no log file is written (the web host). */
export const WEB_HOST_LOGS_NOTE =
  'The web host writes its log to the terminal that started it (npm run web); it keeps no log file. ' +
  'The activity log is in the data directory, under activity/.';

export function electronLogsNote(dir: string): string {
  return `Main-process logs are in ${dir} (main.log is the newest; older ones are main.1.log, main.2.log, …).`;
}

/** Opens the logs folder (Electron); the web host says where its log goes instead. */
export async function openLogs(
  desktop: DesktopAdapter | undefined,
): Promise<{ opened: boolean; path: string | null; message: string }> {
  if (!desktop) return { opened: false, path: null, message: WEB_HOST_LOGS_NOTE };
  const opened = await desktop.openFolder(desktop.logsDir);
  return {
    opened,
    path: desktop.logsDir,
    message: opened
      ? electronLogsNote(desktop.logsDir)
      : `The folder could not be opened. ${electronLogsNote(desktop.logsDir)}`,
  };
}

/** Where this console keeps its data, logs and secrets, and what its host can do. */
export function desktopInfo(host: 'electron' | 'web', dataDir: string, desktop: DesktopAdapter | undefined) {
  return {
    host,
    dataDir,
    logsDir: desktop?.logsDir ?? null,
    logsNote: desktop ? electronLogsNote(desktop.logsDir) : WEB_HOST_LOGS_NOTE,
    secretsNote: secretsNote(process.platform),
    canOpenFolders: desktop !== undefined,
    updatesSupported: desktop !== undefined,
  };
}
