import { describe, expect, it } from 'vitest';
import { AppFailure } from '../../../src/shared/errors';
import { createCallRegistry } from '../../../src/main/app/bridge/call-registry';
import { createDispatcher } from '../../../src/main/app/bridge/dispatcher';
import { type Handlers } from '../../../src/main/platform/handlers';
import { buildApi } from '../../../src/preload/build-api';
import { bridgeNames } from '../../../src/shared/bridge';
import { echoHandlers } from './fakes';

/** A handler that runs until its signal aborts, as a long HTTP call does. */
function waitForAbort(_input: unknown, context: { signal?: AbortSignal }): Promise<never> {
  return new Promise((_, reject) => {
    if (!context.signal) return reject(new Error('no signal given'));
    context.signal.addEventListener('abort', () =>
      reject(new AppFailure({ kind: 'cancelled', message: 'Cancelled' })),
    );
  });
}

describe('cancelling a bridge call', () => {
  it('aborts the handler signal of the call whose id app.cancel names, and only that one', async () => {
    const calls = createCallRegistry();
    const handlers = { ...echoHandlers(), 'activity.list': waitForAbort } as unknown as Handlers;
    handlers['app.cancel'] = ({ callId }) => ({ cancelled: calls.cancel(callId) });
    const dispatch = createDispatcher(handlers, { calls });

    const pending = dispatch('activity.list', {}, { callId: 'call-1' });
    expect(calls.size).toBe(1);
    expect(await dispatch('app.cancel', { callId: 'other' })).toEqual({
      ok: true,
      value: { cancelled: false },
    });
    expect(await dispatch('app.cancel', { callId: 'call-1' })).toEqual({
      ok: true,
      value: { cancelled: true },
    });
    expect(await pending).toEqual({ ok: false, error: { kind: 'cancelled', message: 'Cancelled' } });
    expect(calls.size).toBe(0);
  });

  it('gives no signal to a call made without an id, and ignores a malformed id', async () => {
    const calls = createCallRegistry();
    const seen: Array<AbortSignal | undefined> = [];
    const handlers = {
      ...echoHandlers(),
      'activity.list': (_input: unknown, context: { signal?: AbortSignal }) => {
        seen.push(context.signal);
        return { entries: [] };
      },
    } as unknown as Handlers;
    const dispatch = createDispatcher(handlers, { calls });
    await dispatch('activity.list', {});
    await dispatch('activity.list', {}, { callId: '../../etc' });
    expect(seen).toEqual([undefined, undefined]);
  });

  it('lets the renderer cancel through window.api with an AbortSignal', async () => {
    const calls = createCallRegistry();
    const handlers = { ...echoHandlers(), 'activity.list': waitForAbort } as unknown as Handlers;
    handlers['app.cancel'] = ({ callId }) => ({ cancelled: calls.cancel(callId) });
    const dispatch = createDispatcher(handlers, { calls });
    const api = buildApi(
      (channel, input, callId) => dispatch(channel, input, { callId }),
      () => () => undefined,
      bridgeNames,
    );
    const controller = new AbortController();
    const pending = api.activity.list({}, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'cancelled' } });

    const already = new AbortController();
    already.abort();
    expect(await api.activity.list({}, { signal: already.signal })).toMatchObject({
      ok: false,
      error: { kind: 'cancelled' },
    });
  });
});
