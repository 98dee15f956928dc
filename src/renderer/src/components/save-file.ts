import { exportNotes, notesFileName } from '@shared/csv';
import { exportStampLine, stampFileName, type ExportStamp } from '@shared/export-stamp';

let currentStamp: ExportStamp | null = null;

/**
 * The active profile every export is stamped with. The shell sets it when the active profile changes, so no
 * screen can save a file that does not say which profile and business it came from.
 */
export function setExportStamp(stamp: ExportStamp | null): void {
  currentStamp = stamp;
}

export function getExportStamp(): ExportStamp | null {
  return currentStamp;
}

/**
 * Saves a file the user asked for. In the web host this is a download; in Electron the same download
 * opens the native save dialog (Electron asks where to save every download), so one path serves both.
 * The file name gets the active profile and its kind (`posts-Acme-Academy-live-2026-11-24.csv`).
 */
export function saveFile(fileName: string, content: Blob | string, type = 'text/csv;charset=utf-8'): void {
  // A Blob made without a type (a zip's bytes) gets the one given, so the download says what it is.
  const blob = typeof content === 'string' || content.type === '' ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = currentStamp ? stampFileName(fileName, currentStamp) : fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Saves a CSV export: the CSV itself (header row first, so data tools read it as it is), and, when the
 * person chose "Include notes", its notes beside it as `<the CSV's name>.notes.txt`, first line naming the
 * profile, its business and LIVE or sandbox. Both are downloads, so each is written whole or not at all
 * (the browser, or Electron's save dialog, writes a temporary file and renames it when complete).
 */
export function saveCsvExport(
  fileName: string,
  csv: string,
  notes: readonly string[],
  includeNotes: boolean,
): { csvName: string; notesName?: string } {
  const csvName = currentStamp ? stampFileName(fileName, currentStamp) : fileName;
  saveFile(csvName, csv);
  if (!includeNotes) return { csvName };
  const notesName = notesFileName(csvName);
  saveFile(
    notesName,
    exportNotes(notes, currentStamp ? exportStampLine(currentStamp) : undefined),
    'text/plain;charset=utf-8',
  );
  return { csvName, notesName };
}
