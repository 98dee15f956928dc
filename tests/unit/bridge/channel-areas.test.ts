import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { channelNames, eventNames } from '../../../src/shared/bridge';

/**
 * One name per area: a channel's (and an event's) name begins with its area, and the area's rows live in
 * `src/shared/channels/<area>.ts`, the area's name in kebab case (`bulkJobs.start` in `bulk-jobs.ts`).
 * `app` is the console itself (window, links, storage notices), not an area of the product.
 */
const AREAS = [
  'app',
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
const CHANNELS_DIR = join(import.meta.dirname, '../../../src/shared/channels');
/** Files of shared schemas that hold no rows of their own. */
const SCHEMA_FILES = ['common.ts', 'course-content.ts', 'gamification-person.ts'];

const camel = (kebab: string) => kebab.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const prefixOf = (name: string) => name.slice(0, name.indexOf('.'));

/** Every table a channel file exports (`…Channels`, `…Events`), by file. */
async function tablesByFile(): Promise<Map<string, { channels: string[]; events: string[] }>> {
  const byFile = new Map<string, { channels: string[]; events: string[] }>();
  for (const file of readdirSync(CHANNELS_DIR)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const module = (await import(join(CHANNELS_DIR, file))) as Record<string, unknown>;
    const rows = { channels: [] as string[], events: [] as string[] };
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
    const areas = new Set(AREAS.map(camel));
    const wrong = [...channelNames, ...eventNames].filter(
      (name) => !/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/.test(name) || !areas.has(prefixOf(name)),
    );
    expect(wrong).toEqual([]);
  });

  it('each area’s rows are in channels/<area>.ts, and that file holds no other area’s', async () => {
    const byFile = await tablesByFile();
    const misplaced: string[] = [];
    const found = new Set<string>();
    for (const [file, { channels, events }] of byFile) {
      const area = file.replace(/\.ts$/, '');
      if (SCHEMA_FILES.includes(file)) {
        expect(channels.length + events.length, `${file} holds only schemas`).toBe(0);
        continue;
      }
      expect(AREAS, `${file} is named for an area`).toContain(area);
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
