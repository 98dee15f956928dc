import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Notifications } from '@mantine/notifications';
import { postRequest } from '../../../../src/renderer/src/areas/feed/new-post';
import { NewPostModal } from '../../../../src/renderer/src/areas/feed/NewPostModal';
import { deferred, failure, fakeBridge, wrapper, type FakeBridge } from '../fake-bridge';

const MONTHLY = 'ae0000000000000000000001';
const noop = () => undefined;
const show = (element: ReactElement, bridge: FakeBridge) => {
  const Bridge = wrapper(bridge.api);
  return render(
    <MantineProvider env="test">
      <Notifications />
      <Bridge>{element}</Bridge>
    </MantineProvider>,
  );
};
const targets = () => ({
  mangoes: [{ _id: MONTHLY, title: 'Masterclass Monthly' }],
  courses: [],
  webinars: [],
});

async function pickMonthlyAndWrite(caption: string) {
  const picker = screen.getByTestId('post-mangoes');
  fireEvent.click(picker);
  fireEvent.click((await screen.findAllByText('Masterclass Monthly'))[0]!);
  fireEvent.change(screen.getByTestId('post-caption'), { target: { value: caption } });
}

beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: noop, removeEventListener: noop },
    });
  }
});
afterEach(cleanup);

describe('new feed post', () => {
  it('builds the request from the form: blanks left out, no file address on a text post', () => {
    const base = {
      mangoes: [MONTHLY],
      excludeMangoes: [],
      caption: ' Hi ',
      contentUrl: 'https://cdn/x.jpg',
      scheduleTime: null,
    };
    expect(postRequest({ ...base, contentType: 'text' })).toEqual({
      mangoes: [MONTHLY],
      contentType: 'text',
      caption: 'Hi',
    });
    const at = new Date('2026-12-01T10:00:00.000Z');
    expect(postRequest({ ...base, contentType: 'image', scheduleTime: at })).toEqual({
      mangoes: [MONTHLY],
      contentType: 'image',
      caption: 'Hi',
      contentUrl: 'https://cdn/x.jpg',
      scheduleTime: '2026-12-01T10:00:00.000Z',
    });
  });

  it('shows what is missing on Preview and sends nothing', async () => {
    const bridge = fakeBridge({ 'webhooks.targets': targets });
    show(<NewPostModal onClose={noop} />, bridge);
    fireEvent.click(screen.getByTestId('post-preview-button'));
    expect(await screen.findByText('Pick at least one Mango to post to')).toBeTruthy();
    expect(await screen.findByText('A text post needs a caption')).toBeTruthy();
    expect(screen.queryByTestId('post-preview')).toBeNull();
    expect(bridge.count('feed.createPost')).toBe(0);
  });

  it('previews, then publishes once however often Publish is pressed', async () => {
    const answer = deferred<unknown>();
    const bridge = fakeBridge({ 'webhooks.targets': targets, 'feed.createPost': () => answer.promise });
    let closed = false;
    show(<NewPostModal onClose={() => (closed = true)} />, bridge);
    await waitFor(() => expect(bridge.count('webhooks.targets')).toBe(1));
    await pickMonthlyAndWrite('Live on Friday');
    fireEvent.click(screen.getByTestId('post-preview-button'));
    const preview = await screen.findByTestId('post-preview');
    expect(preview.textContent).toContain('Live on Friday');
    expect(preview.textContent).toContain('Masterclass Monthly');
    const publish = screen.getByTestId('post-publish');
    fireEvent.click(publish);
    fireEvent.click(publish);
    fireEvent.click(publish);
    await waitFor(() => expect(bridge.count('feed.createPost')).toBe(1));
    answer.resolve({ post: { _id: 'fe0000000000000000000099', caption: 'Live on Friday' }, repeated: false });
    await waitFor(() => expect(closed).toBe(true));
    expect(bridge.callsTo('feed.createPost')[0]).toMatchObject({
      post: { mangoes: [MONTHLY], contentType: 'text', caption: 'Live on Friday' },
    });
  });

  it('keeps the same draft key when Publish is pressed again after a failure', async () => {
    let n = 0;
    const bridge = fakeBridge({
      'webhooks.targets': targets,
      'feed.createPost': () =>
        ++n === 1
          ? failure({ kind: 'network', message: 'The service could not be reached.', outcome: 'not_sent' })
          : { post: { _id: 'fe0000000000000000000098' }, repeated: false },
    });
    show(<NewPostModal onClose={noop} />, bridge);
    await waitFor(() => expect(bridge.count('webhooks.targets')).toBe(1));
    await pickMonthlyAndWrite('Again');
    fireEvent.click(screen.getByTestId('post-preview-button'));
    fireEvent.click(await screen.findByTestId('post-publish'));
    expect(await screen.findByText('The service could not be reached.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('post-publish'));
    await waitFor(() => expect(bridge.count('feed.createPost')).toBe(2));
    const [first, second] = bridge.callsTo('feed.createPost');
    expect(first?.['requestKey']).toBeTypeOf('string');
    expect(second?.['requestKey']).toBe(first?.['requestKey']);
  });
});
