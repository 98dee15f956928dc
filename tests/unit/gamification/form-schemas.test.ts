import { describe, expect, it } from 'vitest';
import {
  BadgeDraft,
  gamificationChannels,
  PointsFilter,
} from '../../../src/shared/areas/gamification/channels';

const createBadge = gamificationChannels['gamification.createBadge'].input;
const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('the engagement forms check what main checks', () => {
  it('the badge draft refuses with the channel’s messages, and parses into what main accepts', () => {
    const draft = {
      name: ' Hero ',
      description: '',
      imageUrl: '',
      automation: { kind: 'points', threshold: '150', category: 'week', mangoes: [] },
    };
    const parsed = BadgeDraft.parse(draft);
    expect(parsed.automation).toEqual({ kind: 'points', threshold: 150, category: 'week' });
    expect(createBadge.safeParse({ ...parsed, description: undefined, imageUrl: undefined }).success).toBe(
      true,
    );

    const cleared = { ...draft, automation: { ...draft.automation, threshold: '' } };
    expect(issues(BadgeDraft.safeParse(cleared))).toEqual(
      issues(
        createBadge.safeParse({ ...cleared, automation: { kind: 'points', threshold: 0, category: 'week' } }),
      ),
    );
    const noMango = {
      name: '',
      automation: { kind: 'mangoes', mangoes: [], threshold: 500, category: 'lifetime' },
    };
    expect(issues(BadgeDraft.safeParse(noMango))).toEqual([
      'name: Give the badge a name',
      'automation.mangoes: Pick at least one Mango',
    ]);
    // Main still refuses the fields of another kind.
    expect(createBadge.safeParse(noMango).success).toBe(false);
  });

  it('the points filter is the points channel without the profile', () => {
    const filter = { users: ['x'], types: ['two words'] };
    expect(issues(PointsFilter.safeParse(filter))).toEqual(
      issues(gamificationChannels['gamification.points'].input.safeParse(filter)),
    );
    expect(issues(PointsFilter.safeParse(filter))).toHaveLength(2);
  });
});
