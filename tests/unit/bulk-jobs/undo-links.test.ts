import { describe, expect, it } from 'vitest';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jobPaths } from '../../../src/main/areas/bulk-jobs/job-store';
import { readUndoneBy, removeUndoneBy, writeUndoneBy } from '../../../src/main/areas/bulk-jobs/undo';

describe('the undone job’s link to its undo job (undone-by.json)', () => {
  it('names the undo job once it exists, and nothing when the console stopped before writing that job', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'undo-links-'));
    const paths = jobPaths(dataDir, 'sandbox', 'job-20261128100000-aaaaaa');
    const written = new Set<string>();
    const exists = async (jobId: string) => written.has(jobId);
    expect(await readUndoneBy(paths, exists)).toBeUndefined();

    // Written before the undo job's own file: a crash in between leaves a link to nothing, which is ignored.
    await writeUndoneBy(paths, 'job-20261128110000-bbbbbb', '2026-11-28T11:00:00Z');
    expect(await readUndoneBy(paths, exists)).toBeUndefined();
    written.add('job-20261128110000-bbbbbb');
    expect(await readUndoneBy(paths, exists)).toBe('job-20261128110000-bbbbbb');

    await removeUndoneBy(paths);
    expect(await readUndoneBy(paths, exists)).toBeUndefined();
  });

  it('reads a damaged link as none (the file is moved aside, never trusted; the undo job’s own file still refuses a second undo)', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'undo-links-'));
    const paths = jobPaths(dataDir, 'sandbox', 'job-20261128100000-aaaaaa');
    await writeUndoneBy(paths, 'job-x', '2026-11-28T11:00:00Z');
    await writeFile(paths.undoneBy, '{"v":1,"jobId":');
    expect(await readUndoneBy(paths, async () => true)).toBeUndefined();
  });
});
