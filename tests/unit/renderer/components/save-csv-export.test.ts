import { describe, expect, it } from 'vitest';
import { saveCsvExport, setExportStamp } from '../../../../src/renderer/src/components/save-file';
import { watchDownloads } from '../downloads';
import { EXPORT_NOTES_KEY, useExportNotes } from '../../../../src/renderer/src/components/ExportNotesChoice';

describe('saving a CSV export', () => {
  const stamp = { profileName: 'Acme Academy', business: 'learn.acme.test', kind: 'live' as const };

  it('saves the CSV alone, stamped with the profile, when notes are not asked for', () => {
    const saved = watchDownloads();
    setExportStamp(stamp);
    const names = saveCsvExport(
      'feed-posts-2026-11-24-07-15.csv',
      '\uFEFFid\r\n1\r\n',
      ['Filter: all'],
      false,
    );
    expect(names).toEqual({ csvName: 'feed-posts-Acme-Academy-live-2026-11-24-07-15.csv' });
    expect(saved.map((s) => s.name)).toEqual(['feed-posts-Acme-Academy-live-2026-11-24-07-15.csv']);
  });

  it('writes the notes beside the CSV, the profile line first, when asked', async () => {
    const saved = watchDownloads();
    setExportStamp(stamp);
    saveCsvExport('points.csv', '\uFEFFuserId,totalScore\r\n', ['Filter: all users', 'Columns: x'], true);
    expect(saved.map((s) => s.name)).toEqual([
      'points-Acme-Academy-live.csv',
      'points-Acme-Academy-live.notes.txt',
    ]);
    expect(await saved[0]!.text()).toBe('\uFEFFuserId,totalScore\r\n');
    expect(await saved[1]!.text()).toBe(
      'Profile: Acme Academy · business learn.acme.test · LIVE\r\nFilter: all users\r\nColumns: x\r\n',
    );
    expect(saved[1]!.type).toBe('text/plain;charset=utf-8');
  });

  it('remembers "Include notes" across screens and restarts', () => {
    expect(useExportNotes.getState().include).toBe(false);
    useExportNotes.getState().setInclude(true);
    expect(localStorage.getItem(EXPORT_NOTES_KEY)).toBe('yes');
    useExportNotes.getState().setInclude(false);
    expect(localStorage.getItem(EXPORT_NOTES_KEY)).toBe('no');
  });
});
