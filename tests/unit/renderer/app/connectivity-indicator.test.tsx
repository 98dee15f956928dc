import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDisplayLocale } from '../../../../src/shared/format';
import { ConnectivityIndicator } from '../../../../src/renderer/src/components/ConnectivityIndicator';

describe('connection indicator', () => {
  beforeAll(() => setDisplayLocale('en-GB'));
  afterAll(() => setDisplayLocale(undefined));

  it('names failed operations in words and writes times with the one formatter', async () => {
    const since = new Date(Date.now() - 3 * 60_000);
    render(
      <MantineProvider>
        <ConnectivityIndicator
          connectivity={{
            profileId: 'p1',
            state: 'degraded',
            since: since.toISOString(),
            failures: [
              { at: '2026-11-24T07:15:09.000Z', operation: 'listChannelPosts', message: 'timed out' },
            ],
          }}
        />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByTestId('connectivity-button'));
    const failure = await screen.findByTestId('connectivity-failure');
    expect(failure.textContent).toContain('List channel posts');
    expect(failure.textContent).not.toContain('listChannelPosts');
    expect(failure.textContent).toMatch(/\d\d:\d\d:\d\d/);
    expect(screen.getByText(/since \d\d:\d\d \(3 minutes ago\)/)).toBeTruthy();
  });
});
