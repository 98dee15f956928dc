import { z } from 'zod';
import { appFailure } from '../../../shared/errors';
import type { ApiClient } from '../../platform/api';
import type { Handlers } from '../../platform/handlers';
import type { ServiceDeps } from '../deps';

/** What the desktop host can do with a recording's address; the web host has neither. */
export interface RecordingLinks {
  /** Opens the address in the OS browser; false when the OS refused. */
  open(url: string): Promise<boolean>;
  /** Downloads the file (the OS save dialog); false when it could not start. */
  download(url: string): Promise<boolean>;
}

const HttpsUrl = z.url({ protocol: /^https$/ }).max(4_096);

/**
 * One recording's address, read again from the service: only an https address the service gave for that
 * call and that file is ever opened, whatever the page asks.
 */
export async function recordingUrl(
  client: ApiClient,
  input: { id: string; index: number; timeZone?: string | undefined },
  signal?: AbortSignal,
): Promise<string> {
  const call = await client.getVideoCall(
    { params: { videoCallId: input.id } },
    { timeZone: input.timeZone, signal },
  );
  const file = call.recordings?.[input.index];
  if (!file?.url) {
    throw appFailure(
      'not_found',
      'This recording is no longer listed for the call: reload the call to see its current files.',
    );
  }
  const url = HttpsUrl.safeParse(file.url);
  if (!url.success) {
    throw appFailure(
      'validation',
      'The service gave this recording an address that is not a secure https link, so the console does not open it. Copy the address if you trust it.',
    );
  }
  return url.data;
}

/** Opens or downloads through the desktop host, else hands the address back for the page to open. */
export async function openRecording(
  links: RecordingLinks | undefined,
  url: string,
  action: 'open' | 'download',
): Promise<{ outcome: 'done' } | { outcome: 'link'; url: string }> {
  if (!links) return { outcome: 'link', url };
  if (await links[action](url)) return { outcome: 'done' };
  throw appFailure(
    'internal',
    action === 'open'
      ? 'The browser could not be opened for this recording. Copy its address and open it yourself.'
      : 'The download could not start. Copy the recording address and download it in your browser.',
  );
}

/** A call's recording: opened or downloaded through the desktop host (`links`), else its address. */
export function recordingHandlers(
  deps: Pick<ServiceDeps, 'clients'>,
  links?: RecordingLinks,
): Pick<Handlers, 'videoCalls.openRecording'> {
  return {
    'videoCalls.openRecording': async ({ profileId, action, ...which }, { signal }) => {
      const url = await recordingUrl(await deps.clients.forId(profileId), which, signal);
      return openRecording(links, url, action);
    },
  };
}
