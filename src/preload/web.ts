import type { EventName } from '../shared/bridge';
import { NAMES_ELEMENT_ID, readBridgeNames } from '../shared/bridge-names';
import type { Result } from '../shared/errors';
import { buildApi } from './build-api';

/**
 * The browser preload of the web host: the same `window.api` as Electron's, carried by a JSON POST per
 * channel and one EventSource for events. The launch token travels in an HttpOnly cookie the page
 * cannot read.
 */
function offline(message: string): Result<never> {
  return { ok: false, error: { kind: 'offline', message } };
}

async function invoke(channel: string, input: unknown, callId?: string): Promise<Result<unknown>> {
  let response: Response;
  try {
    response = await fetch(`/bridge/${encodeURIComponent(channel)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(callId ? { 'x-call-id': callId } : {}) },
      credentials: 'same-origin',
      body: JSON.stringify(input ?? {}),
    });
  } catch {
    return offline('The console host is not answering. Is `npm run web` still running?');
  }
  if (response.status === 401)
    return offline('The console host refused this page: open the URL it printed again.');
  try {
    return (await response.json()) as Result<unknown>;
  } catch {
    return {
      ok: false,
      error: { kind: 'internal', message: `The console host answered ${response.status} without a result` },
    };
  }
}

const listeners = new Map<string, Set<(payload: unknown) => void>>();
let source: EventSource | undefined;

function ensureSource(): EventSource {
  if (source) return source;
  source = new EventSource('/events', { withCredentials: true });
  return source;
}

function subscribe(event: EventName, listener: (payload: unknown) => void): () => void {
  let set = listeners.get(event);
  if (!set) {
    const fresh = new Set<(payload: unknown) => void>();
    listeners.set(event, fresh);
    ensureSource().addEventListener(event, (message) => {
      const payload: unknown = JSON.parse((message as MessageEvent<string>).data);
      for (const fn of fresh) fn(payload);
    });
    set = fresh;
  }
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/** The names the web host wrote into the page for this preload (the channel table's). */
function namesInPage() {
  const text = document.getElementById(NAMES_ELEMENT_ID)?.textContent;
  let value: unknown;
  try {
    value = text ? JSON.parse(text) : undefined;
  } catch {
    value = undefined;
  }
  return readBridgeNames(value);
}

Object.defineProperty(window, 'api', {
  value: buildApi(invoke, subscribe, namesInPage()),
  writable: false,
  configurable: false,
  enumerable: true,
});
