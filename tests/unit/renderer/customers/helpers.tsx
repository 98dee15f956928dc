import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { SubscriptionRow } from '../../../../src/shared/areas/customers/channels';
import { APP_SCOPE, bridgeKey, createQueryClient } from '../../../../src/renderer/src/data/query';
import { wrapper, type FakeBridge } from '../fake-bridge';

/** What the customer view's renderer tests share: a person, a Mango, a subscription row, a render. */
export const USER = 'fa0000000000000000000001';
export const MANGO = 'ae0000000000000000000003';

export const row = (over: Partial<SubscriptionRow> = {}): SubscriptionRow => ({
  _id: '5b0000000000000000000009',
  mangoId: MANGO,
  mangoTitle: 'Starter Course',
  status: 'active',
  subscribedAt: '2026-01-01T00:00:00.000Z',
  expiredAt: null,
  paymentProvider: null,
  ...over,
});

/** Renders with Mantine and the fake bridge, the profile list already read (active profile p1). */
export function show(element: ReactElement, bridge: FakeBridge) {
  const client = createQueryClient();
  client.setQueryData(bridgeKey('profiles.list', APP_SCOPE, {}), bridge.profileList());
  const Bridge = wrapper(bridge.api, client);
  return render(
    <MantineProvider>
      <Bridge>{element}</Bridge>
    </MantineProvider>,
  );
}
