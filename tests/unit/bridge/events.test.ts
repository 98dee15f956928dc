import { describe, expect, it, vi } from 'vitest';
import { createEventSender, emitToEach } from '../../../src/main/app/bridge/events';
import type { SendEvent } from '../../../src/main/platform/events';
import type { EventName } from '../../../src/shared/bridge';

describe('the typed event sender', () => {
  it('checks each payload against its event schema when asked, and keeps a drifted one from the page', () => {
    const delivered: Array<[EventName, unknown]> = [];
    const onInvalid = vi.fn();
    const send = createEventSender((event, payload) => delivered.push([event, payload]), {
      check: true,
      onInvalid,
    });
    send('app.navigate', { areaId: 'mangoes' });
    // A handler that drifted from the table: the types refuse it, so force it as untyped code would.
    (send as (event: string, payload: unknown) => void)('app.navigate', { area: 'mangoes' });
    expect(delivered).toEqual([['app.navigate', { areaId: 'mangoes' }]]);
    expect(onInvalid).toHaveBeenCalledOnce();
    expect(onInvalid.mock.calls[0]?.[0]).toBe('app.navigate');
  });

  it('sends the payload as given (no schema stripping), and checks nothing when not asked', () => {
    const delivered: unknown[] = [];
    const checked = createEventSender((_event, payload) => delivered.push(payload), { check: true });
    const unchecked = createEventSender((_event, payload) => delivered.push(payload), { check: false });
    const payload = { areaId: 'mangoes', extra: 1 } as { areaId: string };
    checked('app.navigate', payload);
    (unchecked as (event: string, payload: unknown) => void)('app.navigate', { area: 1 });
    expect(delivered[0]).toBe(payload);
    expect(delivered[1]).toEqual({ area: 1 });
  });

  it('emitToEach hands every event to each sink in order', () => {
    const seen: string[] = [];
    const sink =
      (name: string): SendEvent =>
      (event) =>
        void seen.push(`${name}:${event}`);
    emitToEach(sink('page'), sink('busy'))('app.navigate', { areaId: 'x' });
    expect(seen).toEqual(['page:app.navigate', 'busy:app.navigate']);
  });
});
