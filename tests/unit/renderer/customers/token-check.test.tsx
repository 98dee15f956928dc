import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import type { AuthenticatedUser } from '../../../../src/shared/contract/users';
import { oneShot, useVerifyToken } from '../../../../src/renderer/src/areas/customers/token-check/queries';
import { failure, fakeBridge } from '../fake-bridge';
import { renderAreaHook } from '../render-area-hook';

describe('user token check', () => {
  it('sends the token once and keeps only the member, never the token', async () => {
    const bridge = fakeBridge({
      'customers.verifyToken': (input) =>
        input.token === 'good'
          ? ({ _id: 'u', name: 'Anaya Bose' } as AuthenticatedUser)
          : failure({ status: 401 }),
    });
    const { result, client } = renderAreaHook(() => useVerifyToken(), bridge);
    act(() => result.current.check('good'));
    await waitFor(() => expect(result.current.data?.name).toBe('Anaya Bose'));
    expect(bridge.callsTo('customers.verifyToken')).toEqual([{ profileId: 'p1', token: 'good' }]);
    // What the mutation cache holds for this call does not carry the token.
    expect(
      JSON.stringify(
        client
          .getMutationCache()
          .getAll()
          .map((m) => m.state),
      ),
    ).not.toContain('good');
    expect((result.current.variables as { take(): string }).take()).toBe('');

    act(() => result.current.check('made-up'));
    await waitFor(() => expect(result.current.appError?.status).toBe(401));
    expect(result.current.data).toBeUndefined();
  });

  it('empties the box once read', () => {
    const box = oneShot('secret');
    expect(box.take()).toBe('secret');
    expect(box.take()).toBe('');
  });
});
