import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { activityQueryForm } from '../../../../src/shared/areas/analytics/channels';
import { istToday, rangeProblem } from '../../../../src/shared/areas/analytics/domain';
import { setDisplayLocale } from '../../../../src/shared/format';

beforeAll(() => setDisplayLocale('en-GB'));
afterAll(() => setDisplayLocale(undefined));
import { loadActivity } from '../../../../src/main/areas/analytics/activity';
import { useContractForm } from '../../../../src/renderer/src/data/form';
import { QueryForm } from '../../../../src/renderer/src/areas/analytics/QueryForm';
import type { QueryDraft } from '../../../../src/renderer/src/areas/analytics/view-store';
import { NOW } from './fixtures';

const TODAY = istToday(NOW);
const draft = (from: string | null, to: string | null): QueryDraft => ({
  preset: 'custom',
  from,
  to,
  channels: [],
});

/** The words main answers a request with when it refuses the range. */
async function mainSays(from: string, to: string): Promise<string> {
  const deps = { client: vi.fn(), cache: {}, now: () => NOW } as unknown as Parameters<
    typeof loadActivity
  >[1];
  const failure = await loadActivity({ from, to, mode: 'cache-first' }, deps).catch((e: unknown) => e);
  return (failure as { error: { message: string } }).error.message;
}

afterEach(() => cleanup());

describe('the analytics query form', () => {
  it("checks the range with main's own words, written once in src/shared", async () => {
    const { result } = renderHook(() =>
      useContractForm<QueryDraft>(activityQueryForm(TODAY), {
        initialValues: draft('2025-01-01', '2025-01-10'),
      }),
    );
    act(() => expect(result.current.validate().hasErrors).toBe(false));
    for (const [from, to] of [
      ['2025-01-10', '2025-01-20'],
      ['2025-01-10', '2025-01-01'],
      ['2021-01-01', '2025-01-01'],
    ] as const) {
      act(() => result.current.setValues({ from, to }));
      let errors: Record<string, unknown> = {};
      act(() => {
        errors = result.current.validate().errors;
      });
      expect(errors).toEqual({ range: await mainSays(from, to) });
      expect(result.current.errors.range).toBe(rangeProblem({ from, to }, TODAY));
    }
    act(() => result.current.setValues({ to: null }));
    act(() => void result.current.validate());
    expect(result.current.errors.range).toMatch(/^Choose both a first and a last day/);
  });

  it('charts a preset at once, and explains an unfinished range it was reopened on', () => {
    const onEdit = vi.fn();
    const view = render(
      createElement(
        MantineProvider,
        null,
        createElement(QueryForm, {
          draft: draft('2025-01-06', '2025-01-15'),
          channels: [],
          onEdit,
          now: NOW,
        }),
      ),
    );
    expect(screen.getByTestId('analytics-zone-note').textContent).toMatch(/^10 days\. /);
    // The picked days are written by the console's formatter.
    expect(screen.getByTestId('analytics-days').textContent).toBe('6 Jan 2025 – 15 Jan 2025');
    fireEvent.click(screen.getByTestId('analytics-preset'));
    fireEvent.click(screen.getByRole('option', { name: 'Last 7 days' }));
    expect(onEdit).toHaveBeenLastCalledWith(
      { preset: 'last7', from: '2025-01-09', to: '2025-01-15', channels: [] },
      true,
    );
    view.unmount();

    render(
      createElement(
        MantineProvider,
        null,
        createElement(QueryForm, { draft: draft('2025-01-06', null), channels: [], onEdit, now: NOW }),
      ),
    );
    expect(screen.getByRole('alert').textContent).toMatch(/^Choose both a first and a last day/);
  });
});
