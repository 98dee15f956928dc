import { afterEach, describe, expect, it } from 'vitest';
import {
  agendaInput,
  useVideoCallsView,
  weekRange,
} from '../../../../src/renderer/src/areas/video-calls/view-store';

const view = () => useVideoCallsView.getState();

describe('video calls view store', () => {
  afterEach(() => view().reset('UTC'));

  it('starts on the agenda: the next 14 days in the machine zone, 20 a page', () => {
    view().reset('Asia/Kolkata');
    const { query } = view();
    expect(view().operatorZone).toBe('Asia/Kolkata');
    expect(query).toMatchObject({ displayZone: 'Asia/Kolkata', page: 1, limit: 20, mangoes: [] });
    const days = (Date.parse(query.endDate) - Date.parse(query.startDate)) / 86_400_000;
    expect(days).toBe(13);
  });

  it('goes back to page 1 on a filter change, not on a page change', () => {
    view().setQuery({ page: 3 });
    expect(view().query.page).toBe(3);
    view().setQuery({ mangoes: ['ae0000000000000000000001'] });
    expect(view().query.page).toBe(1);
    view().setQuery({ displayZone: 'Europe/Paris', page: 2 });
    expect(view().query.page).toBe(2);
  });

  it('asks for a whole week in one page in the week grid, and 20 a page back in the list', () => {
    view().setQuery({ page: 3 });
    view().setMode('week');
    const week = view().query;
    expect(week.limit).toBe(100);
    expect(week.page).toBe(1);
    expect(new Date(`${week.startDate}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(weekRange(Date.parse(`${week.startDate}T12:00:00Z`), 'UTC')).toEqual({
      startDate: week.startDate,
      endDate: week.endDate,
    });
    view().setMode('list');
    expect(view().query).toMatchObject({ limit: 20, page: 1, startDate: week.startDate });
  });

  it('sends the Mango filter only when one is picked', () => {
    const query = { ...view().query, mangoes: [] };
    expect(agendaInput(query)).not.toHaveProperty('mangoes');
    expect(agendaInput({ ...query, mangoes: ['ae0000000000000000000001'] }).mangoes).toEqual([
      'ae0000000000000000000001',
    ]);
  });

  it('follows the service clock from the latest answer, never from an older one', () => {
    const now = view().now;
    const received = Date.now();
    view().syncClock(new Date(received + 3 * 3_600_000).toISOString(), received);
    expect(Math.abs(view().now() - (Date.now() + 3 * 3_600_000))).toBeLessThan(1_000);
    // An answer received earlier (a cached clock read) does not undo the newer one.
    view().syncClock(new Date(received - 1_000).toISOString(), received - 1_000);
    expect(view().clockOffset).toBe(3 * 3_600_000);
    view().syncClock('not a time', received + 10);
    expect(view().clockOffset).toBe(3 * 3_600_000);
    // Components hold `now` in effect dependencies: it keeps its identity.
    expect(view().now).toBe(now);
  });

  it("opens the range holding the service's today, not the machine's, until the person moves it", () => {
    view().reset('UTC');
    const received = Date.now();
    // The sandbox's virtual clock is 40 days ahead of the machine.
    const service = received + 40 * 86_400_000;
    view().syncClock(new Date(service).toISOString(), received);
    expect(view().query.startDate).toBe(new Date(service).toISOString().slice(0, 10));
    view().setMode('week');
    expect(view().query).toMatchObject(weekRange(service, 'UTC'));
    // A range the person chose stays where they put it when the clock is read again.
    view().setQuery({ startDate: '2026-01-05', endDate: '2026-01-11' });
    view().syncClock(new Date(service + 1_000).toISOString(), received + 1_000);
    expect(view().query.startDate).toBe('2026-01-05');
  });

  it('resets with the clock back on the machine', () => {
    view().syncClock(new Date(Date.now() + 60_000).toISOString(), Date.now());
    view().reset('UTC');
    expect(view().clockOffset).toBe(0);
    expect(view().rangeChosen).toBe(false);
  });
});
