import { generateDemoFixture } from '../../../src/main/sandbox/fixture/generate';
import { startConsoleHarness, type ConsoleHarness } from '../../helpers/console-harness';

export const GENERAL = 'ca0000000000000000000001';
export const PRO_LOUNGE = 'ca0000000000000000000002';
export const STAR_CIRCLE = 'ca0000000000000000000005';
export const HIDDEN = 'ca0000000000000000000006';
export const ARCHIVED = 'ca0000000000000000000007';
export const FOREIGN = 'ca0000000000000000000008';
export const BIG = 'ca00000000000000000000bb';
export const RISING_STAR_BADGE = 'bad000000000000000000001';
export const CREATOR = 'cccc00000000000000000001';
export const COURSE_NONE = 'c0c000000000000000000001';
export const COURSE_DATE = 'c0c000000000000000000002';
export const COURSE_ENROLLMENT = 'c0c000000000000000000003';
export const COURSE_COMPLETION = 'c0c000000000000000000004';
export const COURSE_DELETED = 'c0c000000000000000000005';

export type Harness = ConsoleHarness;

/** The whole console (real services, real client, real HTTP) on a private sandbox with the 10k-post channel. */
export function startHarness(): Promise<Harness> {
  return startConsoleHarness({
    name: 'community',
    fixture: generateDemoFixture({ bigChannelPosts: 10_000 }),
  });
}
