import { appendFileSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { LogSink } from '../../platform/logging/logger';

export interface RotatingLogOptions {
  /** Electron's `app.getPath('logs')`: ~/.config/<app>/logs, ~/Library/Logs/<app>, %APPDATA%\<app>\logs. */
  dir: string;
  /** `main.log` by default; older files are `main.1.log`, `main.2.log`, … */
  fileName?: string;
  /** Rotate when the current file would pass this size (1 MiB by default). */
  maxBytes?: number;
  /** How many files to keep, the current one included (5 by default). */
  maxFiles?: number;
  /** Also copy each line here (stderr in development). */
  mirror?: (line: string) => void;
}

export interface RotatingLogFile {
  sink: LogSink;
  dir: string;
  /** The files that exist, current first. */
  files(): string[];
}

/**
 * A log sink for `configureLogging`: one JSON line per record (already redacted by the logger), appended
 * synchronously so the last lines before a crash are on disk, rotated by size so the folder never grows
 * past `maxBytes × maxFiles`. A write that fails (disk full, folder removed) is dropped, never thrown: a
 * log must not take the app down.
 */
export function createRotatingLogFile(options: RotatingLogOptions): RotatingLogFile {
  const fileName = options.fileName ?? 'main.log';
  const maxBytes = Math.max(1024, options.maxBytes ?? 1024 * 1024);
  const maxFiles = Math.max(1, options.maxFiles ?? 5);
  const base = fileName.replace(/\.log$/, '');
  const fileAt = (index: number) => join(options.dir, index === 0 ? fileName : `${base}.${index}.log`);
  let size: number | undefined;

  function currentSize(): number {
    if (size === undefined) {
      mkdirSync(options.dir, { recursive: true });
      try {
        size = statSync(fileAt(0)).size;
      } catch {
        size = 0;
      }
    }
    return size;
  }

  function rotate(): void {
    rmSync(fileAt(maxFiles - 1), { force: true });
    for (let index = maxFiles - 2; index >= 0; index -= 1) {
      try {
        renameSync(fileAt(index), fileAt(index + 1));
      } catch {
        // A missing older file is normal.
      }
    }
    size = 0;
  }

  const sink: LogSink = (line) => {
    options.mirror?.(line);
    const text = `${line}\n`;
    const bytes = Buffer.byteLength(text);
    try {
      if (currentSize() > 0 && currentSize() + bytes > maxBytes) {
        if (maxFiles === 1) {
          rmSync(fileAt(0), { force: true });
          size = 0;
        } else rotate();
      }
      appendFileSync(fileAt(0), text);
      size = currentSize() + bytes;
    } catch {
      size = undefined;
    }
  };

  return {
    sink,
    dir: options.dir,
    files() {
      const pattern = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\.\\d+)?\\.log$`);
      try {
        return readdirSync(options.dir)
          .filter((name) => pattern.test(name))
          .sort((a, b) => rank(a) - rank(b))
          .map((name) => join(options.dir, name));
      } catch {
        return [];
      }
    },
  };
}

function rank(name: string): number {
  const match = /\.(\d+)\.log$/.exec(name);
  return match ? Number(match[1]) : 0;
}
