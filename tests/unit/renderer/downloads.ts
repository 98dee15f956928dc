import { vi } from 'vitest';

/** A file the page handed the browser to download: its name, its type and its text. */
export interface Download {
  name: string;
  type: string;
  text: () => Promise<string>;
}

/**
 * Watches the downloads the real `saveFile` starts (an object URL for the file, then a click on a link
 * with `download` set) without any module mocked: the list fills as files are saved. The spies are
 * restored after each test (tests/helpers/renderer-setup.ts).
 */
export function watchDownloads(): Download[] {
  const blobs = new Map<string, Blob>();
  const downloads: Download[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, object as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (!blob) throw new Error(`a download link to ${this.href}, which no saved file made`);
    downloads.push({ name: this.download, type: blob.type, text: () => blob.text() });
  });
  return downloads;
}
