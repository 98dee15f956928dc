import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where the user guide is: an installed app carries it in its resources folder (`extraResources` of
 * electron-builder.yml copies docs/user-guide.md and docs/images there); a development run uses the
 * repository's docs/ (two folders up from out/main).
 */
export function userGuidePath(options: {
  isPackaged: boolean;
  resourcesPath: string;
  mainDir: string;
}): string {
  return options.isPackaged
    ? join(options.resourcesPath, 'docs', 'user-guide.md')
    : join(options.mainDir, '..', '..', 'docs', 'user-guide.md');
}

export interface GuideShellLike {
  openPath(path: string): Promise<string>;
  showItemInFolder(path: string): void;
}

/**
 * Opens the guide with the OS's program for Markdown files; where none is set up, shows the file in the
 * file manager instead so it can be opened with any text editor. Answers an error message, or null.
 */
export async function openUserGuide(shell: GuideShellLike, path: string): Promise<string | null> {
  if (!existsSync(path)) return `The user guide should be at ${path}, but it is missing.`;
  const error = await shell.openPath(path);
  if (error) shell.showItemInFolder(path);
  return null;
}
