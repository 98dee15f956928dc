import { generateDemoFixture } from '../../../src/sandbox/fixture/generate';
import { startConsoleHarness, type ConsoleHarness } from '../../helpers/console-harness';
import type { WindowLimit } from '../../../src/main/platform/api';
import { BADGE_IDS, CHANNEL_IDS, COURSE_IDS, CREATOR_IDS } from '../../../src/sandbox/fixture/known-ids';

export const GENERAL = CHANNEL_IDS.general;
export const PRO_LOUNGE = CHANNEL_IDS.proLounge;
export const STAR_CIRCLE = CHANNEL_IDS.starCircle;
export const HIDDEN = CHANNEL_IDS.hidden;
export const ARCHIVED = CHANNEL_IDS.archived;
export const FOREIGN = CHANNEL_IDS.foreign;
export const BIG = CHANNEL_IDS.big;
export const RISING_STAR_BADGE = BADGE_IDS.risingStar;
export const CREATOR = CREATOR_IDS.whitelabel;
export const COURSE_NONE = COURSE_IDS.foundations;
export const COURSE_DATE = COURSE_IDS.weeklyMasterclass;
export const COURSE_ENROLLMENT = COURSE_IDS.proTrack;
export const COURSE_COMPLETION = COURSE_IDS.capstone;
export const COURSE_DELETED = COURSE_IDS.deleted;

export type Harness = ConsoleHarness;

/** The whole console (real services, real client, real HTTP) on a private sandbox with the 10k-post channel. */
export function startHarness(options: { hostLimit?: WindowLimit } = {}): Promise<Harness> {
  return startConsoleHarness({
    name: 'community',
    fixture: generateDemoFixture({ bigChannelPosts: 10_000 }),
    hostLimit: options.hostLimit,
  });
}
