import { describe, expect, it } from 'vitest';
import { generateDemoFixture } from '../../../src/sandbox/fixture/generate';

const HEX24 = /^[0-9a-f]{24}$/;
/** Keys whose string values (or string array items) name a record: they must be ids like `_id`. */
const REFERENCE_KEYS = new Set([
  'creator',
  'fan',
  'user',
  'mango',
  'mangoes',
  'mangoArr',
  'excludeMangoes',
  'mangoToSell',
  'automationEnabledMangoes',
  'badges',
  'badgeArr',
  'channel',
  'group',
  'postedBy',
  'postRef',
  'course',
  'module',
  'modules',
  'chapters',
  'certificate',
  'likes',
]);
const isIdKey = (key: string) => key === '_id' || key === 'id' || /Id$/.test(key) || REFERENCE_KEYS.has(key);

/** Every string under an id-like key, with its path. */
function idValues(value: unknown, path: string, key: string, out: Array<[string, string]>) {
  if (typeof value === 'string') {
    if (isIdKey(key)) out.push([path, value]);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => idValues(item, `${path}[${i}]`, key, out));
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) idValues(v, `${path}.${k}`, k, out);
  }
  return out;
}

describe('demo fixture ids', () => {
  it('every _id and id-like field is a 24-hex id, media items included', () => {
    const fixture = generateDemoFixture({ bigChannelPosts: 200 });
    const ids = idValues(fixture, '', '', []);
    expect(ids.length).toBeGreaterThan(10_000);
    const bad = ids.filter(([, v]) => !HEX24.test(v));
    expect(bad.slice(0, 10)).toEqual([]);
    const mediaIds = fixture.posts.flatMap((p) => p.mediaContent.map((m) => m._id));
    expect(mediaIds.length).toBeGreaterThan(0);
    expect(new Set(mediaIds).size).toBe(mediaIds.length);
  });

  it('ids are unique within each collection', () => {
    const fixture = generateDemoFixture();
    for (const [name, list] of Object.entries(fixture)) {
      if (!Array.isArray(list) || name === 'progress') continue;
      const ids = (list as Array<{ _id: string }>).map((r) => r._id);
      expect(new Set(ids).size, name).toBe(ids.length);
    }
  });
});
