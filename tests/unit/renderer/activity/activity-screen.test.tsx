import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityEntry, ActivityFilter } from '../../../../src/shared/areas/activity/channels';
import { operationNames } from '../../../../src/shared/contract/operations';
import { setDisplayLocale } from '../../../../src/shared/format';
import { ActivityScreen } from '../../../../src/renderer/src/areas/activity/ActivityScreen';
import { attemptsText, callStatus } from '../../../../src/renderer/src/areas/activity/call-words';
import { operationName, operationWords } from '../../../../src/renderer/src/components/operation-names';
import { fakeBridge, wrapper } from '../fake-bridge';

const base: ActivityEntry = {
  id: 'c-ok',
  time: new Date(Date.now() - 5 * 60_000).toISOString(),
  profileId: 'p1',
  operation: 'listChannelPosts',
  method: 'GET',
  path: '/api/v1/external/community/channels/aaaaaaaaaaaaaaaaaaaaaaaa/posts',
  query: { page: '1', token: '[redacted]' },
  status: 200,
  durationMs: 120,
  attempts: 1,
};
const forbidden: ActivityEntry = {
  ...base,
  id: 'c-403',
  status: 403,
  errorKind: 'http',
  errorCode: 'CHANNEL_PERMISSION_DENIED',
  message: 'You are not allowed to read this channel.',
  attempts: 3,
};
const expectedLookup: ActivityEntry = {
  ...base,
  id: 'c-404',
  operation: 'lookupUser',
  path: '/api/v1/external/users/lookup',
  query: { email: 'new@example.com' },
  status: 404,
  errorKind: 'http',
  expected: 'not-found',
};

/** `listed`: what the list shows (all of `entries` unless given); a read by id finds any of `entries`. */
function mount(entries: ActivityEntry[], listed = entries) {
  const fake = fakeBridge(
    {
      'activity.list': (filter: ActivityFilter) => ({
        entries: filter.id ? entries.filter((e) => e.id === filter.id) : listed,
      }),
    },
    { profiles: [{ id: 'p1', name: 'Studio sandbox' }] },
  );
  const Wrapper = wrapper(fake.api);
  render(
    <MantineProvider>
      <Wrapper>
        <ActivityScreen />
      </Wrapper>
    </MantineProvider>,
  );
  return fake;
}

describe('Activity screen', () => {
  beforeAll(() => setDisplayLocale('en-GB'));
  afterAll(() => setDisplayLocale(undefined));
  beforeEach(() => {
    window.history.replaceState(null, '', '#/activity');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });

  it('names every operation of the contract in words', () => {
    for (const name of operationNames) {
      expect(operationWords[name], name).toMatch(/^[A-Z][a-z]/);
      expect(operationWords[name]).not.toBe(name);
    }
    expect(Object.keys(operationWords).sort()).toEqual([...operationNames].sort());
    expect(operationName('listChannelPosts')).toBe('List channel posts');
    expect(operationName('connectionTest.integration')).toBe('Test the API key (empty probe)');
    expect(operationName('somethingNewer')).toBe('somethingNewer');
  });

  it('says a status whole, with what it means for the data', () => {
    expect(callStatus(forbidden)).toEqual({ label: '403 Not allowed', color: 'yellow' });
    expect(callStatus(expectedLookup).note).toBe('Expected: not yet a customer');
    expect(callStatus({ ...base, status: undefined, errorKind: 'network', outcome: 'unknown' })).toEqual({
      label: 'No answer',
      color: 'red',
      note: 'Outcome unknown: check before sending again',
    });
    expect(attemptsText(3)).toBe('3 attempts (2 retries)');
    expect(attemptsText(0)).toBe('Not sent');
  });

  it('shows operations in words, whole statuses with the errorCode, and relative times', async () => {
    mount([forbidden, base]);
    const rows = await screen.findAllByTestId('activity-row');
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('List channel posts')).toBeTruthy();
    expect(first.getByText('403 Not allowed')).toBeTruthy();
    expect(first.getByText('CHANNEL_PERMISSION_DENIED')).toBeTruthy();
    const time = first.getByText('5 minutes ago');
    expect(time.getAttribute('title')).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d/);
  });

  it('opens a call at its own address, with the redacted request, message, timing and retries', async () => {
    mount([forbidden, base]);
    const [row] = await screen.findAllByTestId('activity-open');
    fireEvent.click(row as HTMLElement);
    expect(window.location.hash).toBe('#/activity/call/c-403');
    const detail = await screen.findByTestId('activity-detail');
    const inDetail = within(detail);
    expect(inDetail.getByText('You are not allowed to read this channel.')).toBeTruthy();
    expect(inDetail.getByTestId('activity-detail-request').textContent).toContain('GET /api/v1/external');
    expect(inDetail.getByText('[redacted]')).toBeTruthy();
    expect(inDetail.getByText(/3 attempts \(2 retries\)/)).toBeTruthy();
    expect(inDetail.getByText('Studio sandbox')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close the call details' }));
    await waitFor(() => expect(window.location.hash).toBe('#/activity'));
  });

  it('reads a call by id when its address is opened directly and the list does not hold it', async () => {
    window.history.replaceState(null, '', '#/activity/call/c-404');
    act(() => window.dispatchEvent(new HashChangeEvent('hashchange')));
    const fake = mount([expectedLookup], []);
    expect(await screen.findByTestId('activity-expected')).toBeTruthy();
    expect(screen.getByTestId('activity-expected').textContent).toContain(
      'Expected: not found means not yet a customer',
    );
    expect(fake.callsTo('activity.list')).toContainEqual({ id: 'c-404', limit: 1 });
  });

  it('leaves expected lookups out of errors only unless asked to include them', async () => {
    const fake = mount([forbidden]);
    await screen.findAllByTestId('activity-row');
    expect(screen.queryByTestId('activity-include-expected')).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Errors only' }));
    await waitFor(() =>
      expect(fake.callsTo('activity.list')).toContainEqual({ limit: 500, errorsOnly: true }),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /Include expected/ }));
    await waitFor(() =>
      expect(fake.callsTo('activity.list')).toContainEqual({
        limit: 500,
        errorsOnly: true,
        includeExpected: true,
      }),
    );
  });
});
