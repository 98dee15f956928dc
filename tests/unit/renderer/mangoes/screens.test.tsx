import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { DraftSummary } from '../../../../src/shared/areas/mangoes/channels';
import { formatMoney } from '../../../../src/shared/areas/mangoes/domain/money';
import { mangoFields } from '../../../../src/shared/areas/mangoes/domain/fields';
import { navigate } from '../../../../src/renderer/src/data/route';
import { ApplyResults } from '../../../../src/renderer/src/areas/mangoes/ApplyResults';
import { DraftsTable } from '../../../../src/renderer/src/areas/mangoes/DraftsTable';
import { FieldRow } from '../../../../src/renderer/src/areas/mangoes/FieldRow';
import { MangoesScreen } from '../../../../src/renderer/src/areas/mangoes/MangoesScreen';
import { openDraftCounts } from '../../../../src/renderer/src/areas/mangoes/view';
import { starterCourse } from '../../mangoes/sample-mango';
import { failure, fakeBridge, wrapper } from '../fake-bridge';

const A = 'ae000000000000000000000a';
const B = 'ae000000000000000000000b';
const field = (path: string) => mangoFields.find((f) => f.path === path)!;
const inMantine = (node: ReactNode) => createElement(MantineProvider, null, node);

function summary(
  id: string,
  mangoId: string,
  state: DraftSummary['state'],
  extra: Partial<DraftSummary> = {},
) {
  return {
    id,
    mangoId,
    title: mangoId === A ? 'Webinar Pass' : 'Ebook',
    state,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    lines: [],
    changeCount: 1,
    weighty: 0,
    conflicts: state === 'conflict' ? 1 : 0,
    ...extra,
  } satisfies DraftSummary;
}

// happy-dom has no FontFaceSet; Mantine's autosizing text areas listen to it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

beforeEach(() => {
  window.history.replaceState(null, '', '#/');
  window.dispatchEvent(new HashChangeEvent('hashchange'));
});
afterEach(() => cleanup());

describe('a field of the draft editor', () => {
  const row = (path: string, stored: unknown, change: unknown) =>
    render(
      inMantine(
        createElement(FieldRow, {
          field: field(path),
          stored,
          change: change as never,
          locked: null,
          issues: [],
          problems: [],
          currency: field(path).currency,
          onSet: vi.fn(),
          onRevert: vi.fn(),
        }),
      ),
    );

  it('shows an unchanged EUR price with nothing stored as not set, never as cleared', () => {
    row('eurAmount', null, undefined);
    const box = screen.getByLabelText('EUR price');
    expect(box.getAttribute('placeholder')).toBe('(not set)');
    expect(screen.getByTestId('field-eurAmount').dataset.changed).toBe('no');
    expect(screen.getByTestId('field-eurAmount').textContent).not.toMatch(/cleared/i);
  });

  it('says cleared only when the draft empties the field', () => {
    row('eurAmount', 5, null);
    expect(screen.getByLabelText('EUR price').getAttribute('placeholder')).toBe('(cleared)');
    expect(screen.getByTestId('field-eurAmount').dataset.changed).toBe('cleared');
    expect(screen.getByTestId('stored-value').textContent).toBe(`Stored: ${formatMoney(5, 'EUR')}`);
  });

  it('writes a stored currency map with upper-case codes and a missing EUR as none', () => {
    row('pricing.strikeThrough', { inr: 999, usd: 15, eur: null }, undefined);
    const text = screen.getByTestId('field-pricing.strikeThrough').textContent ?? '';
    expect(text).toContain(`Stored: ${formatMoney(999, 'INR')}, ${formatMoney(15, 'USD')}, EUR (none)`);
    expect(text).not.toMatch(/\binr\b|\beur\b|cleared/);
  });
});

