import { describe, expect, it, vi } from 'vitest';
import {
  bridgeNames,
  channelNames,
  eventNames,
  IPC_CHANNEL_PREFIX,
  IPC_EVENT_PREFIX,
  IPC_NAMES_CHANNEL,
  splitChannel,
} from '../../../src/shared/bridge';
import { exposeApi, type ContextBridgeLike, type IpcRendererLike } from '../../../src/preload/expose';

type IpcListener = (event: unknown, payload: unknown) => void;

/** Main's answer to the preload's names message: the table's names, or what a test makes it answer. */
function fakeElectron(namesAnswer: unknown = bridgeNames) {
  const exposed: Array<[string, unknown]> = [];
  const listeners = new Map<string, Set<IpcListener>>();
  const contextBridge: ContextBridgeLike = { exposeInMainWorld: (key, api) => void exposed.push([key, api]) };
  const ipcRenderer: IpcRendererLike & {
    emit(channel: string, payload: unknown): void;
    count(channel: string): number;
  } = {
    invoke: vi.fn(async (channel: string, input: unknown) => ({ ok: true, value: { channel, input } })),
    sendSync: vi.fn((channel: string) => (channel === IPC_NAMES_CHANNEL ? namesAnswer : undefined)),
    on(channel, listener) {
      const set = listeners.get(channel) ?? new Set<IpcListener>();
      set.add(listener);
      listeners.set(channel, set);
      return this;
    },
    removeListener(channel, listener) {
      listeners.get(channel)?.delete(listener);
      return this;
    },
    emit(channel, payload) {
      for (const listener of listeners.get(channel) ?? [])
        listener({ sender: 'the raw IpcRendererEvent' }, payload);
    },
    count: (channel) => listeners.get(channel)?.size ?? 0,
  };
  exposeApi(contextBridge, ipcRenderer);
  const [entry] = exposed;
  return { exposed, ipcRenderer, api: entry?.[1] as Record<string, unknown> };
}

const areas = [...new Set(channelNames.map((name) => splitChannel(name)[0]))];
const firstEvent = eventNames[0];

describe('exposeApi (Electron preload)', () => {
  it('exposes exactly one global, `api`', () => {
    const { exposed } = fakeElectron();
    expect(exposed.map(([key]) => key)).toEqual(['api']);
  });

  it('gives `api` exactly the table areas plus `on`', () => {
    const { api } = fakeElectron();
    expect(Object.keys(api).sort()).toEqual([...areas, 'on'].sort());
  });

  it('gives each area exactly its channels as functions, and nothing else', () => {
    const { api } = fakeElectron();
    for (const area of areas) {
      const verbs = channelNames
        .filter((name) => splitChannel(name)[0] === area)
        .map((name) => splitChannel(name)[1]);
      const group = api[area] as Record<string, unknown>;
      expect(Object.keys(group).sort(), area).toEqual(verbs.sort());
      for (const verb of verbs) expect(typeof group[verb]).toBe('function');
    }
  });

  it('asks main for the names once, synchronously, and builds every area from them', () => {
    const { ipcRenderer, api } = fakeElectron();
    expect(ipcRenderer.sendSync).toHaveBeenCalledTimes(1);
    expect(ipcRenderer.sendSync).toHaveBeenCalledWith(IPC_NAMES_CHANNEL);
    const fewer = fakeElectron({ channels: ['profiles.list'], events: ['profiles.changed'] });
    expect(Object.keys(fewer.api).sort()).toEqual(['on', 'profiles']);
    expect(Object.keys(api).length).toBe(areas.length + 1);
  });

  it('exposes nothing when main does not give the names (a page that is not ours), and says to reload', () => {
    expect(() => fakeElectron(null)).toThrow(/reload the window/);
  });

  it('is frozen all the way down, so the page cannot swap a method', () => {
    const { api } = fakeElectron();
    expect(Object.isFrozen(api)).toBe(true);
    for (const area of areas) expect(Object.isFrozen(api[area])).toBe(true);
  });

  it('calls `bridge:<channel>` with the input, `{}` when none is given', async () => {
    const { api, ipcRenderer } = fakeElectron();
    const profiles = api.profiles as Record<string, (input?: unknown) => Promise<unknown>>;
    await profiles.list?.();
    await profiles.delete?.({ id: 'p-1' });
    expect(ipcRenderer.invoke).toHaveBeenNthCalledWith(
      1,
      `${IPC_CHANNEL_PREFIX}profiles.list`,
      {},
      undefined,
    );
    expect(ipcRenderer.invoke).toHaveBeenNthCalledWith(
      2,
      `${IPC_CHANNEL_PREFIX}profiles.delete`,
      { id: 'p-1' },
      undefined,
    );
  });

  it('`on` delivers only the payload (never the raw IPC event) and its unsubscribe removes the listener', () => {
    if (!firstEvent) throw new Error('the event table is empty');
    const { api, ipcRenderer } = fakeElectron();
    const on = api.on as (event: string, listener: (...args: unknown[]) => void) => () => void;
    const listener = vi.fn();
    const unsubscribe = on(firstEvent, listener);
    expect(ipcRenderer.count(IPC_EVENT_PREFIX + firstEvent)).toBe(1);

    ipcRenderer.emit(IPC_EVENT_PREFIX + firstEvent, { state: 'online' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]).toEqual([{ state: 'online' }]);

    unsubscribe();
    expect(ipcRenderer.count(IPC_EVENT_PREFIX + firstEvent)).toBe(0);
    ipcRenderer.emit(IPC_EVENT_PREFIX + firstEvent, { state: 'offline' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it.each(['nope', 'bridge:profiles.list', '__proto__', ''])(
    '`on(%j)` throws for an event that is not in the table',
    (name) => {
      const { api, ipcRenderer } = fakeElectron();
      const on = api.on as (event: string, listener: () => void) => () => void;
      expect(() => on(name, () => undefined)).toThrow(/Unknown event/);
      expect(ipcRenderer.count(IPC_EVENT_PREFIX + name)).toBe(0);
    },
  );

  it('hands the page no way to reach ipcRenderer', () => {
    const { api, ipcRenderer } = fakeElectron();
    const seen = new Set<unknown>();
    const walk = (value: unknown): void => {
      if (value === null || (typeof value !== 'object' && typeof value !== 'function') || seen.has(value))
        return;
      seen.add(value);
      expect(value).not.toBe(ipcRenderer);
      for (const key of Object.keys(value)) walk((value as Record<string, unknown>)[key]);
    };
    walk(api);
    expect(seen.has(ipcRenderer)).toBe(false);
  });
});
