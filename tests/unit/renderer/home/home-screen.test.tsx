import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HomeCard, HomeOverview } from '../../../../src/shared/areas/home/channels';
import { HomeScreen } from '../../../../src/renderer/src/areas/home/HomeScreen';
import { onProfileSwitchRequest } from '../../../../src/renderer/src/components/profile-switch-request';
import { fakeBridge, wrapper, type FakeBridge } from '../fake-bridge';

const AT = '2026-03-09T10:00:00.000Z';

function card(profileId: string, kind: HomeCard['kind'], extra: Partial<HomeCard> = {}): HomeCard {
  return {
    profileId,
    name: profileId === 'p1' ? 'Asha Academy' : 'Second business',
    kind,
    whitelabelHost: `${profileId}.example.test`,
    service: { state: 'answers', askedAt: AT },
    calls: {
      items: [
        {
          id: `${profileId}-call`,
          title: `Call of ${profileId}`,
          fromTime: '2026-03-09T11:00:00.000Z',
          toTime: '2026-03-09T12:00:00.000Z',
          status: 'upcoming',
          zone: 'UTC',
          zoneOfCall: false,
        },
      ],
      more: 0,
    },
    jobs: {
      items: [
        {
          id: `job-20260309-${profileId}`,
          kind: 'migrate',
          fileName: `${profileId}.csv`,
          status: 'paused',
          total: 10,
          done: 4,
        },
      ],
    },
    drafts: { items: [] },
    readAt: AT,
    reads: 1,
    fromCache: false,
    ...extra,
  };
}

const overview = (cards: HomeCard[]): HomeOverview => ({ cards, zone: 'UTC', reads: cards.length });

const show = (bridge: FakeBridge) => {
  const Bridge = wrapper(bridge.api);
  return render(
    <MantineProvider env="test">
      <Bridge>
        <HomeScreen />
      </Bridge>
    </MantineProvider>,
  );
};

beforeEach(() => {
  window.history.replaceState(null, '', '#/home');
});
afterEach(cleanup);

describe('Home', () => {
  it('shows one card per profile with its calls, jobs and service, live ones marked', async () => {
    const bridge = fakeBridge(
      {
        'home.overview': () =>
          overview([
            card('p1', 'sandbox'),
            card('p2', 'live', {
              service: {
                state: 'fails',
                askedAt: AT,
                problem: { kind: 'network', message: 'Could not connect.' },
              },
              calls: { items: [], more: 0, problem: { kind: 'network', message: 'Could not connect.' } },
            }),
          ]),
      },
      { profiles: [{ id: 'p1' }, { id: 'p2', kind: 'live' }] },
    );
    show(bridge);
    const cards = await screen.findAllByTestId('home-card');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Call of p1')).toBeTruthy();
    expect(within(first).getByTestId('home-job').textContent).toContain('4 of 10');
    expect(within(second).getByTestId('kind-badge').textContent).toBe('Live');
    expect(within(second).getByTestId('home-service').dataset.state).toBe('fails');
    expect(within(second).getByTestId('home-service-problem').textContent).toBe('Could not connect.');
    expect(bridge.calls.find((c) => c.channel === 'home.overview')?.input).toMatchObject({
      timeZone: expect.any(String),
    });
  });

  it('opens a place of the active profile at once, and asks the switcher first for another one', async () => {
    const requests: { id: string; then?: () => void }[] = [];
    const stop = onProfileSwitchRequest((id, then) => requests.push({ id, then }));
    try {
      const bridge = fakeBridge(
        { 'home.overview': () => overview([card('p1', 'sandbox'), card('p2', 'live')]) },
        { profiles: [{ id: 'p1' }, { id: 'p2', kind: 'live' }], active: 'p1' },
      );
      show(bridge);
      const [first, second] = (await screen.findAllByTestId('home-card')) as [HTMLElement, HTMLElement];
      fireEvent.click(within(first).getByTestId('home-open-bulk-jobs'));
      await waitFor(() => expect(window.location.hash).toBe('#/bulk-jobs/jobs'));
      expect(requests).toHaveLength(0);

      window.history.replaceState(null, '', '#/home');
      fireEvent.click(within(second).getByRole('link', { name: /Call of p2/ }));
      expect(requests.map((r) => r.id)).toEqual(['p2']);
      // Nothing opens until the switcher has switched (a live one is confirmed there first).
      expect(window.location.hash).toBe('#/home');
      requests[0]?.then?.();
      await waitFor(() => expect(window.location.hash).toBe('#/video-calls/call/p2-call'));
    } finally {
      stop();
    }
  });

  it('reads every profile again on Refresh all', async () => {
    const bridge = fakeBridge({ 'home.overview': () => overview([card('p1', 'sandbox')]) });
    show(bridge);
    await screen.findAllByTestId('home-card');
    fireEvent.click(screen.getByTestId('home-refresh'));
    await waitFor(() =>
      expect(bridge.calls.filter((c) => c.channel === 'home.overview').map((c) => c.input.refresh)).toContain(
        true,
      ),
    );
  });
});
