import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { setDisplayLocale } from '../../../../src/shared/format';
import type { ActivityResult } from '../../../../src/shared/areas/analytics/channels';
import { ActivityChart } from '../../../../src/renderer/src/areas/analytics/ActivityChart';
import { ActivityTooltip } from '../../../../src/renderer/src/areas/analytics/ActivityTooltip';
import { buildActivityView } from '../../../../src/renderer/src/areas/analytics/activity-view';
import { lightPalette } from '../../../../src/renderer/src/areas/analytics/chart-palette';
import { SummaryCards } from '../../../../src/renderer/src/areas/analytics/SummaryCards';
import { NOW } from './fixtures';
import '../fake-bridge';

beforeAll(() => setDisplayLocale('en-GB'));
afterAll(() => setDisplayLocale(undefined));

const rows = ['2025-01-11', '2025-01-12', '2025-01-13', '2025-01-14', '2025-01-15'].map((day, i) => ({
  date: `${day}T00:00:00.000Z`,
  totalPost: [4, 9, 2, 7, 1][i],
  totalComment: 3,
  totalLike: 5,
}));
const answer: ActivityResult = {
  from: '2025-01-11',
  to: '2025-01-15',
  startDate: 's',
  endDate: 'e',
  rows,
  fetchedAt: NOW.toISOString(),
  source: 'service',
};
const view = buildActivityView(answer, null, 'day', NOW);

const chart = (kind: 'line' | 'bar') =>
  render(
    createElement(ActivityChart, {
      buckets: view.buckets,
      grouping: 'day',
      kind,
      visible: ['posts'],
      showPrevious: false,
      palette: lightPalette,
      partialLabel: view.partial?.label,
      size: { width: 800, height: 400 },
    }),
  ).container;

describe('the activity chart', () => {
  it('joins daily counts with straight lines, never a smoothed curve', () => {
    const line = chart('line').querySelector('.series-posts path.recharts-line-curve');
    const d = line?.getAttribute('d') ?? '';
    expect(d).toMatch(/^M[\d.,\s]+(L[\d.,\s]+)+$/);
    expect(d).not.toMatch(/C/);
  });

  it('shades today so far, labels it, and draws its segment dashed from the last complete day', () => {
    const container = chart('line');
    // The shading covers the dashed segment, from the last complete day to today.
    const shade = container.querySelector('.analytics-partial-area path');
    expect(Number(shade?.getAttribute('width'))).toBeGreaterThan(100);
    expect(container.textContent).toContain('Today so far');
    const dashed = container.querySelector('.series-partial-posts path.recharts-line-curve');
    expect(dashed?.getAttribute('stroke-dasharray')).toBe('4 4');
    // Two points: the 14th (complete) to the 15th (today so far); the solid line stops at the 14th.
    expect((dashed?.getAttribute('d')?.match(/L/g) ?? []).length).toBe(1);
    const solid = container.querySelector('.series-posts path.recharts-line-curve');
    expect((solid?.getAttribute('d')?.match(/L/g) ?? []).length).toBe(3);
  });

  it('fades a partial bar and shades it too', () => {
    const container = chart('bar');
    expect(
      Number(container.querySelector('.analytics-partial-area path')?.getAttribute('width')),
    ).toBeGreaterThan(50);
    const bars = [...container.querySelectorAll('.series-posts .recharts-bar-rectangle path')];
    expect(bars.map((bar) => bar.getAttribute('fill-opacity'))).toEqual(['1', '1', '1', '1', '0.4']);
  });

  it('says in the tooltip and the totals that today is not final', () => {
    render(
      createElement(
        MantineProvider,
        null,
        createElement(ActivityTooltip, {
          bucket: view.buckets[4],
          visible: ['posts'],
          palette: lightPalette,
          partialLabel: view.partial?.label,
        }),
        createElement(SummaryCards, { view, visible: ['posts'], palette: lightPalette }),
      ),
    );
    expect(screen.getByTestId('analytics-tooltip').textContent).toContain('Wed, 15 Jan 2025');
    expect(screen.getByTestId('analytics-tooltip-partial').textContent).toBe(
      'Today so far: these counts are not final yet.',
    );
    expect(screen.getByTestId('analytics-total-posts-partial').textContent).toBe(
      'Includes 15 Jan 2025 (today so far), not final yet',
    );
  });
});
