import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportNotes, notesFileName, toCsv } from '../../../src/shared/csv';
import { formatExportTime, setDisplayLocale } from '../../../src/shared/format';
import {
  activityCsv,
  dayList,
  exportFileName,
  istDayStartUtc,
} from '../../../src/shared/areas/analytics/domain';

const points = (from: string, to: string, base = 0) =>
  dayList(from, to).map((date, i) => ({
    date,
    startUtc: istDayStartUtc(date),
    posts: base + i,
    comments: base + 10 * i,
    likes: base + 100 * i,
  }));

const parse = (csv: string) => {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(csv.slice(1), { newline: '\r\n', skipEmptyLines: true }).data;
};

beforeAll(() => setDisplayLocale('en-GB'));
afterAll(() => setDisplayLocale(undefined));

describe('activity CSV', () => {
  it('has one row per IST day with the date, the UTC instant it starts, whether it is complete and the counts', () => {
    const { csv, notes } = activityCsv({
      range: { from: '2025-01-14', to: '2025-01-16' },
      points: points('2025-01-14', '2025-01-16'),
      series: ['posts', 'comments', 'likes'],
      channelsLabel: 'All non-archived channels (service default)',
      fetchedAt: '2025-01-16T10:00:00.000Z',
      partial: { days: ['2025-01-16'], label: 'Today so far' },
    });
    expect(csv).toContain('\r\n');
    const rows = parse(csv);
    // People read the notes: dates through the console's formatter, never raw ISO. They are not in the CSV.
    expect(notes).toEqual([
      'Community activity per day',
      'Range: 14 Jan 2025 to 16 Jan 2025 (3 days, both included)',
      'Channels: All non-archived channels (service default)',
      'Zone: days are IST (UTC+05:30) calendar days, as the service groups them',
      `Fetched: ${formatExportTime('2025-01-16T10:00:00.000Z')}`,
      'Not final: 16 Jan 2025 (today so far; its counts will still grow)',
    ]);
    expect(notes[4]).toMatch(/^Fetched: 16 Jan 2025, \d{2}:\d{2} .+ \(2025-01-16T10:00:00\.000Z\)$/);
    // The header row is the first line: Sheets, pandas, Metabase and Excel read it without skipping.
    expect(csv.startsWith('\uFEFFDate (IST),')).toBe(true);
    expect(rows).toEqual([
      ['Date (IST)', 'IST day starts (UTC)', 'Complete day', 'Posts', 'Comments', 'Likes'],
      ['2025-01-14', '2025-01-13T18:30:00.000Z', 'yes', '0', '0', '0'],
      ['2025-01-15', '2025-01-14T18:30:00.000Z', 'yes', '1', '10', '100'],
      ['2025-01-16', '2025-01-15T18:30:00.000Z', 'no: today so far', '2', '20', '200'],
    ]);
    // Numbers are written bare, so a spreadsheet reads them as numbers.
    expect(csv).toContain('\r\n2025-01-15,2025-01-14T18:30:00.000Z,yes,1,10,100\r\n');
  });

  it('keeps the channels label out of the CSV and on one line of the notes', () => {
    const nasty = ['a,b', 'say "hi"', 'line\nbreak', '=SUM(A1)', '+1', '-1', '@cmd', '\tTab', '\rCR'];
    for (const name of nasty) {
      const { csv, notes } = activityCsv({
        range: { from: '2025-01-14', to: '2025-01-14' },
        points: points('2025-01-14', '2025-01-14'),
        series: ['posts'],
        channelsLabel: name,
      });
      expect(parse(csv)).toEqual([
        ['Date (IST)', 'IST day starts (UTC)', 'Complete day', 'Posts'],
        ['2025-01-14', '2025-01-13T18:30:00.000Z', 'yes', '0'],
      ]);
      expect(notes[2]).toBe(`Channels: ${name}`);
      // In the notes file a note is one line: a break inside it becomes a space.
      const text = exportNotes(notes, 'Profile: Acme · business learn.acme.test · LIVE');
      const lines = text.split('\r\n');
      expect(lines[0]).toBe('Profile: Acme · business learn.acme.test · LIVE');
      expect(lines[3]).toBe(`Channels: ${name.replace(/[\r\n]+/g, ' ')}`);
      expect(text.endsWith('\r\n')).toBe(true);
    }
  });

  it('writes cells that start with =, +, -, @, tab or carriage return behind an apostrophe', () => {
    // The activity CSV's own columns start with fixed words; the shared writer it uses guards any cell.
    const starts = ['=SUM(A1)', '+1', '-1', '@cmd', '\tTab', '\rCR'];
    const csv = toCsv(
      ['Name', 'Posts'],
      starts.map((text, i) => [text, -i]),
    );
    const rows = parse(csv);
    expect(rows[0]).toEqual(['Name', 'Posts']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(starts.map((text) => `'${text}`));
    // Numbers stay numbers: a negative count is not escaped.
    expect(rows.slice(1).map((r) => r[1])).toEqual(['0', '-1', '-2', '-3', '-4', '-5']);
  });

  it('puts the header row on the first line, with nothing above it', () => {
    const { csv } = activityCsv({
      range: { from: '2025-01-14', to: '2025-01-14' },
      points: points('2025-01-14', '2025-01-14'),
      series: ['likes'],
      channelsLabel: 'x',
    });
    expect(csv).not.toMatch(/\r\n[=+\-@\t\r]/);
    expect(parse(csv)[0]).toEqual(['Date (IST)', 'IST day starts (UTC)', 'Complete day', 'Likes']);
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(2);
  });

  it('holds exactly the plotted series, and the aligned previous period when compared', () => {
    const { csv, notes } = activityCsv({
      range: { from: '2025-01-14', to: '2025-01-15' },
      points: points('2025-01-14', '2025-01-15'),
      series: ['likes', 'posts'],
      previous: {
        range: { from: '2025-01-12', to: '2025-01-13' },
        points: points('2025-01-12', '2025-01-13', 5),
      },
      channelsLabel: 'General, Announcements',
    });
    const rows = parse(csv);
    expect(notes[2]).toBe('Channels: General, Announcements');
    expect(notes[4]).toBe('Compared with: 12 Jan 2025 to 13 Jan 2025');
    expect(rows).toEqual([
      [
        'Date (IST)',
        'IST day starts (UTC)',
        'Complete day',
        'Posts',
        'Likes',
        'Previous period date (IST)',
        'Previous posts',
        'Previous likes',
      ],
      ['2025-01-14', '2025-01-13T18:30:00.000Z', 'yes', '0', '0', '2025-01-12', '5', '5'],
      ['2025-01-15', '2025-01-14T18:30:00.000Z', 'yes', '1', '100', '2025-01-13', '6', '105'],
    ]);
    expect(() =>
      activityCsv({
        range: { from: '2025-01-14', to: '2025-01-15' },
        points: [],
        series: [],
        channelsLabel: '',
      }),
    ).toThrow(/at least one series/);
  });

  it('names files by range', () => {
    expect(exportFileName({ from: '2025-01-01', to: '2025-03-31' }, 'png')).toBe(
      'community-activity_2025-01-01_2025-03-31.png',
    );
    // The notes file sorts beside its CSV.
    expect(notesFileName('community-activity_Acme-live_2025-01-01_2025-03-31.csv')).toBe(
      'community-activity_Acme-live_2025-01-01_2025-03-31.notes.txt',
    );
  });
});