describe('the drafts table', () => {
  const table = (drafts: DraftSummary[], handlers: Record<string, (d: DraftSummary) => void> = {}) =>
    render(
      inMantine(
        createElement(DraftsTable, {
          drafts,
          selected: new Set<string>(),
          onToggle: vi.fn(),
          onToggleAll: vi.fn(),
          onOpen: vi.fn(),
          onResolve: handlers.resolve ?? vi.fn(),
          onDelete: vi.fn(),
          onApply: handlers.apply ?? vi.fn(),
          onKeep: handlers.keep ?? vi.fn(),
          openCounts: openDraftCounts(drafts),
        }),
      ),
    );

  it('has an Apply button on each row that can be applied, and none on the others', () => {
    const apply = vi.fn();
    const ready = summary('d-ready', A, 'ready');
    table([ready, summary('d-draft', B, 'draft')], { apply });
    const buttons = screen.getAllByTestId('apply-draft');
    expect(buttons).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Apply the draft of Webinar Pass' }));
    expect(apply).toHaveBeenCalledWith(ready);
  });

  it('labels a conflict in words, with a Resolve button named for the draft', () => {
    const resolve = vi.fn();
    table([summary('d-c', A, 'conflict')], { resolve });
    expect(screen.getByTestId('draft-conflict').textContent).toBe(
      'Conflict: changed on the service since you drafted',
    );
    const button = screen.getByRole('button', { name: 'Resolve the conflict of Webinar Pass' });
    expect(button.textContent).toBe('Resolve');
    fireEvent.click(button);
    expect(resolve).toHaveBeenCalled();
  });

  it('marks duplicate drafts of one Mango, lets the person keep one, and offers no Apply for them', () => {
    const keep = vi.fn();
    const newer = summary('d-new', A, 'ready');
    table([newer, summary('d-old', A, 'ready'), summary('d-other', B, 'ready')], { keep });
    expect(screen.getAllByTestId('draft-duplicate')).toHaveLength(2);
    expect(screen.getAllByTestId('apply-draft')).toHaveLength(1);
    const rows = screen.getAllByTestId('draft-row');
    expect((within(rows[0]!).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(rows[0]!).getByTestId('keep-draft'));
    expect(keep).toHaveBeenCalledWith(newer);
  });
});

describe('the results of the last apply', () => {
  it('shows each draft as it is now: a conflict resolved since no longer reads Conflict', () => {
    const results = [{ draftId: 'd1', state: 'conflict' as const, message: 'Changed on the service.' }];
    const view = render(
      inMantine(
        createElement(ApplyResults, { results, drafts: [summary('d1', A, 'conflict')], onClose: vi.fn() }),
      ),
    );
    expect(screen.getByTestId('apply-result').dataset.state).toBe('conflict');
    view.rerender(
      inMantine(
        createElement(ApplyResults, { results, drafts: [summary('d1', A, 'ready')], onClose: vi.fn() }),
      ),
    );
    const line = screen.getByTestId('apply-result');
    expect(line.dataset.state).toBe('ready');
    expect(line.textContent).toMatch(/^ReadyWebinar Pass: now ready/);
    expect(line.textContent).not.toMatch(/^Conflict/);
  });

  it('is valid markup: each line is a paragraph that holds no block (React warns of a <div> in a <p>)', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const results = [{ draftId: 'd1', state: 'conflict' as const, message: 'Changed on the service.' }];
      render(
        inMantine(
          createElement(ApplyResults, { results, drafts: [summary('d1', A, 'conflict')], onClose: vi.fn() }),
        ),
      );
      const line = screen.getByTestId('apply-result');
      expect(line.tagName).toBe('P');
      expect(line.querySelector('div, p, ul, table')).toBeNull();
      const nesting = errors.mock.calls
        .map((call) => call.join(' '))
        .filter((text) => /cannot (contain|be) a/.test(text));
      expect(nesting).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });
});

describe('the Mangoes screen', () => {
  const unreachable = failure({ kind: 'network', message: 'The service could not be reached.' });
  const mount = (handlers: Parameters<typeof fakeBridge>[0]) => {
    const bridge = fakeBridge({ 'mangoes.drafts': () => ({ drafts: [] }), ...handlers });
    render(inMantine(createElement(wrapper(bridge.api), null, createElement(MangoesScreen))));
    return bridge;
  };

  it('says the one true thing when the service is unreachable and nothing is cached yet', async () => {
    mount({
      'mangoes.list': () => ({ profileId: 'p1', refreshedAt: null, mangoes: [] }),
      'mangoes.refresh': () => unreachable,
    });
    const empty = await screen.findByTestId('mangoes-empty');
    await waitFor(() => expect(empty.dataset.reason).toBe('unreachable'));
    expect(empty.textContent).toMatch(/cannot be reached, and no Mangoes are kept on this computer yet/);
    expect(empty.textContent).toMatch(/your network connection, then choose Refresh/);
    expect(screen.queryByTestId('refresh-error')).toBeNull();
    expect(document.body.textContent).not.toMatch(/showing the (cached )?list/i);
  });

  it('shows the cached list with its age when the service is unreachable', async () => {
    const refreshedAt = new Date(Date.now() - 3 * 3600_000).toISOString();
    mount({
      'mangoes.list': () => ({
        profileId: 'p1',
        refreshedAt,
        mangoes: [{ mango: { ...starterCourse, _id: A }, fetchedAt: refreshedAt }],
      }),
      'mangoes.refresh': () => unreachable,
    });
    const alert = await screen.findByTestId('refresh-error');
    expect(alert.textContent).toMatch(/showing the list kept on this computer, read 3 hours ago/);
    expect(screen.queryByTestId('mangoes-empty')).toBeNull();
    expect(screen.getAllByTestId('mango-row')).toHaveLength(1);
  });

  it('reopens the Mango’s saved draft, with its changes, from its address', async () => {
    const draft = {
      id: 'd-1',
      profileId: 'p1',
      mangoId: A,
      title: 'Starter Course',
      base: { ...starterCourse, _id: A },
      baseFetchedAt: '2026-11-20T10:00:00.000Z',
      changes: { price: 399 },
      state: 'ready',
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
    };
    const bridge = mount({
      'mangoes.list': () => ({ profileId: 'p1', refreshedAt: null, mangoes: [] }),
      'mangoes.refresh': () => unreachable,
      'mangoes.drafts': () => ({ drafts: [summary('d-1', A, 'ready')] }),
      'mangoes.getDraft': () => draft,
      'mangoes.get': () => ({ mango: draft.base, fetchedAt: draft.baseFetchedAt, source: 'cache' }),
      'mangoes.saveDraft': () => ({ draft, issues: [] }),
    });
    act(() => navigate(['mangoes', 'mango', A, 'draft']));
    const price = await screen.findByTestId('field-price');
    expect(price.dataset.changed).toBe('changed');
    expect((screen.getByLabelText('Base price') as HTMLInputElement).value).toBe('399');
    expect(screen.getByText(/^Your draft of “/)).toBeTruthy();
    expect(bridge.callsTo('mangoes.getDraft')).toEqual([{ draftId: 'd-1' }]);
    // Saving updates that draft (by its id), never a second one.
    fireEvent.click(screen.getByTestId('save-draft'));
    await waitFor(() => expect(bridge.callsTo('mangoes.saveDraft')).toHaveLength(1));
    expect(bridge.callsTo('mangoes.saveDraft')[0]).toMatchObject({ draftId: 'd-1', mangoId: A });
  });
});
