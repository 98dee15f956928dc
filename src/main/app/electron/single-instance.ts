import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ArgvOptions {
  /** The working directory of the launch that passed argv (relative paths are relative to it). */
  cwd: string;
  /**
   * In development Electron's argv is `electron [flags] out/main/index.js [args]`: the entry script is
   * not an argument of ours. A packaged app's argv is `creator-console [flags] [args]`.
   */
  isPackaged: boolean;
}

const CSV = /\.csv$/i;

/**
 * The CSV file a launch asks us to open, from its argv: a second launch (`second-instance`), the first
 * launch (`process.argv`), or a file association (Windows and Linux pass the file as an argument; Linux
 * desktop entries may pass a `file://` URL). Flags (`--no-sandbox`, Chromium's own switches) are skipped.
 * The last CSV argument wins. Returns an absolute path, or null when there is none. The file's existence
 * is checked by whoever opens it.
 */
export function csvPathFromArgv(argv: readonly string[], options: ArgvOptions): string | null {
  let found: string | null = null;
  const firstArgument = options.isPackaged ? 1 : 2;
  for (const raw of argv.slice(firstArgument)) {
    const arg = raw.trim();
    if (arg === '' || arg.startsWith('-')) continue;
    const path = toPath(arg, options.cwd);
    if (path && CSV.test(path)) found = path;
  }
  return found;
}

function toPath(arg: string, cwd: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(arg)) {
    if (!arg.toLowerCase().startsWith('file://')) return null;
    try {
      return fileURLToPath(arg);
    } catch {
      return null;
    }
  }
  if (arg.includes('\0')) return null;
  return isAbsolute(arg) || /^[a-z]:[\\/]/i.test(arg) ? arg : resolve(cwd, arg);
}

/** The members of Electron's `app` the single-instance wiring uses. */
export interface SingleInstanceAppLike {
  on(event: 'second-instance', listener: (event: unknown, argv: string[], cwd: string) => void): unknown;
  on(event: 'open-file', listener: (event: { preventDefault(): void }, path: string) => void): unknown;
}

export interface SingleInstanceHandlers {
  isPackaged: boolean;
  /** Bring the existing window forward (restore it when minimized). */
  focus(): void;
  /** A CSV to hand to the bulk migration screen. */
  openCsv(path: string): void;
}

/**
 * A second launch focuses this instance and passes its CSV along; macOS delivers a double-clicked file
 * as `open-file` instead (also before the app is ready, which is why this is wired at once).
 */
export function wireSingleInstance(app: SingleInstanceAppLike, handlers: SingleInstanceHandlers): void {
  app.on('second-instance', (_event, argv, cwd) => {
    handlers.focus();
    const path = csvPathFromArgv(argv, { cwd, isPackaged: handlers.isPackaged });
    if (path) handlers.openCsv(path);
  });
  app.on('open-file', (event, path) => {
    event.preventDefault();
    if (CSV.test(path)) handlers.openCsv(path);
    handlers.focus();
  });
}
