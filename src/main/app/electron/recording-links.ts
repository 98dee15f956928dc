import type { RecordingLinks } from '../../areas/video-calls/recording-links';
import type { ShellLike } from './navigation';

/** Electron's session member used here: starts a download (Electron asks where to save it). */
export interface DownloadSessionLike {
  downloadURL(url: string): void;
}

/**
 * The desktop side of `videoCalls.openRecording`. The address was read from the service and checked to be
 * https by the service layer; here it is only handed to the OS browser or to Electron's downloader.
 */
export function createRecordingLinks(shell: ShellLike, session: DownloadSessionLike): RecordingLinks {
  return {
    open: async (url) => {
      try {
        await shell.openExternal(url);
        return true;
      } catch {
        return false;
      }
    },
    download: async (url) => {
      try {
        session.downloadURL(url);
        return true;
      } catch {
        return false;
      }
    },
  };
}
