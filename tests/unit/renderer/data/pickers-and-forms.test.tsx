import { describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { PointsFilter } from '../../../../src/shared/areas/gamification/channels';
import { APP_SCOPE, bridgeKey } from '../../../../src/renderer/src/data/query';
import { fieldErrors, formRefusal } from '../../../../src/renderer/src/areas/gamification/form-errors';
import { createProfileViews } from '../../../../src/renderer/src/data/profile-views';
import {
  askFor,
  useProfileInput,
  useTargets,
  useUserNames,
} from '../../../../src/renderer/src/data/targets-and-names';
import { failure, fakeBridge } from '../fake-bridge';
import { renderAreaHook } from '../render-area-hook';

const targets = (title: string) => ({ mangoes: [{ _id: 'm', title }], courses: [], webinars: [] });

describe('targets for pickers', () => {
  it('are read once per profile while the app runs, and again for another profile', async () => {
    const bridge = fakeBridge({
      'webhooks.targets': (input) => targets(`of ${String(input.profileId)}`),
    });
    const first = renderAreaHook(() => ({ profile: useProfileInput(), targets: useTargets() }), bridge);
    await waitFor(() => expect(first.result.current.targets.data?.mangoes[0]?.title).toBe('of p1'));
    expect(first.result.current.profile).toEqual({ profileId: 'p1' });
    first.unmount();
    const again = renderAreaHook(() => useTargets(), bridge, first.client);
    expect(again.result.current.data?.mangoes[0]?.title).toBe('of p1');
    expect(bridge.callsTo('webhooks.targets')).toHaveLength(1);

    await waitFor(() => expect(again.client.isFetching()).toBe(0));
    bridge.setProfiles([{ id: 'p2', kind: 'live' }]);
    act(() => again.client.setQueryData(bridgeKey('profiles.list', APP_SCOPE, {}), bridge.profileList()));
    await waitFor(() => expect(again.result.current.data?.mangoes[0]?.title).toBe('of p2'));
  });
});

describe('view state per profile', () => {
  it('gives each profile its own view, starting from the initial one', () => {
    const views = createProfileViews({ page: 1, tags: [] as string[] });
    views.update('p1', (v) => ({ page: v.page + 1 }));
    views.update('p1', () => ({ tags: ['a'] }));
    expect(views.get('p1')).toEqual({ page: 2, tags: ['a'] });
    expect(views.get('p2')).toBe(views.initial);
    expect(views.get(null)).toBe(views.initial);
  });

  it('asks again only when the same thing is asked for', () => {
    const remember = vi.fn();
    const refetch = vi.fn();
    askFor(null, { a: 1 }, remember, refetch);
    askFor({ a: 1, b: [1] }, { b: [1], a: 1 }, remember, refetch);
    askFor({ a: 1 }, { a: 2 }, remember, refetch);
    expect(remember).toHaveBeenCalledTimes(3);
    expect(refetch).toHaveBeenCalledOnce();
  });
});

describe('form errors', () => {
  it('reads a form’s own refusal as main’s validation error would', () => {
    expect(formRefusal({})).toBeNull();
    expect(formRefusal({ name: 'Give the badge a name', imageUrl: null })).toEqual({
      kind: 'validation',
      message: 'name: Give the badge a name',
      details: { issues: [{ path: 'name', message: 'Give the badge a name' }] },
    });
  });

  it('gives each field its first issue, an item’s issue being its list’s', () => {
    const values = { users: ['a'.repeat(24), 'nope'], types: ['two words', 'x y'], mangoes: [] };
    expect(fieldErrors(PointsFilter, values)).toEqual({
      users: 'Not a 24-character hexadecimal id',
      types: 'A point type is one word of letters, digits, dot, dash or underscore',
    });
    expect(fieldErrors(PointsFilter, { users: [], types: [], mangoes: [] })).toEqual({});
  });
});

describe('user names', () => {
  const A = 'a'.repeat(24);
  const B = 'b'.repeat(24);
  const C = 'c'.repeat(24);

  it('reads each id once per profile, shares it between screens, and marks a failed lookup', async () => {
    const bridge = fakeBridge({
      'customers.getUser': (input) =>
        input.userId === C
          ? failure({ kind: 'network', message: 'offline' })
          : { _id: input.userId, name: input.userId === A ? 'Asha Rao' : undefined },
    });
    const first = renderAreaHook(() => useUserNames([A, B, A, C]), bridge);
    expect(first.result.current.get(A)).toMatchObject({ name: undefined, loading: true });
    await waitFor(() => expect(first.result.current.get(A)?.name).toBe('Asha Rao'));
    await waitFor(() => expect(first.result.current.get(C)?.failed).toBe(true));
    expect(first.result.current.get(B)).toMatchObject({ name: undefined, loading: false, failed: false });
    expect(bridge.callsTo('customers.getUser')).toEqual([
      { profileId: 'p1', userId: A },
      { profileId: 'p1', userId: B },
      { profileId: 'p1', userId: C },
    ]);
    // Another screen showing the same user uses the cached name.
    const again = renderAreaHook(() => useUserNames([A]), bridge, first.client);
    expect(again.result.current.get(A)?.name).toBe('Asha Rao');
    expect(bridge.callsTo('customers.getUser').filter((c) => c.userId === A)).toHaveLength(1);
  });
});
