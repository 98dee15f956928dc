import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/main/platform/api';
import { openRecording, recordingUrl } from '../../../src/main/areas/video-calls/recording-links';

const clientWith = (urls: string[]) =>
  ({
    getVideoCall: async () => ({ _id: 'ca1100000000000000000001', recordings: urls.map((url) => ({ url })) }),
  }) as unknown as ApiClient;

describe('opening a call recording', () => {
  it('opens only the https address the service gives for that file', async () => {
    const client = clientWith(['https://cdn.example.com/rec/1.mp4', 'http://cdn.example.com/rec/2.mp4']);
    await expect(recordingUrl(client, { id: 'ca1100000000000000000001', index: 0 })).resolves.toBe(
      'https://cdn.example.com/rec/1.mp4',
    );
    await expect(recordingUrl(client, { id: 'ca1100000000000000000001', index: 1 })).rejects.toMatchObject({
      error: { kind: 'validation' },
    });
    await expect(recordingUrl(client, { id: 'ca1100000000000000000001', index: 5 })).rejects.toMatchObject({
      error: { kind: 'not_found' },
    });
  });

  it('hands the address to the desktop opener, or back to the page in the web host', async () => {
    const opened: string[] = [];
    const links = {
      open: async (url: string) => (opened.push(`open ${url}`), true),
      download: async () => false,
    };
    await expect(openRecording(links, 'https://x.example/a.mp4', 'open')).resolves.toEqual({
      outcome: 'done',
    });
    expect(opened).toEqual(['open https://x.example/a.mp4']);
    await expect(openRecording(links, 'https://x.example/a.mp4', 'download')).rejects.toMatchObject({
      error: { message: expect.stringContaining('download could not start') },
    });
    await expect(openRecording(undefined, 'https://x.example/a.mp4', 'open')).resolves.toEqual({
      outcome: 'link',
      url: 'https://x.example/a.mp4',
    });
  });
});
