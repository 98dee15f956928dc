import { IPC_CHANNEL_PREFIX, IPC_EVENT_PREFIX } from '../shared/bridge-names';
import { buildApi } from './build-api';

export interface ContextBridgeLike {
  exposeInMainWorld(key: string, api: unknown): void;
}

export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, payload: unknown) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, payload: unknown) => void): unknown;
}

/** Exposes exactly one global, `window.api`; the raw ipcRenderer never reaches the page. */
export function exposeApi(contextBridge: ContextBridgeLike, ipcRenderer: IpcRendererLike): void {
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
  );
  contextBridge.exposeInMainWorld('api', api);
}
