import { describe, expect, it } from 'vitest';
import { emptyMapping } from '../../../src/shared/areas/bulk-jobs/domain/fields';
import { jobKinds } from '../../../src/shared/areas/bulk-jobs/kinds';
import {
  matchName,
  nameIndex,
  nameProblem,
  type NameMatch,
} from '../../../src/shared/areas/bulk-jobs/domain/name-match';
import { validateFile } from '../../../src/shared/areas/bulk-jobs/domain/validate-file';
import { mangoWords, resolveMango } from '../../../src/shared/areas/bulk-jobs/domain/validate-row';

const STARTER = 'ae0000000000000000000003';
const STARTER_COPY = 'ae0000000000000000000009';
const YEARLY = 'ae0000000000000000000002';
const COHORT = 'ae0000000000000000000007';
const today = { year: 2026, month: 1, day: 1 };

const mangoes = () =>
  nameIndex([
    { id: STARTER, name: 'Starter Course' },
    { id: YEARLY, name: 'Pro Yearly' },
    { id: COHORT, name: 'Cohort (50 seats)' },
    { id: 'AE000000000000000000000A', name: 'Webinar Pass' },
    { id: 'ae000000000000000000000b', name: 'Webinar  pass' },
  ]);
const problem = (text: string, match: NameMatch) => (match.found ? '' : nameProblem(mangoWords, text, match));

describe('matching a cell to a record of the service by name', () => {
  it('takes the exact name first', () => {
    expect(matchName(mangoes(), 'Starter Course')).toEqual({
      found: true,
      id: STARTER,
      name: 'Starter Course',
      by: 'exact',
    });
    // An exact name wins even where another name differs only by case and spaces.
    expect(matchName(mangoes(), 'Webinar Pass')).toMatchObject({
      found: true,
      id: 'ae000000000000000000000a',
    });
  });

  it('then the name ignoring letter case and spaces, answering the service’s own spelling', () => {
    expect(matchName(mangoes(), 'starter course')).toEqual({
      found: true,
      id: STARTER,
      name: 'Starter Course',
      by: 'loose',
    });
    expect(matchName(mangoes(), 'STARTER   COURSE')).toMatchObject({ found: true, id: STARTER });
    expect(matchName(mangoes(), 'StarterCourse')).toMatchObject({ found: true, id: STARTER });
    expect(matchName(mangoes(), 'pro\u00a0yearly')).toMatchObject({ found: true, id: YEARLY });
    // Punctuation is part of a name.
    expect(matchName(mangoes(), 'Cohort 50 seats')).toMatchObject({ found: false, reason: 'none' });
  });

  it('refuses a name that several records answer to, listing each with its id', () => {
    const loose = matchName(mangoes(), 'webinar pass');
    expect(loose).toEqual({
      found: false,
      reason: 'ambiguous',
      candidates: [
        { id: 'ae000000000000000000000a', name: 'Webinar Pass' },
        { id: 'ae000000000000000000000b', name: 'Webinar  pass' },
      ],
    });
    expect(problem('webinar pass', loose)).toBe(
      '2 Mangoes are named "webinar pass" (ignoring letter case and spaces): "Webinar Pass" (ae000000000000000000000a), "Webinar  pass" (ae000000000000000000000b). Write the id of the one you mean.',
    );
    const twins = nameIndex([
      { id: STARTER, name: 'Starter Course' },
      { id: STARTER_COPY, name: 'Starter Course' },
    ]);
    const exact = matchName(twins, 'Starter Course');
    expect(exact).toMatchObject({ found: false, reason: 'ambiguous' });
    expect(problem('Starter Course', exact)).toBe(
      `2 Mangoes are named "Starter Course": "Starter Course" (${STARTER}), "Starter Course" (${STARTER_COPY}). Write the id of the one you mean.`,
    );
    // The id of either one still works.
    expect(matchName(twins, STARTER_COPY)).toMatchObject({ found: true, id: STARTER_COPY });
  });

  it('says when a name matches nothing, with the close names if there are any', () => {
    const typo = matchName(mangoes(), 'Startr Course');
    expect(typo).toEqual({
      found: false,
      reason: 'none',
      close: [{ id: STARTER, name: 'Starter Course' }],
    });
    expect(problem('Startr Course', typo)).toBe(
      `No Mango of this profile is named "Startr Course". It is not a Mango id (24 hexadecimal characters) either. Close names: "Starter Course" (${STARTER}).`,
    );
    // A part of a name is close to it.
    expect(matchName(mangoes(), 'Cohort')).toMatchObject({ close: [{ id: COHORT }] });
    const far = matchName(mangoes(), 'Gardening 101');
    expect(far).toEqual({ found: false, reason: 'none', close: [] });
    expect(problem('Gardening 101', far)).toMatch(
      /named "Gardening 101".*Use a name or id as the Mangoes screen/,
    );
    // A cut-off id is said to be one.
    expect(problem('ae00000000000000000003', matchName(mangoes(), 'ae00000000000000000003'))).toMatch(
      /an id has 24 hexadecimal characters \(this has 22\)/,
    );
  });

  it('takes a 24-hex id as an id, in any case, and refuses one that is not in the list', () => {
    expect(matchName(mangoes(), STARTER.toUpperCase())).toEqual({
      found: true,
      id: STARTER,
      name: 'Starter Course',
      by: 'id',
    });
    const unknown = matchName(mangoes(), 'ae00000000000000000000ff');
    expect(unknown).toEqual({ found: false, reason: 'unknown_id' });
    expect(problem('ae00000000000000000000ff', unknown)).toBe(
      'Mango id "ae00000000000000000000ff" is not one of this profile\'s Mangoes.',
    );
  });

  it('without a list, trusts an id’s shape and cannot match a name', () => {
    expect(matchName(undefined, STARTER)).toEqual({ found: true, id: STARTER, by: 'id' });
    const name = matchName(undefined, 'Starter Course');
    expect(name).toEqual({ found: false, reason: 'no_list' });
    expect(problem('Starter Course', name)).toMatch(/list could not be loaded to match it as a name/);
  });

  it('answers each distinct cell once (a large file names a few records many times)', () => {
    const index = mangoes();
    matchName(index, 'starter course');
    matchName(index, 'starter course');
    matchName(index, 'Startr');
    expect([...index.memo.keys()]).toEqual(['starter course', 'Startr']);
  });

  it('stays bounded when a column holds something else than names (every row a new unknown text)', () => {
    const index = nameIndex(
      Array.from({ length: 500 }, (_, i) => ({ id: i.toString(16).padStart(24, 'a'), name: `Course ${i}` })),
    );
    for (let i = 0; i < 30_000; i += 1) matchName(index, `person${i}@example.test`);
    expect(index.closeSearches).toBe(2_000);
    expect(index.memo.size).toBe(20_000);
    // Past the bound a name is still matched and refused the same way, only without close names.
    expect(matchName(index, 'course 7')).toMatchObject({ found: true, name: 'Course 7' });
    expect(matchName(index, 'Course 77x')).toEqual({ found: false, reason: 'none', close: [] });
  });
});

