import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_1, startHarness, type Harness } from '../../helpers/demo-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

async function allFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

describe('user token check', () => {
  it('shows the authenticated user with score, leaderboard rank per period and badges', async () => {
    const user = await h.call('customers.verifyToken', { token: 'demo-user-token-3' });
    expect(user).toMatchObject({ name: 'Anaya Bose', score: { lifetime: 889, month: 222, week: 59 } });
    const users = h.sandbox.state.data.users.filter((u) => u.creator === user.creator);
    const expected = 1 + users.filter((u) => u.score.lifetime > 889).length;
    expect(user.leaderboardRank?.lifetime).toBe(expected);
    expect(user.leaderboardRank?.week).toBeGreaterThanOrEqual(1);
    expect(user.badges?.map((b) => b.name)).toContain('Rising Star');
    const first = await h.call('customers.verifyToken', { token: 'demo-user-token-1' });
    expect(first._id).toBe(USER_1);
    expect(first.leaderboardRank!.lifetime).toBeGreaterThan(user.leaderboardRank!.lifetime!);
  });

  it('shows 401 for an invalid token and refuses an empty one before sending', async () => {
    const error = await h.fail('customers.verifyToken', { token: 'expired-or-made-up' });
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(error.message).toMatch(/refused this member token/);
    expect(error.outcome).toBeUndefined();
    expect((await h.fail('customers.verifyToken', { token: '   ' })).message).toMatch(
      /Paste the refreshToken/,
    );
  });

  it('says when it is the profile’s own access token that was refused', async () => {
    const badProfile = await h.liveProfile('learn.asha-academy.test', 'not-the-access-token', 'demo-api-key');
    const error = await h.fail('customers.verifyToken', {
      profileId: badProfile,
      token: 'demo-user-token-1',
    });
    expect(error.status).toBe(401);
    expect(error.message).not.toMatch(/member token/);
  });

  it('never writes the token: the activity log keeps it redacted and no file holds it', async () => {
    await h.call('customers.verifyToken', { token: 'demo-user-token-2' });
    await h.app.dispatch('activity.list', {});
    const { entries } = await h.call('activity.list', { operation: 'verifyToken' });
    expect(entries.length).toBeGreaterThanOrEqual(3);
    for (const entry of entries) expect(entry.query).toEqual({ token: '[redacted]' });
    const logged = h.events.filter((e) => e.event === 'activity.recorded');
    expect(JSON.stringify(logged)).not.toMatch(/demo-user-token|expired-or-made-up/);
    await h.app.close();
    for (const file of await allFiles(h.dataDir)) {
      const text = await readFile(file, 'utf8');
      expect(text, file).not.toMatch(/demo-user-token|expired-or-made-up/);
    }
  });
});
