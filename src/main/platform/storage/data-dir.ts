import { homedir } from 'node:os';
import { join } from 'node:path';

/** The data directory the web host uses by default: the same place Electron's userData would be. */
export function defaultDataDir(platform: NodeJS.Platform = process.platform, env = process.env): string {
  if (platform === 'win32')
    return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), 'Creator Console');
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', 'Creator Console');
  return join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), 'Creator Console');
}
