import { describe, expect, it } from 'vitest';
import { generateDemoFixture } from '../../../src/sandbox/fixture/generate';
import {
  BADGE_IDS,
  CERTIFICATE_IDS,
  CHANNEL_IDS,
  COURSE_IDS,
  CREATOR_IDS,
  MANGO_IDS,
  MISSING_ID,
  USER_IDS,
} from '../../../src/sandbox/fixture/known-ids';

describe('the demo fixture ids tests refer to by name', () => {
  const fixture = generateDemoFixture({ bigChannelPosts: 10 });
  const label = (records: { _id: string }[], id: string) => {
    const r = records.find((x) => x._id === id) as Record<string, unknown> | undefined;
    return r ? (r['title'] ?? r['name']) : undefined;
  };

  /** [collection, id, the record's title or name (a string, or a pattern; undefined: it only has to exist)] */
  const named: Array<[keyof typeof fixture, string, string | RegExp | undefined]> = [
    ['creators', CREATOR_IDS.whitelabel, 'Asha Academy'],
    ['creators', CREATOR_IDS.regular, 'Ravi Regular'],
    ['mangoes', MANGO_IDS.monthly, 'Masterclass Monthly'],
    ['mangoes', MANGO_IDS.yearly, 'Pro Yearly'],
    ['mangoes', MANGO_IDS.starter, 'Starter Course'],
    ['mangoes', MANGO_IDS.free, 'Free Community'],
    ['mangoes', MANGO_IDS.cohort, /^Cohort/],
    ['mangoes', MANGO_IDS.ebook, /^Ebook/],
    ['mangoes', MANGO_IDS.webinar, 'Webinar Pass'],
    ['mangoes', MANGO_IDS.foreign, 'Regular Account Course'],
    ['channels', CHANNEL_IDS.general, 'General'],
    ['channels', CHANNEL_IDS.proLounge, 'Pro Lounge'],
    ['channels', CHANNEL_IDS.starCircle, 'Star Circle'],
    ['channels', CHANNEL_IDS.hidden, 'Moderators'],
    ['channels', CHANNEL_IDS.archived, 'Archive 2023'],
    ['channels', CHANNEL_IDS.foreign, 'Regular Lobby'],
    ['channels', CHANNEL_IDS.big, undefined],
    ['courses', COURSE_IDS.foundations, 'Foundations'],
    ['courses', COURSE_IDS.weeklyMasterclass, 'Weekly Masterclass'],
    ['courses', COURSE_IDS.proTrack, 'Pro Track'],
    ['courses', COURSE_IDS.capstone, 'Capstone'],
    ['courses', COURSE_IDS.deleted, 'Deleted Course'],
    ['badges', BADGE_IDS.risingStar, 'Rising Star'],
    ['certificates', CERTIFICATE_IDS.starter, 'Starter Course Certificate'],
    ['certificates', CERTIFICATE_IDS.pro, 'Pro Track Certificate'],
    ['users', USER_IDS.first, undefined],
    ['users', USER_IDS.second, undefined],
  ];

  it.each(named)('%s %s names %s', (collection, id, expected) => {
    const found = label(fixture[collection] as { _id: string }[], id);
    if (expected === undefined) expect(found).toBeDefined();
    else if (expected instanceof RegExp) expect(found).toMatch(expected);
    else expect(found).toBe(expected);
  });

  it('keep one id no record has', () => {
    const all: unknown[] = Object.values(fixture).flatMap((v: unknown) => (Array.isArray(v) ? v : []));
    expect(all.some((r) => (r as { _id?: string })._id === MISSING_ID)).toBe(false);
  });
});
