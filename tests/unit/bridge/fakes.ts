import { channelNames, type ChannelName } from '../../../src/shared/bridge';
import { createDispatcher } from '../../../src/main/app/bridge/dispatcher';
import { type Dispatch, type Handlers } from '../../../src/main/platform/handlers';
import type {
  IpcInvokeEventLike,
  IpcMainLike,
  IpcSyncEventLike,
} from '../../../src/main/app/bridge/register-ipc';

export const OWN_PAGE = 'file:///opt/creator-console/out/renderer/index.html';

type Listener = (event: IpcInvokeEventLike, input: unknown) => Promise<unknown>;

/** A stand-in for Electron's ipcMain that records what was registered and lets a test call it. */
export function createFakeIpcMain(): IpcMainLike & {
  handlers: Map<string, Listener>;
  invoke(channel: string, event: IpcInvokeEventLike, input: unknown): Promise<unknown>;
  /** A synchronous message (ipcRenderer.sendSync): what its listener set as `returnValue`. */
  sendSync(channel: string, event: IpcInvokeEventLike): unknown;
} {
  const handlers = new Map<string, Listener>();
  const syncListeners = new Map<string, Array<(event: IpcSyncEventLike) => void>>();
  return {
    handlers,
    on(channel, listener) {
      syncListeners.set(channel, [...(syncListeners.get(channel) ?? []), listener]);
    },
    sendSync(channel, event) {
      const sync: IpcSyncEventLike = { ...event, returnValue: undefined };
      for (const listener of syncListeners.get(channel) ?? []) listener(sync);
      return sync.returnValue;
    },
    handle(channel, listener) {
      if (handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
      handlers.set(channel, listener);
    },
    invoke(channel, event, input) {
      const listener = handlers.get(channel);
      // What Electron answers when the renderer invokes a channel nobody registered.
      if (!listener) return Promise.reject(new Error(`No handler registered for '${channel}'`));
      return listener(event, input);
    },
  };
}

/** The sender Electron reports for our own page's main frame. */
export function ownSender(url = OWN_PAGE): IpcInvokeEventLike {
  return { senderFrame: { url, parent: null }, sender: {} };
}

/**
 * Handlers for every channel that fail the way a real bug does: an exception whose message carries a
 * stack-like text. Whatever the input, the caller must get a typed error and never that text.
 */
export function crashingHandlers(calls: ChannelName[] = []): Handlers {
  const entries = channelNames.map((name) => [
    name,
    () => {
      calls.push(name);
      throw new Error(`boom in ${name}\n    at secretFunction (/home/me/src/main/areas/x.ts:1:1)`);
    },
  ]);
  return Object.fromEntries(entries) as Handlers;
}

/** Handlers that answer a fixed value, for calls that are expected to reach the service. */
export function echoHandlers(calls: Array<{ name: ChannelName; input: unknown }> = []): Handlers {
  const entries = channelNames.map((name) => [
    name,
    (input: unknown) => {
      calls.push({ name, input });
      return { echoed: name };
    },
  ]);
  return Object.fromEntries(entries) as Handlers;
}

export function crashingDispatcher(): Dispatch {
  return createDispatcher(crashingHandlers(), { onInternalError: () => undefined });
}
