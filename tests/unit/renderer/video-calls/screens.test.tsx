import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { VideoCall } from '../../../../src/shared/contract/video-calls';
import { expandSchedule } from '../../../../src/shared/areas/video-calls/domain';
import { setDisplayLocale } from '../../../../src/shared/format';
import { createReadiness } from '../../../../src/renderer/src/areas/video-calls/create-readiness';
import { CreatedResult } from '../../../../src/renderer/src/areas/video-calls/CreatedResult';
import { EditCallForm } from '../../../../src/renderer/src/areas/video-calls/EditCallForm';
import { MangoFields } from '../../../../src/renderer/src/areas/video-calls/MangoFields';
import { Recordings } from '../../../../src/renderer/src/areas/video-calls/Recordings';
import { WeekControls } from '../../../../src/renderer/src/areas/video-calls/WeekControls';
import { WeekGrid } from '../../../../src/renderer/src/areas/video-calls/WeekGrid';
import { fakeBridge, wrapper } from '../fake-bridge';

const Providers = wrapper(fakeBridge({}).api);
const show = (element: ReactElement, api = fakeBridge({}).api) => {
  const Bridge = api ? wrapper(api) : Providers;
  return render(
    <MantineProvider>
      <Bridge>{element}</Bridge>
    </MantineProvider>,
  );
};
const noop = () => undefined;

