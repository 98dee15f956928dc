import { describe, expect, it } from 'vitest';
import { pathOf, viewOf } from '../../../../src/renderer/src/areas/video-calls/route-view';

describe('video calls sub-view addresses', () => {
  it('reads each sub-view from its address and writes the same address back', () => {
    const views = [
      { kind: 'agenda' },
      { kind: 'create' },
      { kind: 'detail', id: 'ca1100000000000000000001' },
      { kind: 'detail', id: 'ca1100000000000000000001', timeZone: 'America/New_York' },
      { kind: 'series', groupId: 'a90000000000000000000001', timeZone: 'Asia/Kolkata' },
    ] as const;
    for (const view of views) expect(viewOf(pathOf(view))).toEqual(view);
    expect(pathOf({ kind: 'detail', id: 'x1', timeZone: 'Asia/Kolkata' })).toEqual([
      'call',
      'x1',
      'Asia/Kolkata',
    ]);
    expect(pathOf({ kind: 'create' })).toEqual(['new']);
  });

  it('shows the agenda for an address it does not know', () => {
    expect(viewOf(['call'])).toEqual({ kind: 'agenda' });
    expect(viewOf(['something', 'else'])).toEqual({ kind: 'agenda' });
  });
});
