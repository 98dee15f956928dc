/**
 * Saves a file the user asked for. In the web host this is a download; in Electron the same download
 * opens the native save dialog (Electron asks where to save every download), so one path serves both.
 */
export function saveFile(fileName: string, content: Blob | string, type = 'text/csv;charset=utf-8'): void {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
