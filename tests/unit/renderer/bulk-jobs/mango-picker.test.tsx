import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { mapHttpError } from '../../../../src/main/platform/api/errors';
import { repeatedSentences } from '../../../../src/shared/messages';
import { MappingCard } from '../../../../src/renderer/src/areas/bulk-jobs/MappingCard';
import { useMigrationView } from '../../../../src/renderer/src/areas/bulk-jobs/view-store';
import { failure, wrapper } from '../fake-bridge';
import { imported, sandboxBridge, summary } from './fixtures';

const SLOW = { timeout: 10_000 };
const inMantine = (node: ReactNode) => createElement(MantineProvider, null, node);
const picker = () => screen.getByTestId('mango-for-all') as HTMLInputElement;

beforeEach(() => useMigrationView.getState().reset());
afterEach(cleanup);

describe('the "one Mango for every row" picker', () => {
  it('says the list could not be loaded, with its cause once, and loads it on Retry', async () => {
    const cause = mapHttpError({ status: 500, headers: {}, text: '', operationLabel: 'List Mangoes' });
    let failing = true;
    const fake = sandboxBridge({
      'bulkJobs.mangoes': () =>
        failing
          ? failure(cause)
          : { mangoes: [{ id: 'ae0000000000000000000003', title: 'Pro Yearly', hidden: false }] },
      'bulkJobs.validate': () => summary(3),
      'bulkJobs.saveMapping': () => ({ saved: 2 }),
    });
    act(() => useMigrationView.getState().acceptImport(imported));
    render(inMantine(createElement(wrapper(fake.api), null, createElement(MappingCard))));

    const shown = await screen.findByTestId('mango-list-error', {}, SLOW);
    expect(shown.textContent).toBe(
      'The Mango list could not be loaded: The service had an internal error (500) on “List Mangoes”.',
    );
    expect(repeatedSentences(shown.textContent ?? '')).toEqual([]);
    // Not pretending to load: the picker says the list is missing and offers nothing to pick.
    expect(picker().placeholder).toBe('Mango list not loaded');
    expect(picker().placeholder).not.toMatch(/Loading/);
    expect(picker().disabled).toBe(true);
    const validations = fake.callsTo('bulkJobs.validate').length;

    failing = false;
    fireEvent.click(screen.getByTestId('mango-list-retry'));
    await waitFor(() => expect(screen.queryByTestId('mango-list-error')).toBeNull(), SLOW);
    expect(picker().placeholder).toBe('Use the Mango column');
    expect(picker().disabled).toBe(false);
    expect(fake.callsTo('bulkJobs.mangoes')).toHaveLength(2);
    // The file is checked again with the list, so its Mango names can now be matched.
    await waitFor(() => expect(fake.callsTo('bulkJobs.validate').length).toBe(validations + 1), SLOW);
  });

  it('says "Loading Mangoes…" only while the list is on its way', async () => {
    let answer: ((value: { mangoes: [] }) => void) | undefined;
    const fake = sandboxBridge({
      'bulkJobs.mangoes': () => new Promise((resolve) => (answer = resolve)),
      'bulkJobs.validate': () => summary(3),
      'bulkJobs.saveMapping': () => ({ saved: 2 }),
    });
    act(() => useMigrationView.getState().acceptImport(imported));
    render(inMantine(createElement(wrapper(fake.api), null, createElement(MappingCard))));
    await waitFor(() => expect(screen.getByTestId('mango-for-all')).toBeTruthy(), SLOW);
    expect(picker().placeholder).toBe('Loading Mangoes…');
    await waitFor(() => expect(answer).toBeDefined());
    await act(async () => answer?.({ mangoes: [] }));
    await waitFor(() => expect(picker().placeholder).toBe('No Mangoes on this profile'), SLOW);
    expect(screen.queryByTestId('mango-list-retry')).toBeNull();
  });
});
