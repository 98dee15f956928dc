import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { csvPathFromArgv, wireSingleInstance } from '../../../src/main/app/electron/single-instance';

const cwd = resolve('/home/ops/Downloads');

describe('the CSV path in a launch argv', () => {
  it('finds a CSV passed to the installed app (file association, second launch)', () => {
    expect(
      csvPathFromArgv(['/opt/Creator Console/creator-console', '/home/ops/customers.csv'], {
        cwd,
        isPackaged: true,
      }),
    ).toBe('/home/ops/customers.csv');
  });

  it('resolves a relative path against the launch directory', () => {
    expect(csvPathFromArgv(['creator-console', 'list.CSV'], { cwd, isPackaged: true })).toBe(
      resolve(cwd, 'list.CSV'),
    );
  });

  it('skips flags Chromium and Electron add', () => {
    const argv = [
      'creator-console',
      '--no-sandbox',
      '--allow-file-access-from-files',
      '--original-process-start-time=1',
      'a.csv',
    ];
    expect(csvPathFromArgv(argv, { cwd, isPackaged: true })).toBe(resolve(cwd, 'a.csv'));
  });

  it('in development skips the entry script Electron was started with', () => {
    expect(csvPathFromArgv(['electron', 'out/main/index.js'], { cwd, isPackaged: false })).toBeNull();
    expect(csvPathFromArgv(['electron', 'out/main/index.js', 'x.csv'], { cwd, isPackaged: false })).toBe(
      resolve(cwd, 'x.csv'),
    );
  });

  it('accepts a file:// URL (Linux desktop entries) and refuses other schemes', () => {
    const url = pathToFileURL('/home/ops/my list.csv').href;
    expect(csvPathFromArgv(['creator-console', url], { cwd, isPackaged: true })).toBe(
      '/home/ops/my list.csv',
    );
    expect(
      csvPathFromArgv(['creator-console', 'https://evil.example/x.csv'], { cwd, isPackaged: true }),
    ).toBeNull();
  });

  it('keeps a Windows drive path as it is', () => {
    expect(
      csvPathFromArgv(['Creator Console.exe', 'C:\\Users\\ops\\list.csv'], { cwd, isPackaged: true }),
    ).toBe('C:\\Users\\ops\\list.csv');
  });

  it('answers null without a CSV, and takes the last of several', () => {
    expect(csvPathFromArgv(['creator-console'], { cwd, isPackaged: true })).toBeNull();
    expect(
      csvPathFromArgv(['creator-console', 'notes.txt', 'x.csv.exe'], { cwd, isPackaged: true }),
    ).toBeNull();
    expect(csvPathFromArgv(['creator-console', '/a.csv', '/b.csv'], { cwd, isPackaged: true })).toBe(
      '/b.csv',
    );
  });
});

describe('wiring the single instance', () => {
  function fakeApp() {
    const listeners = new Map<string, (...args: never[]) => void>();
    return {
      listeners,
      on(event: string, listener: (...args: never[]) => void) {
        listeners.set(event, listener);
      },
    };
  }

  it('a second launch focuses the first and passes its CSV along', () => {
    const app = fakeApp();
    const handlers = { isPackaged: true, focus: vi.fn(), openCsv: vi.fn() };
    wireSingleInstance(app, handlers);
    const second = app.listeners.get('second-instance') as (e: unknown, argv: string[], cwd: string) => void;
    second({}, ['creator-console'], cwd);
    expect(handlers.focus).toHaveBeenCalledOnce();
    expect(handlers.openCsv).not.toHaveBeenCalled();
    second({}, ['creator-console', 'b.csv'], cwd);
    expect(handlers.openCsv).toHaveBeenCalledWith(resolve(cwd, 'b.csv'));
  });

  it('macOS open-file opens a CSV and ignores other files', () => {
    const app = fakeApp();
    const handlers = { isPackaged: true, focus: vi.fn(), openCsv: vi.fn() };
    wireSingleInstance(app, handlers);
    const openFile = app.listeners.get('open-file') as (e: { preventDefault(): void }, path: string) => void;
    const event = { preventDefault: vi.fn() };
    openFile(event, '/Users/ops/list.csv');
    openFile(event, '/Users/ops/photo.png');
    expect(event.preventDefault).toHaveBeenCalledTimes(2);
    expect(handlers.openCsv).toHaveBeenCalledTimes(1);
    expect(handlers.openCsv).toHaveBeenCalledWith('/Users/ops/list.csv');
  });
});
