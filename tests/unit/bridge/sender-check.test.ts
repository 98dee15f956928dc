import { describe, expect, it } from 'vitest';
import { bridgeNames, channelNames, IPC_CHANNEL_PREFIX, IPC_NAMES_CHANNEL } from '../../../src/shared/bridge';
import {
  createSenderCheck,
  registerBridge,
  type IpcInvokeEventLike,
} from '../../../src/main/app/bridge/register-ipc';
import { isOwnPageUrl } from '../../../src/main/app/electron/navigation';
import { createFakeIpcMain, OWN_PAGE, ownSender } from './fakes';

const RENDERER_FILE = '/opt/creator-console/out/renderer/index.html';
const check = createSenderCheck((url) => isOwnPageUrl(url, { rendererFile: RENDERER_FILE }));

/** Senders that must never reach a service, whatever the channel. */
const foreignSenders: Array<[string, IpcInvokeEventLike]> = [
  ['a remote page', { senderFrame: { url: 'https://evil.example/', parent: null } }],
  [
    'a lookalike of our file',
    { senderFrame: { url: 'file:///opt/creator-console/out/renderer/index.html.evil', parent: null } },
  ],
  ['another local file', { senderFrame: { url: 'file:///tmp/evil.html', parent: null } }],
  ['a data: page', { senderFrame: { url: 'data:text/html,<script>1</script>', parent: null } }],
  ['about:blank', { senderFrame: { url: 'about:blank', parent: null } }],
  ['a dev server that is not configured', { senderFrame: { url: 'http://localhost:5173/', parent: null } }],
  ['our page inside a sub-frame', { senderFrame: { url: OWN_PAGE, parent: { url: OWN_PAGE } } }],
  [
    'a remote sub-frame of our page',
    { senderFrame: { url: 'https://evil.example/', parent: { url: OWN_PAGE } } },
  ],
  ['a sub-frame whose parent is undefined', { senderFrame: { url: OWN_PAGE, parent: undefined } }],
  ['a missing senderFrame', { sender: {} }],
  ['a null senderFrame (frame already gone)', { senderFrame: null, sender: {} }],
  ['a frame without a url', { senderFrame: { parent: null } as unknown as { url: string; parent: null } }],
];

/** The bridge on a fake ipcMain with the sender check; `reached` lists the channels that got past it. */
function bridgeWithCheck() {
  const ipcMain = createFakeIpcMain();
  const reached: string[] = [];
  registerBridge(
    ipcMain,
    async (channel) => {
      reached.push(channel);
      return { ok: true, value: null };
    },
    check,
  );
  return { ipcMain, reached };
}

describe('the sender check, against every channel', () => {
  it.each(foreignSenders)('refuses %s on every channel before the input is parsed', async (_label, event) => {
    const { ipcMain, reached } = bridgeWithCheck();
    expect(ipcMain.handlers.size).toBe(channelNames.length);
    for (const name of channelNames) {
      const answer = await ipcMain.invoke(IPC_CHANNEL_PREFIX + name, event, { anything: 'at all' });
      expect(answer, name).toMatchObject({ ok: false, error: { kind: 'forbidden_sender' } });
    }
    expect(reached).toEqual([]);
    expect(ipcMain.sendSync(IPC_NAMES_CHANNEL, event), 'the names are not told either').toBeNull();
  });

  it('lets our own main frame through on every channel (the check is not inverted)', async () => {
    const { ipcMain, reached } = bridgeWithCheck();
    for (const name of channelNames) {
      await expect(ipcMain.invoke(IPC_CHANNEL_PREFIX + name, ownSender(), {})).resolves.toEqual({
        ok: true,
        value: null,
      });
    }
    expect(reached).toEqual(channelNames);
    expect(ipcMain.sendSync(IPC_NAMES_CHANNEL, ownSender())).toEqual(bridgeNames);
  });

  it('accepts our page with a hash route or a query', () => {
    expect(check(ownSender(`${OWN_PAGE}#/profiles`))).toBe(true);
    expect(check(ownSender(`${OWN_PAGE}?theme=dark`))).toBe(true);
  });

  it('accepts the dev server origin only when it is configured', () => {
    const dev = createSenderCheck((url) =>
      isOwnPageUrl(url, { rendererFile: RENDERER_FILE, devServerUrl: 'http://localhost:5173' }),
    );
    expect(dev(ownSender('http://localhost:5173/'))).toBe(true);
    expect(dev(ownSender('http://localhost:5174/'))).toBe(false);
    expect(dev(ownSender('http://127.0.0.1:5173/'))).toBe(false);
    expect(dev({ senderFrame: { url: 'http://localhost:5173/', parent: {} } })).toBe(false);
  });
});
