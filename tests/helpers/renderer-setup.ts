// Runs before each file of the renderer's unit tests (vitest.config.ts). The files share their worker's
// modules, so what one test leaves behind must not reach the next one, in its file or the next file:
// the rendered tree, fake timers, spies, storage, the address and the export stamp are put back after
// every test. Module state a file sets up for itself (a view store) is that file's to reset.
import { afterEach, vi } from 'vitest';
import { setExportStamp } from '../../src/renderer/src/components/save-file';

// Testing Library's act() environment (vitest's globals are off, so it cannot tell by itself).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  setExportStamp(null);
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  if (window.location.hash !== '') window.location.hash = '';
});
