import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChannelOutput, EventName } from '../../../src/shared/bridge';
import type { ConsoleApp } from '../../../src/main/app/compose';
import { openConsoleOn } from '../../helpers/sandbox-console';
import { createSandbox, type Sandbox } from '../../../src/sandbox/server';

let sandbox: Sandbox;
let app: ConsoleApp;
let dataDir: string;
const events: { event: EventName; payload: unknown }[] = [];

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0 });
  dataDir = await mkdtemp(join(tmpdir(), 'storage-notices-'));
  // A sync tool or a crash left the profiles file damaged before the console started.
  await writeFile(join(dataDir, 'profiles.json'), '{"schemaVersion":1,"profiles":[{"id":"p1","na');
  app = await openConsoleOn(sandbox, dataDir, { emit: (event, payload) => events.push({ event, payload }) });
});
afterAll(async () => {
  await app.close();
  await sandbox.close();
});

describe('a damaged profiles file', () => {
  it('is moved aside and the screen is told, instead of every live profile vanishing without a word', async () => {
    const list = await app.dispatch('profiles.list', {});
    expect(list.ok).toBe(true);
    const result = await app.dispatch('app.storageNotices', {});
    if (!result.ok) throw new Error(result.error.message);
    const { notices } = result.value as ChannelOutput<'app.storageNotices'>;
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      kind: 'quarantined',
      file: join(dataDir, 'profiles.json'),
    });
    expect(notices[0]?.movedTo).toContain('profiles.json.corrupt-');
    expect(events.some((e) => e.event === 'app.storageNotice')).toBe(true);
    const dismissed = await app.dispatch('app.dismissStorageNotice', {});
    expect(dismissed.ok && (dismissed.value as ChannelOutput<'app.dismissStorageNotice'>).notices).toEqual(
      [],
    );
  });
});
