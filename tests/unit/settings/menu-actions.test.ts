import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createMenuActions, type MenuActionParts } from '../../../src/main/app/electron/menu-actions';

const dir = mkdtempSync(join(tmpdir(), 'menu-actions-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function setup(overrides: Partial<MenuActionParts> = {}) {
  const parts = {
    shell: { openPath: vi.fn(async () => ''), showItemInFolder: vi.fn() },
    showErrorBox: vi.fn(),
    showAbout: vi.fn(),
    focusWindow: vi.fn(),
    send: vi.fn(),
    logsDir: '/logs',
    guidePath: join(dir, 'missing-guide.md'),
    exportDiagnostics: vi.fn(() => null),
    ...overrides,
  } satisfies MenuActionParts;
  return { parts, actions: createMenuActions(parts) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the native menu actions', () => {
  it('navigate brings the window forward and tells the page which area', () => {
    const { parts, actions } = setup();
    actions.navigate('mangoes');
    expect(parts.focusWindow).toHaveBeenCalledOnce();
    expect(parts.send).toHaveBeenCalledWith('app.navigate', { areaId: 'mangoes' });
  });

  it('opens the logs folder and the about panel', () => {
    const { parts, actions } = setup();
    actions.openLogsFolder();
    actions.showAbout();
    expect(parts.shell.openPath).toHaveBeenCalledWith('/logs');
    expect(parts.showAbout).toHaveBeenCalledOnce();
  });

  it('says so in a native box when the user guide is missing, and opens it when present', async () => {
    const missing = setup();
    missing.actions.openUserGuide();
    await settle();
    expect(missing.parts.showErrorBox).toHaveBeenCalledWith(
      'User guide not found',
      expect.stringContaining('missing'),
    );
    const guide = join(dir, 'user-guide.md');
    writeFileSync(guide, '# Guide');
    const present = setup({ guidePath: guide });
    present.actions.openUserGuide();
    await settle();
    expect(present.parts.shell.openPath).toHaveBeenCalledWith(guide);
    expect(present.parts.showErrorBox).not.toHaveBeenCalled();
  });

  it('exports diagnostics: shows a saved zip, explains a failure, does nothing before the services exist', async () => {
    const saved = setup({
      exportDiagnostics: vi.fn(async () => ({
        ok: true as const,
        value: { outcome: 'saved' as const, path: '/d.zip', bytes: 3 },
      })),
    });
    saved.actions.exportDiagnostics();
    await settle();
    expect(saved.parts.shell.showItemInFolder).toHaveBeenCalledWith('/d.zip');

    const failed = setup({
      exportDiagnostics: vi.fn(async () => ({
        ok: false as const,
        error: { kind: 'storage' as const, message: 'Disk full.' },
      })),
    });
    failed.actions.exportDiagnostics();
    await settle();
    expect(failed.parts.showErrorBox).toHaveBeenCalledWith('Diagnostics could not be exported', 'Disk full.');

    const early = setup();
    early.actions.exportDiagnostics();
    await settle();
    expect(early.parts.showErrorBox).not.toHaveBeenCalled();
    expect(early.parts.shell.showItemInFolder).not.toHaveBeenCalled();
  });
});
