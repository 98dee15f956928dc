import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppConfigScreen } from '../../../../src/renderer/src/areas/app-config/AppConfigScreen';
import { deferred, failure, fakeBridge, wrapper, type FakeBridge } from '../fake-bridge';

const MONTHLY = 'ae0000000000000000000001';
const YEARLY = 'ae0000000000000000000002';
const mangoes = [
  { _id: MONTHLY, title: 'Masterclass Monthly' },
  { _id: YEARLY, title: 'Pro Yearly' },
];

const show = (bridge: FakeBridge) => {
  const Bridge = wrapper(bridge.api);
  return render(
    <MantineProvider env="test">
      <Bridge>
        <AppConfigScreen />
      </Bridge>
    </MantineProvider>,
  );
};

/** Removes a picked Mango with its pill's remove button (the MultiSelect's own control). */
function removePill(title: string) {
  const pill = screen.getAllByText(title).find((el) => el.closest('.mantine-Pill-root'));
  const remove = pill?.closest('.mantine-Pill-root')?.querySelector('button');
  if (!remove) throw new Error(`no pill for ${title}`);
  fireEvent.mouseDown(remove);
  fireEvent.click(remove);
}

afterEach(cleanup);

describe('app configuration', () => {
  it('shows what will change, warns before removing every Mango, and saves once with what it showed', async () => {
    const answer = deferred<unknown>();
    const bridge = fakeBridge({
      'appConfig.get': () => ({ app: 'levelup', allowedMangoes: [mangoes[0]] }),
      'community.accessOptions': () => ({ mangoes, badges: [] }),
      'appConfig.update': () => answer.promise,
    });
    show(bridge);
    expect((await screen.findByTestId('app-count')).textContent).toBe('1 allowed');
    expect((screen.getByTestId('app-review-button') as HTMLButtonElement).disabled).toBe(true);
    removePill('Masterclass Monthly');
    fireEvent.click(screen.getByTestId('app-review-button'));
    const review = await screen.findByTestId('app-review');
    expect(review.textContent).toContain('− Masterclass Monthly');
    expect(review.textContent).toContain('No Mango will be allowed');
    const save = screen.getByTestId('app-save');
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(bridge.count('appConfig.update')).toBe(1));
    expect(bridge.callsTo('appConfig.update')[0]).toMatchObject({
      app: 'levelup',
      expected: [MONTHLY],
      mangoes: [],
    });
    answer.resolve({
      before: { app: 'levelup', allowedMangoes: [mangoes[0]] },
      after: { app: 'levelup', allowedMangoes: [] },
      change: { added: [], removed: [MONTHLY] },
    });
    // Saved: the configuration is read again.
    await waitFor(() => expect(bridge.count('appConfig.get')).toBe(2));
  });

  it('says why an app cannot be read, in the service’s words', async () => {
    const bridge = fakeBridge({
      'appConfig.get': () =>
        failure({
          kind: 'http',
          status: 400,
          message:
            'The service refused “Read an app configuration”: the app levelup is not installed on the dashboard',
        }),
      'community.accessOptions': () => ({ mangoes, badges: [] }),
    });
    show(bridge);
    expect(await screen.findByText(/not installed on the dashboard/)).toBeTruthy();
    expect(screen.queryByTestId('app-mangoes')).toBeNull();
  });
});
