import { describe, expect, it } from 'vitest';
import type { BridgeApi } from '../../../src/shared/bridge';
import type { Agenda } from '../../../src/shared/channels/video-calls';
import { createVideoCallsStore } from '../../../src/renderer/src/features/video-calls/video-calls-store';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const agenda = (title: string): Agenda => ({
  total: 1,
  page: 1,
  limit: 20,
  calls: [
    {
      id: 'ca1100000000000000000001',
      title,
      fromTime: '2026-03-02T10:00:00.000Z',
      toTime: '2026-03-02T11:00:00.000Z',
      status: 'upcoming',
      platform: 'service',
      mango: [],
    },
  ],
});

describe('video calls store', () => {
  it('drops an agenda answer that a newer request has overtaken', async () => {
    const answers = [deferred<unknown>(), deferred<unknown>()];
    let call = 0;
    const api = {
      videoCalls: { list: () => answers[call++]?.promise },
    } as unknown as BridgeApi;
    const store = createVideoCallsStore(api, 'Asia/Kolkata');
    const first = store.getState().loadAgenda();
    const second = store.getState().loadAgenda();
    answers[1]?.resolve({ ok: true, value: agenda('newer') });
    await second;
    answers[0]?.resolve({ ok: true, value: agenda('older') });
    await first;
    expect(store.getState().agenda.data?.calls[0]?.title).toBe('newer');
  });

  it('follows the service clock from a read, so countdowns use the sandbox time', async () => {
    const serviceNow = Date.now() + 3 * 3_600_000;
    const api = {
      videoCalls: {
        get: async () => ({
          ok: true,
          value: { call: { _id: 'ca1100000000000000000001' }, now: new Date(serviceNow).toISOString() },
        }),
      },
    } as unknown as BridgeApi;
    const store = createVideoCallsStore(api, 'UTC');
    await store.getState().loadDetail('ca1100000000000000000001');
    expect(Math.abs(store.getState().now() - serviceNow)).toBeLessThan(1_000);
  });

  it('asks for a whole week in one page in the week grid, and resets to page 1 on a filter change', async () => {
    const seen: unknown[] = [];
    const api = {
      videoCalls: {
        list: async (input: unknown) => {
          seen.push(input);
          return { ok: true, value: agenda('x') };
        },
      },
    } as unknown as BridgeApi;
    const store = createVideoCallsStore(api, 'UTC');
    store.getState().setQuery({ page: 3 });
    store.getState().setMode('week');
    store.getState().setQuery({ mangoes: ['ae0000000000000000000001'] });
    await new Promise((r) => setTimeout(r, 0));
    const last = seen.at(-1) as { limit: number; page: number; startDate: string; endDate: string };
    expect(last.limit).toBe(100);
    expect(last.page).toBe(1);
    expect(new Date(`${last.startDate}T00:00:00Z`).getUTCDay()).toBe(1);
  });
});
