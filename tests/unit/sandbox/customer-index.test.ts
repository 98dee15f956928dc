import { describe, expect, it, vi } from 'vitest';
import { generateDemoFixture } from '../../../src/sandbox/fixture/generate';
import type { SubscriptionRecord, UserRecord } from '../../../src/sandbox/fixture-schema';
import { createSandbox } from '../../../src/sandbox/server';
import { createState, loadFixture, type SandboxState } from '../../../src/sandbox/state';

function fresh(): SandboxState {
  return createState(loadFixture(generateDemoFixture({ posts: 5, subscribers: 20 }), Date.now()));
}

/** What a scan of the collections answers: the index must always agree with it. */
function scan(state: SandboxState, creator: string, email: string) {
  return state.data.users.find((u) => u.creator === creator && u.email.toLowerCase() === email.toLowerCase());
}

function user(state: SandboxState, template: UserRecord, email: string, phone: number): UserRecord {
  return { ...template, _id: state.newId(), email, phone, badges: [], points: [] };
}

describe('the sandbox customer index', () => {
  it('answers what a scan answers across inserts, patches, pushes and removals', () => {
    const state = fresh();
    const first = state.data.users[0]!;
    const creator = first.creator;
    expect(state.customers.userByEmail(creator, first.email.toUpperCase())).toBe(first);

    // Insert: found at once, by email (any case), phone with and without the dial code, and its subscriptions.
    const added = state.insert('users', user(state, first, 'new.person@example.com', 9_876_543_210));
    expect(state.customers.userByEmail(creator, 'New.Person@example.com')).toBe(added);
    expect(state.customers.userByPhone(creator, '9876543210')).toBe(added);
    expect(state.customers.userByPhone(creator, `${added.dialCode.slice(1)}9876543210`)).toBe(added);
    const sub: SubscriptionRecord = {
      ...state.data.subscriptions[0]!,
      _id: state.newId(),
      fan: added._id,
    };
    state.insert('subscriptions', sub);
    expect(state.customers.subscriptionsOf(added._id)).toEqual([sub]);
    expect(state.byId('users', added._id)).toBe(added);

    // A patch that changes the email (the control route assigns, then touches).
    Object.assign(added, { email: 'renamed@example.com' });
    state.touch();
    expect(state.customers.userByEmail(creator, 'new.person@example.com')).toBeUndefined();
    expect(state.customers.userByEmail(creator, 'renamed@example.com')).toBe(added);

    // Pushed straight into the collection, without insert: the changed length is noticed.
    const pushed = user(state, first, 'pushed@example.com', 9_000_000_001);
    state.data.users.push(pushed);
    expect(state.customers.userByEmail(creator, 'pushed@example.com')).toBe(pushed);

    // Removed (then touched): gone from the index too.
    state.data.users.splice(state.data.users.indexOf(added), 1);
    state.touch();
    expect(state.customers.userByEmail(creator, 'renamed@example.com')).toBeUndefined();
    expect(state.customers.userByPhone(creator, '9876543210')).toBeUndefined();

    // Two customers with one email: the first in the collection wins, as with a scan.
    const twin = state.insert('users', user(state, first, first.email, 9_000_000_002));
    expect(state.customers.userByEmail(creator, first.email)).toBe(first);
    expect(twin).not.toBe(first);
    // Another creator's customer with the same email is not this creator's.
    expect(state.customers.userByEmail('someone-else', first.email)).toBeUndefined();

    for (const u of state.data.users)
      expect(state.customers.userByEmail(u.creator, u.email)).toBe(scan(state, u.creator, u.email));
  });

  it('a write in place (changed) keeps the index; touch rebuilds it on the next lookup', () => {
    const state = fresh();
    const first = state.data.users[0]!;
    expect(state.customers.userByEmail(first.creator, first.email)).toBe(first);
    const rebuild = vi.spyOn(state.customers as unknown as { addUser(u: UserRecord): void }, 'addUser');
    const version = state.version;
    state.data.subscriptions[0]!.status = 'halted';
    state.changed();
    expect(state.version).toBe(version + 1);
    expect(state.customers.userByEmail(first.creator, first.email)).toBe(first);
    expect(rebuild).not.toHaveBeenCalled();
    state.touch();
    expect(state.customers.userByEmail(first.creator, first.email)).toBe(first);
    expect(rebuild).toHaveBeenCalledTimes(state.data.users.length);
  });

  it('a reset or a loaded fixture starts from its own customers', async () => {
    const sandbox = await createSandbox({ port: 0 });
    try {
      const before = sandbox.state;
      const template = before.data.users[0]!;
      before.insert('users', user(before, template, 'before.reset@example.com', 9_000_000_003));
      expect(sandbox.state.customers.userByEmail(template.creator, 'before.reset@example.com')).toBeDefined();
      sandbox.reset();
      expect(
        sandbox.state.customers.userByEmail(template.creator, 'before.reset@example.com'),
      ).toBeUndefined();
      // The reset's own record (its times moved to the minute of the reset, which may be a later one).
      const reloaded = sandbox.state.data.users.find(
        (u) => u.creator === template.creator && u.email === template.email,
      );
      expect(reloaded).toBeDefined();
      expect(sandbox.state.customers.userByEmail(template.creator, template.email)).toBe(reloaded);
    } finally {
      await sandbox.close();
    }
  });
});