describe('video calls screens', () => {
  beforeAll(() => {
    setDisplayLocale('en-GB');
    // Mantine's autosizing description field listens for font loads; happy-dom has no `document.fonts`.
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', {
        value: { addEventListener: noop, removeEventListener: noop },
      });
    }
  });
  afterEach(cleanup);

  it('says "This week" only over the week that holds today, and names the week by its dates', () => {
    show(<WeekControls weekStart="2026-11-16" today="2026-11-23" onShift={noop} onToday={noop} />);
    expect(screen.getByTestId('week-label').textContent?.replace(/\s/g, ' ')).toMatch(/16\s?–\s?22 Nov 2026/);
    expect(screen.queryByTestId('this-week')).toBeNull();
    expect(screen.getByRole('button', { name: 'Go to this week' })).toBeTruthy();
    cleanup();
    show(<WeekControls weekStart="2026-11-23" today="2026-11-23" onShift={noop} onToday={noop} />);
    expect(screen.getByTestId('this-week').textContent).toBe('This week');
  });

  it('draws the now-line on today’s column only', () => {
    const now = () => Date.parse('2026-11-25T09:30:00Z');
    show(<WeekGrid calls={[]} weekStart="2026-11-23" displayZone="UTC" now={now} onOpen={noop} />);
    const line = screen.getByTestId('now-line');
    expect(line.getAttribute('aria-label')).toBe('Now, 09:30');
    expect(line.style.top).toBe(`${9.5 * 40}px`);
    cleanup();
    show(<WeekGrid calls={[]} weekStart="2026-11-16" displayZone="UTC" now={now} onOpen={noop} />);
    expect(screen.queryByTestId('now-line')).toBeNull();
  });

  it('counts only the calls that will be created and says why Create is off on a DST-skipped time', () => {
    const expansion = expandSchedule({
      startDate: '2026-03-04',
      endDate: '2026-03-12',
      fromTime: '02:30',
      timezoneName: 'America/New_York',
      duration: 60,
      frequency: 'daily',
    });
    expect(expansion.occurrences).toHaveLength(9);
    const ready = createReadiness(
      expansion,
      { value: null, appError: null, pending: false },
      'America/New_York',
    );
    expect(ready.count).toBe(8);
    expect(ready.skipped).toEqual([
      'Sunday, 8 Mar 2026: 02:30 does not happen that day in America/New_York, because the clocks jump forward an hour for daylight saving.',
    ]);
    expect(ready.blocked).toMatch(/^Nothing is created while one occurrence falls on a time the clocks skip/);
    const fine = expandSchedule({
      ...{ startDate: '2026-03-04', fromTime: '10:00' },
      timezoneName: 'UTC',
      duration: 60,
      frequency: 'once',
    });
    expect(
      createReadiness(
        fine,
        { value: { maximumOverlap: 0, clashes: [] }, appError: null, pending: false },
        'UTC',
      ),
    ).toEqual({
      count: 1,
      skipped: [],
      blocked: null,
      fieldsToFix: false,
    });
  });

  it('leaves Create pressable when only fields need fixing, naming how many', () => {
    const missing = expandSchedule({
      startDate: '2030-03-04',
      fromTime: '10:00',
      timezoneName: 'UTC',
      duration: 10,
      frequency: 'weekly',
    });
    // The duration, the end date and the weekdays: all three at once, not one after another.
    expect(missing.problems.map((p) => p.field)).toEqual(['duration', 'endDate', 'repeatingDays']);
    const ready = createReadiness(missing, { value: null, appError: null, pending: false }, 'UTC');
    expect(ready.fieldsToFix).toBe(true);
    expect(ready.blocked).toBe('Fix the schedule first: 3 fields need attention (marked in red).');
  });

  it('confirms a created series with each start and end, the zone named, and the count', () => {
    show(
      <CreatedResult
        created={{
          id: 'a90000000000000000000001',
          recurring: true,
          zone: 'Asia/Kolkata',
          ranges: [
            { fromTime: '2026-11-24T04:30:00.000Z', toTime: '2026-11-24T05:30:00.000Z' },
            { fromTime: '2026-11-25T04:30:00.000Z', toTime: '2026-11-25T05:30:00.000Z' },
          ],
        }}
        operatorZone="Asia/Kolkata"
        onOpen={noop}
        onAnother={noop}
      />,
    );
    expect(screen.getByTestId('created-summary').textContent).toBe(
      '2 calls, from Tuesday, 24 Nov 2026 to Wednesday, 25 Nov 2026 (times in Asia/Kolkata):',
    );
    expect(screen.getAllByTestId('created-range').map((r) => r.textContent)).toEqual([
      'Tue, 24 Nov 2026, 10:00–11:00 IST',
      'Wed, 25 Nov 2026, 10:00–11:00 IST',
    ]);
  });

  it('explains an empty Mango picker and asks again on Retry', () => {
    let retried = 0;
    show(
      <MangoFields
        mangoes={[]}
        excludeMangoes={[]}
        mangoToSell={null}
        options={[]}
        optionsState={{
          status: 'failed',
          reason: 'The service could not be reached, so the Mango list is empty (connect ECONNREFUSED)',
          retry: () => (retried += 1),
        }}
        onChange={noop}
      />,
    );
    expect(screen.getByTestId('mango-list-notice').textContent).toContain('could not be reached');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retried).toBe(1);
  });

  // The whole edit form renders (Mantine inputs, the description's autosize): slow on a busy machine.
  it('keeps the typed title visible and copyable, says it was NOT saved, and goes read-only when the lock arrives', async () => {
    const start = Date.parse('2026-11-24T10:00:00Z');
    const call: VideoCall = {
      _id: 'ca1100000000000000000001',
      title: 'Saved title',
      fromTime: new Date(start).toISOString(),
      toTime: new Date(start + 3_600_000).toISOString(),
      startDate: '2026-11-24',
      fromTime24h: '10:00',
      timezoneName: 'UTC',
      duration: 60,
      mango: [],
      excludeMangoes: [],
    } as unknown as VideoCall;
    const api = fakeBridge({ 'videoCalls.mangoOptions': () => ({ mangoes: [] }) }).api;
    const Bridge = wrapper(api);
    const ui = (now: number) => (
      <MantineProvider>
        <Bridge>
          <EditCallForm call={call} now={now} />
        </Bridge>
      </MantineProvider>
    );
    const view = render(ui(start - 40 * 60_000));
    fireEvent.change(screen.getByTestId('edit-title'), { target: { value: 'My new title' } });
    expect(screen.queryByTestId('unsaved-changes')).toBeNull();
    act(() => view.rerender(ui(start - 29 * 60_000)));
    await waitFor(() => expect(screen.getByTestId('unsaved-changes')).toBeTruthy());
    expect(screen.getByTestId('unsaved-changes').textContent).toContain('Your changes were NOT saved');
    expect(screen.getByTestId('unsaved-changes').textContent).toContain('30 minutes before its start');
    expect(screen.getByTestId('unsaved-text').textContent).toBe('Title: My new title');
    expect(screen.getByRole('button', { name: 'Copy unsaved changes' })).toBeTruthy();
    expect((screen.getByTestId('edit-title') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('edit-form').getAttribute('data-readonly')).toBe('true');
  }, 60_000);

  it('opens a recording through main and, in the web host, offers the address as a new-tab link', async () => {
    const asked: unknown[] = [];
    const api = fakeBridge({
      'videoCalls.openRecording': (input) => {
        asked.push(input);
        return { outcome: 'link', url: 'https://cdn.sandbox.invalid/rec/1.mp4' };
      },
    }).api;
    const call = {
      _id: 'ca1100000000000000000001',
      status: 'completed',
      timezoneName: 'UTC',
      recordings: [
        { recordingType: 'audio_only', url: 'https://cdn.sandbox.invalid/rec/1.mp4', isVideoHostedUrl: true },
      ],
    } as unknown as VideoCall;
    show(<Recordings call={call} now={Date.now()} />, api);
    expect(screen.getByTestId('expiring-badge').textContent).toBe('expiring link');
    fireEvent.click(screen.getByRole('button', { name: 'Open recording' }));
    const link = await screen.findByRole('link', { name: 'open the recording in a new tab' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(asked).toEqual([{ id: 'ca1100000000000000000001', index: 0, action: 'open', timeZone: 'UTC' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Download recording' }));
    await waitFor(() => expect(asked).toHaveLength(2));
  });
});