describe('names in bulk rows', () => {
  it('a migration row naming its Mango sends the id, and the same person named by id is a duplicate', () => {
    const spec = jobKinds.migrate;
    const mapping = { ...emptyMapping(spec), name: 0, email: 1, phone: 2, mangoId: 3 };
    const result = validateFile(
      [
        { line: 2, cells: ['Asha', 'asha@example.com', '9876543210', 'starter course'] },
        { line: 3, cells: ['Asha', 'asha@example.com', '9876543210', STARTER] },
        { line: 4, cells: ['Liam', 'liam@example.com', '9876543211', 'Webinar pass'] },
      ],
      mapping,
      { today, mangoes: mangoes() },
      spec,
    );
    expect(result.checks[0]?.body).toMatchObject({ mangoId: STARTER });
    expect(spec.ledgerKey(result.checks[0]?.body ?? {})).toBe(`asha@example.com|${STARTER}`);
    expect(result.checks[1]?.errors[0]?.message).toMatch(/Duplicate of row 2/);
    expect(result.checks[2]?.body).toBeUndefined();
    expect(result.checks[2]?.errors).toEqual([
      { field: 'mangoId', message: expect.stringMatching(/^2 Mangoes are named "Webinar pass"/) },
    ]);
  });

  it('revoke and subscription rows match Mango names the same way', () => {
    for (const name of ['revoke-user', 'grant-subscription', 'revoke-subscription'] as const) {
      const spec = jobKinds[name];
      const mapping = { ...emptyMapping(spec), userId: 0, mangoId: 1 };
      const check = spec.validateRow(['fa0000000000000000000002', ' Pro Yearly '], 2, mapping, {
        today,
        mangoes: mangoes(),
      });
      expect(check.body, name).toMatchObject({ mangoId: YEARLY });
    }
  });

  it('the one Mango for every row is checked as an id', () => {
    expect(resolveMango(YEARLY, { today, mangoes: mangoes() })).toEqual({ id: YEARLY, name: 'Pro Yearly' });
    expect(resolveMango('ae00000000000000000000ff', { today, mangoes: mangoes() }).error).toMatch(
      /not one of this profile's Mangoes/,
    );
  });

  it('a badges cell mixes names and ids; each problem is its own sentence', () => {
    const spec = jobKinds['assign-badges'];
    const mapping = { ...emptyMapping(spec), userId: 0, badges: 1 };
    const badges = nameIndex([
      { id: 'bad000000000000000000001', name: 'Rising Star' },
      { id: 'bad000000000000000000002', name: 'Pro Member' },
      { id: 'bad000000000000000000003', name: 'Moderator' },
      { id: 'bad000000000000000000004', name: 'moderator' },
    ]);
    const check = (cell: string) =>
      spec.validateRow(['fa0000000000000000000002', cell], 2, mapping, { today, badges });
    expect(check('rising star; bad000000000000000000002').body).toEqual({
      userId: 'fa0000000000000000000002',
      badges: ['bad000000000000000000001', 'bad000000000000000000002'],
    });
    // A name and the id it matches are one badge.
    expect(check('Rising Star;bad000000000000000000001').notes).toEqual([
      'A badge listed twice is sent once.',
    ]);
    // The exact name decides between two that differ only by case.
    expect(check('Moderator').body).toMatchObject({ badges: ['bad000000000000000000003'] });
    const wrong = check('MODERATOR;Risin Star');
    expect(wrong.body).toBeUndefined();
    expect(wrong.errors.map((e) => e.message)).toEqual([
      '2 badges are named "MODERATOR" (ignoring letter case and spaces): "Moderator" (bad000000000000000000003), "moderator" (bad000000000000000000004). Write the id of the one you mean.',
      'No badge of this profile is named "Risin Star". It is not a badge id (24 hexadecimal characters) either. Close names: "Rising Star" (bad000000000000000000001).',
    ]);
  });
});
