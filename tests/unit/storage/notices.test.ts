import { describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import type { StorageNotice } from '../../../src/shared/channels/app';
import { createDispatcher } from '../../../src/main/app/bridge/dispatcher';
import { readJsonFile, writeFileAtomic } from '../../../src/main/platform/storage/atomic-file';
import { createStorageNotices, describeFsError } from '../../../src/main/platform/storage/notices';
import { createActivityLog } from '../../../src/main/platform/activity-log/activity-log';

async function watched() {
  const dir = await mkdtemp(join(tmpdir(), 'notices-'));
  const seen: StorageNotice[] = [];
  const notices = createStorageNotices(dir, (n) => seen.push(n));
  return { dir, seen, notices };
}

describe('storage problems reach the screen', () => {
  it('reports a damaged file it moved aside, with where it went', async () => {
    const { dir, seen, notices } = await watched();
    await writeFile(join(dir, 'profiles.json'), '{"schemaVersion":1,"profiles":[{');
    const read = await readJsonFile(join(dir, 'profiles.json'), z.object({ schemaVersion: z.literal(1) }));
    expect(read.state).toBe('corrupt');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ kind: 'quarantined', file: join(dir, 'profiles.json') });
    expect(seen[0]?.movedTo).toMatch(/profiles\.json\.corrupt-/);
    expect(seen[0]?.reason).toContain('moved aside, not deleted');
    expect(notices.list()).toHaveLength(1);
    notices.dismiss();
    expect(notices.list()).toHaveLength(0);
    notices.close();
  });

  it('reports a refused write with its cause, leaves no half-written file and keeps the old one', async () => {
    const { dir, seen, notices } = await watched();
    await writeFile(join(dir, 'blocker'), 'a file where a folder should be');
    const error = await writeFileAtomic(join(dir, 'blocker', 'settings.json'), '{}').catch((e: unknown) => e);
    expect(error).toMatchObject({ error: { kind: 'storage' } });
    expect(seen[0]).toMatchObject({ kind: 'write_failed' });
    expect(seen[0]?.reason).toContain('Could not save settings.json');
    expect((await readdir(dir)).filter((f) => f.includes('.tmp-'))).toEqual([]);
    notices.close();
  });

  it('names the common causes in words, with the code', () => {
    const enospc = Object.assign(new Error('no space'), { code: 'ENOSPC', syscall: 'write' });
    expect(describeFsError(enospc).words).toBe('the disk is full: free some space (ENOSPC)');
    expect(describeFsError(Object.assign(new Error('x'), { code: 'EROFS' })).words).toContain('read-only');
    expect(describeFsError(Object.assign(new Error('x'), { code: 'EACCES' })).words).toContain('permission');
  });

  it('answers a bridge call the disk refused with the cause, not "something went wrong"', async () => {
    const dispatch = createDispatcher(
      {
        'app.info': () => {
          throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
            code: 'ENOSPC',
            syscall: 'write',
          });
        },
      } as never,
      {},
    );
    const result = await dispatch('app.info', {});
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'storage',
        message:
          'The console could not use its data folder: the disk is full: free some space (ENOSPC). Nothing was changed.',
      },
    });
  });

  it('validates the activity log: a damaged line inside it moves the file aside; a torn last line does not', async () => {
    const { dir, seen, notices } = await watched();
    const good = JSON.stringify({
      time: '2026-11-24T00:00:00.000Z',
      profileId: 'sandbox',
      operation: 'listMangoes',
      method: 'GET',
      path: '/api/v1/external/mangos',
      status: 200,
      durationMs: 12,
      attempts: 1,
    });
    const logDir = join(dir, 'activity');
    const torn = createActivityLog({ dir: logDir });
    await mkdir(logDir, { recursive: true });
    await writeFile(join(logDir, 'activity.jsonl'), `${good}\n${good}\n{"time":"2026`);
    expect(await torn.read()).toHaveLength(2);
    expect(seen).toHaveLength(0);

    const damaged = createActivityLog({ dir: logDir });
    await writeFile(join(logDir, 'activity.jsonl'), `${good}\n@@garbage@@\n${good}\n`);
    expect(await damaged.read()).toHaveLength(0);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ kind: 'quarantined' });
    expect(seen[0]?.reason).toContain('1 damaged line(s), the first at line 2');
    expect((await readdir(logDir)).some((f) => f.startsWith('activity.jsonl.corrupt-'))).toBe(true);
    notices.close();
  });
});
