import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiContext } from '../../../../src/renderer/src/data/api-context';
import { createQueryClient } from '../../../../src/renderer/src/data/query';
import { AnalyticsScreen } from '../../../../src/renderer/src/areas/analytics/AnalyticsScreen';
import {
  ChartPlaceholder,
  SLOW_AFTER_MS,
} from '../../../../src/renderer/src/areas/analytics/ChartPlaceholder';
import { resetAnalyticsView } from '../../../../src/renderer/src/areas/analytics/view-store';
import type { Connectivity } from '../../../../src/shared/channels/app';
import { fakeBridge, wait } from '../fake-bridge';

const unreachable: Connectivity = {
  profileId: 'p1',
  state: 'unreachable',
  since: '2025-01-15T06:00:00.000Z',
  message: 'The last 3 calls got no answer: the connection was refused.',
};

const inMantine = (element: ReturnType<typeof createElement>) =>
  render(createElement(MantineProvider, null, element));

beforeEach(() => {
  localStorage.clear();
  resetAnalyticsView();
});
afterEach(() => vi.useRealTimers());

describe('where the chart will be, while there is none', () => {
  it('shows grey placeholders only while a call is under way, and says it is still waiting after 2 s', () => {
    vi.useFakeTimers();
    const view = inMantine(createElement(ChartPlaceholder, { loading: true, connectivity: null }));
    expect(screen.getByTestId('analytics-loading')).toBeTruthy();
    expect(screen.queryByTestId('analytics-slow')).toBeNull();
    act(() => vi.advanceTimersByTime(SLOW_AFTER_MS + 10));
    expect(screen.getByTestId('analytics-slow').textContent).toContain('Still waiting for the service…');
    view.rerender(
      createElement(
        MantineProvider,
        null,
        createElement(ChartPlaceholder, { loading: false, connectivity: null }),
      ),
    );
    expect(screen.queryByTestId('analytics-loading')).toBeNull();
  });

  it('says at once that the service cannot be reached, with the cause, instead of placeholders', () => {
    inMantine(createElement(ChartPlaceholder, { loading: true, connectivity: unreachable }));
    const alert = screen.getByTestId('analytics-unreachable');
    expect(alert.textContent).toContain('The service cannot be reached');
    expect(alert.textContent).toContain('the connection was refused');
    expect(alert.textContent).toContain('Nothing is lost');
    expect(screen.queryByTestId('analytics-loading')).toBeNull();
  });

  it('on the screen: a known unreachable service is said while the request still hangs', async () => {
    const fake = fakeBridge(
      {
        'analytics.channels': () => ({ channels: [] }),
        'analytics.cached': () => ({ entries: [] }),
        'analytics.activity': () => wait,
        'app.connectivity': () => unreachable,
      },
      { profiles: [{ id: 'p1' }] },
    );
    const client = createQueryClient();
    render(
      createElement(
        ApiContext.Provider,
        { value: fake.api },
        createElement(
          QueryClientProvider,
          { client },
          createElement(MantineProvider, null, createElement(AnalyticsScreen)),
        ),
      ),
    );
    await waitFor(() => expect(fake.callsTo('analytics.activity')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('analytics-unreachable')).toBeTruthy());
    expect(screen.queryByTestId('analytics-loading')).toBeNull();
  });
});
