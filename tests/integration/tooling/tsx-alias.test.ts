import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');

describe('tools that read only tsconfig.json', () => {
  // tsx (npm run sandbox, npm run bench, the guide screenshots) does not follow project references: the
  // solution file itself must carry the `@shared/*` alias, or every script importing src/main breaks.
  it('tsx resolves @shared/* in a main-process module', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '-e', "await import('./src/main/platform/api/invoke.ts'); console.log('loaded');"],
      { cwd: ROOT, timeout: 60_000 },
    );
    expect(stdout.trim()).toBe('loaded');
  }, 90_000);
});
