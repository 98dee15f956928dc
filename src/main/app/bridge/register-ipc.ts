import { bridgeNames, channelNames, IPC_CHANNEL_PREFIX, IPC_NAMES_CHANNEL } from '../../../shared/bridge';
import type { Result } from '../../../shared/errors';
import type { Dispatch } from '../../platform/handlers';

/** The few members of Electron's IpcMainInvokeEvent we read, so tests can pass plain objects. */
export interface IpcInvokeEventLike {
  senderFrame?: { url: string; parent: unknown } | null;
  sender?: unknown;
}

/** The members of Electron's IpcMainEvent (a synchronous message) we use. */
export interface IpcSyncEventLike extends IpcInvokeEventLike {
  returnValue: unknown;
}

export interface IpcMainLike {
  on(channel: string, listener: (event: IpcSyncEventLike) => void): unknown;
  handle(
    channel: string,
    listener: (event: IpcInvokeEventLike, input: unknown, callId?: unknown) => Promise<unknown>,
  ): void;
}

export type SenderCheck = (event: IpcInvokeEventLike) => boolean;

/**
 * Registers every channel of the table on ipcMain, and the synchronous message with which the preload learns
 * the table's names (bridge-names.ts). The sender is checked first, before any input is even parsed: only our
 * own page, in the main frame, may call or learn the names (anything else gets null, and no `window.api`).
 */
export function registerBridge(ipcMain: IpcMainLike, dispatch: Dispatch, isTrustedSender: SenderCheck): void {
  ipcMain.on(IPC_NAMES_CHANNEL, (event) => {
    event.returnValue = isTrustedSender(event) ? bridgeNames : null;
  });
  for (const name of channelNames) {
    ipcMain.handle(IPC_CHANNEL_PREFIX + name, async (event, input, callId): Promise<Result<unknown>> => {
      if (!isTrustedSender(event)) {
        return {
          ok: false,
          error: {
            kind: 'forbidden_sender',
            message: 'This window is not allowed to use the console bridge',
          },
        };
      }
      return dispatch(name, input, { callId: typeof callId === 'string' ? callId : undefined });
    });
  }
}

/**
 * Trusts a call only from the main frame of a page served from one of our own origins (the built
 * renderer file, or the dev server in development). An iframe's message arrives with the host's
 * webContents, so `senderFrame` is what must be checked.
 */
export function createSenderCheck(isOwnPageUrl: (url: string) => boolean): SenderCheck {
  return (event) => {
    const frame = event.senderFrame;
    if (!frame || typeof frame.url !== 'string') return false;
    if (frame.parent !== null) return false;
    return isOwnPageUrl(frame.url);
  };
}
