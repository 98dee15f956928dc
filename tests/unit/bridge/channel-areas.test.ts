import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { channelNames, eventNames } from '../../../src/shared/bridge';

/**
 * One name per area: a channel's (and an event's) name begins with its area, and the area's rows live in
 * `src/shared/areas/<area>/channels.ts`, the area's name in kebab case (`bulkJobs.start` in
 * `areas/bulk-jobs/channels.ts`). `app` is the console itself (window, links, storage notices), not an area
 * of the product: its rows are in `src/shared/channels/app.ts`. Each area is also one folder of the same
 * name in main (`src/main/areas/<area>/`) and the renderer (`src/renderer/src/areas/<area>/`).
 */
const AREAS = [
  'home',
  'profiles',
  'activity',
  'settings',
  'video-calls',
  'mangoes',
  'analytics',
  'community',
  'courses',
  'gamification',
  'certificates',
  'feed',
  'webhooks',
  'customers',
  'app-config',
  'bulk-jobs',
];
const SRC = join(import.meta.dirname, '../../../src');
const SHARED_AREAS = join(SRC, 'shared/areas');
const APP_CHANNELS = join(SRC, 'shared/channels');
/** Files of shared schemas that hold no rows of their own. */
const SCHEMA_FILES = ['channels/common.ts', 'courses/content-channels.ts', 'gamification/person-channels.ts'];

const camel = (kebab: string) => kebab.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const prefixOf = (name: string) => name.slice(0, name.indexOf('.'));
const foldersIn = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** Every channel file (`areas/<area>/*channels.ts`, `channels/*.ts`) with its area: the folder, or the file's name under channels/. */
function channelFiles(): { file: string; path: string; area: string }[] {
  const files = readdirSync(APP_CHANNELS)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => ({ file: `channels/${f}`, path: join(APP_CHANNELS, f), area: f.replace(/\.ts$/, '') }));
  for (const area of foldersIn(SHARED_AREAS)) {
    for (const f of readdirSync(join(SHARED_AREAS, area)).filter((f) => f.endsWith('channels.ts'))) {
      files.push({ file: `${area}/${f}`, path: join(SHARED_AREAS, area, f), area });
    }
  }
  return files.sort((a, b) => a.file.localeCompare(b.file));
}

/** Every table a channel file exports (`…Channels`, `…Events`), by file. */
async function tablesByFile(): Promise<Map<string, { area: string; channels: string[]; events: string[] }>> {
  const byFile = new Map<string, { area: string; channels: string[]; events: string[] }>();
  for (const { file, path, area } of channelFiles()) {
    const module = (await import(path)) as Record<string, unknown>;
    const rows = { area, channels: [] as string[], events: [] as string[] };
    for (const [name, value] of Object.entries(module)) {
      if (!value || typeof value !== 'object') continue;
      if (name.endsWith('Channels')) rows.channels.push(...Object.keys(value));
      if (name.endsWith('Events')) rows.events.push(...Object.keys(value));
    }
    byFile.set(file, rows);
  }
  return byFile;
}

describe('channel and event names follow the areas', () => {
  it('every channel and event name is <area>.<what>, with a known area', () => {
    const areas = new Set(['app', ...AREAS].map(camel));
    const wrong = [...channelNames, ...eventNames].filter(
      (name) => !/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/.test(name) || !areas.has(prefixOf(name)),
    );
    expect(wrong).toEqual([]);
  });

  it('each area’s rows are in areas/<area>/channels.ts, and that file holds no other area’s', async () => {
    const byFile = await tablesByFile();
    const misplaced: string[] = [];
    const found = new Set<string>();
    for (const [file, { area, channels, events }] of byFile) {
      if (SCHEMA_FILES.includes(file)) {
        expect(channels.length + events.length, `${file} holds only schemas`).toBe(0);
        continue;
      }
      expect(['app', ...AREAS], `${file} is named for an area`).toContain(area);
      if (area !== 'app') expect(file, 'an area keeps its rows in channels.ts').toBe(`${area}/channels.ts`);
      for (const name of [...channels, ...events]) {
        found.add(name);
        if (prefixOf(name) !== camel(area)) misplaced.push(`${name} in ${file}`);
      }
    }
    expect(misplaced).toEqual([]);
    // Every row of the joined table comes from its area's file.
    expect([...channelNames, ...eventNames].filter((name) => !found.has(name))).toEqual([]);
  });
});

describe('one area, one folder name in every layer', () => {
  it('src/shared/areas, src/main/areas and src/renderer/src/areas hold the same areas, and no other', () => {
    const sorted = [...AREAS].sort();
    expect(foldersIn(SHARED_AREAS)).toEqual(sorted);
    expect(foldersIn(join(SRC, 'main/areas'))).toEqual(sorted);
    expect(foldersIn(join(SRC, 'renderer/src/areas'))).toEqual(sorted);
  });
});
