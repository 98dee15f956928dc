import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATOR, RISING_STAR_BADGE, startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const MANGO = 'ae0000000000000000000003';

describe('community.createGroup', () => {
  it('appends the group after every existing group and remembers its name for the channel list', async () => {
    const first = await h.call('community.createGroup', { name: '  Cohort 7  ' });
    const second = await h.call('community.createGroup', { name: 'Alumni', hideFromNonChannelMember: true });
    expect(first.name).toBe('Cohort 7');
    // The demo creator already has two groups (ranks 1 and 2).
    expect(first.rank).toBe(3);
    expect(second.rank).toBe(4);
    expect(second.hideFromNonChannelMember).toBe(true);
    const overview = await h.call('community.channels', {});
    expect(overview.groups.map((g) => [g._id, g.name])).toEqual([
      [first._id, 'Cohort 7'],
      [second._id, 'Alumni'],
    ]);
    const file = JSON.parse(
      await readFile(join(h.dataDir, 'profiles', 'sandbox', 'community-registry.json'), 'utf8'),
    ) as { groups: unknown[] };
    expect(file.groups).toHaveLength(2);
  });

  it.each(['', '   '])('refuses an empty name (%j) without calling the service', async (name) => {
    const before = h.sandbox.requestLog.list().length;
    const error = await h.fail('community.createGroup', { name });
    expect(error.kind).toBe('validation');
    expect(error.message).toMatch(/cannot be empty/);
    expect(h.sandbox.requestLog.list()).toHaveLength(before);
  });

  it('shows the service’s 400 when Community is not enabled', async () => {
    const creator = h.sandbox.state.byId('creators', CREATOR);
    if (!creator) throw new Error('no creator');
    creator.features.community = false;
    try {
      const error = await h.fail('community.createGroup', { name: 'Blocked' });
      expect(error.status).toBe(400);
    } finally {
      creator.features.community = true;
    }
  });
});

describe('community.createChannel', () => {
  it('creates a channel in a group with visibility and Mango and badge access', async () => {
    const group = await h.call('community.createGroup', { name: 'Workshops' });
    const channel = await h.call('community.createChannel', {
      name: 'Workshop chat',
      description: 'Questions between sessions',
      group: group._id,
      isHidden: false,
      mangoArr: [MANGO, MANGO],
      badgeArr: [RISING_STAR_BADGE],
    });
    expect(channel).toMatchObject({
      name: 'Workshop chat',
      group: group._id,
      isHidden: false,
      mangoArr: [MANGO],
      badgeArr: [RISING_STAR_BADGE],
    });
    const overview = await h.call('community.channels', {});
    expect(overview.channels.find((c) => c._id === channel._id)?.group).toBe(group._id);
    const sent = h.sandbox.requestLog
      .list()
      .filter((e) => e.operation === 'createChannel')
      .at(-1);
    expect(sent?.body).toMatchObject({ mangoArr: [MANGO] });
  });

  it('creates a hidden channel with no access list', async () => {
    const channel = await h.call('community.createChannel', { name: 'Staff room', isHidden: true });
    expect(channel.isHidden).toBe(true);
  });

  it('passes on the service refusing an unknown Mango', async () => {
    const error = await h.fail('community.createChannel', {
      name: 'X',
      mangoArr: ['ae00000000000000000000ff'],
    });
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/unknown Mango/);
  });

  it('refuses a blank name and malformed ids locally', async () => {
    expect((await h.fail('community.createChannel', { name: ' ' })).message).toMatch(
      /Give the channel a name/,
    );
    expect((await h.fail('community.createChannel', { name: 'A', group: 'x' })).kind).toBe('validation');
  });
});

describe('community.accessOptions', () => {
  it('lists every Mango and badge of the creator for the pickers', async () => {
    const options = await h.call('community.accessOptions', {});
    const own = h.sandbox.state.data.mangoes.filter((m) => m.creator === CREATOR && !m.isDeleted);
    expect(options.mangoes).toHaveLength(own.length);
    expect(options.mangoes.find((m) => m._id === MANGO)?.title).toBeTruthy();
    expect(options.badges.map((b) => b._id)).toContain(RISING_STAR_BADGE);
  });
});
