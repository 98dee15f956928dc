import { describe, expect, it } from 'vitest';
import { generateDemoFixture } from '../../../src/main/sandbox/fixture/generate';
import {
  BADGE_IDS,
  CERTIFICATE_IDS,
  CHANNEL_IDS,
  COURSE_IDS,
  CREATOR_IDS,
  MANGO_IDS,
  MISSING_ID,
  USER_IDS,
} from '../../../src/main/sandbox/fixture/known-ids';

describe('the demo fixture ids tests refer to by name', () => {
  const fixture = generateDemoFixture({ bigChannelPosts: 10 });
  const label = (records: { _id: string }[], id: string) => {
    const r = records.find((x) => x._id === id) as Record<string, unknown> | undefined;
    return r ? (r['title'] ?? r['name']) : undefined;
  };

  it('name the records they say', () => {
    expect(label(fixture.creators, CREATOR_IDS.whitelabel)).toBe('Asha Academy');
    expect(label(fixture.creators, CREATOR_IDS.regular)).toBe('Ravi Regular');
    expect(label(fixture.mangoes, MANGO_IDS.monthly)).toBe('Masterclass Monthly');
    expect(label(fixture.mangoes, MANGO_IDS.yearly)).toBe('Pro Yearly');
    expect(label(fixture.mangoes, MANGO_IDS.starter)).toBe('Starter Course');
    expect(label(fixture.mangoes, MANGO_IDS.free)).toBe('Free Community');
    expect(label(fixture.mangoes, MANGO_IDS.cohort)).toMatch(/^Cohort/);
    expect(label(fixture.mangoes, MANGO_IDS.ebook)).toMatch(/^Ebook/);
    expect(label(fixture.mangoes, MANGO_IDS.webinar)).toBe('Webinar Pass');
    expect(label(fixture.mangoes, MANGO_IDS.foreign)).toBe('Regular Account Course');
    expect(label(fixture.channels, CHANNEL_IDS.general)).toBe('General');
    expect(label(fixture.channels, CHANNEL_IDS.proLounge)).toBe('Pro Lounge');
    expect(label(fixture.channels, CHANNEL_IDS.starCircle)).toBe('Star Circle');
    expect(label(fixture.channels, CHANNEL_IDS.hidden)).toBe('Moderators');
    expect(label(fixture.channels, CHANNEL_IDS.archived)).toBe('Archive 2023');
    expect(label(fixture.channels, CHANNEL_IDS.foreign)).toBe('Regular Lobby');
    expect(label(fixture.channels, CHANNEL_IDS.big)).toBeDefined();
    expect(label(fixture.courses, COURSE_IDS.foundations)).toBe('Foundations');
    expect(label(fixture.courses, COURSE_IDS.weeklyMasterclass)).toBe('Weekly Masterclass');
    expect(label(fixture.courses, COURSE_IDS.proTrack)).toBe('Pro Track');
    expect(label(fixture.courses, COURSE_IDS.capstone)).toBe('Capstone');
    expect(label(fixture.courses, COURSE_IDS.deleted)).toBe('Deleted Course');
    expect(label(fixture.badges, BADGE_IDS.risingStar)).toBe('Rising Star');
    expect(label(fixture.certificates, CERTIFICATE_IDS.starter)).toBe('Starter Course Certificate');
    expect(label(fixture.certificates, CERTIFICATE_IDS.pro)).toBe('Pro Track Certificate');
    expect(label(fixture.users, USER_IDS.first)).toBeDefined();
    expect(label(fixture.users, USER_IDS.second)).toBeDefined();
  });

  it('keep one id no record has', () => {
    const all: unknown[] = Object.values(fixture).flatMap((v: unknown) => (Array.isArray(v) ? v : []));
    expect(all.some((r) => (r as { _id?: string })._id === MISSING_ID)).toBe(false);
  });
});
