import {
  IPC_CHANNEL_PREFIX,
  IPC_EVENT_PREFIX,
  IPC_NAMES_CHANNEL,
  readBridgeNames,
} from '../shared/bridge-names';
import { buildApi } from './build-api';

export interface ContextBridgeLike {
  exposeInMainWorld(key: string, api: unknown): void;
}

export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  sendSync(channel: string, ...args: unknown[]): unknown;
  on(channel: string, listener: (event: unknown, payload: unknown) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, payload: unknown) => void): unknown;
}

/**
 * Exposes exactly one global, `window.api`; the raw ipcRenderer never reaches the page. Its channels and
 * events are the names main answers (for our own page only) when the preload asks.
 */
export function exposeApi(contextBridge: ContextBridgeLike, ipcRenderer: IpcRendererLike): void {
  const names = readBridgeNames(ipcRenderer.sendSync(IPC_NAMES_CHANNEL));
  const api = buildApi(
    async (channel, input, callId) =>
      (await ipcRenderer.invoke(IPC_CHANNEL_PREFIX + channel, input, callId)) as never,
    (event, listener) => {
      const wrapped = (_event: unknown, payload: unknown) => listener(payload);
      ipcRenderer.on(IPC_EVENT_PREFIX + event, wrapped);
      return () => {
        ipcRenderer.removeListener(IPC_EVENT_PREFIX + event, wrapped);
      };
    },
    names,
  );
  contextBridge.exposeInMainWorld('api', api);
}
