import type { ChannelInput } from '@shared/bridge';
import type { ImportProgress } from '@shared/areas/bulk-jobs/channels';
import type { AppError, Result } from '@shared/errors';

/** Bytes read per step: decodes to at most this many characters, well under one bridge chunk. */
const CHUNK_BYTES = 512 * 1024;

/**
 * Streams a picked file to main: read a slice, decode it as UTF-8 (strictly: a byte that is not UTF-8 is
 * an error, not a silent replacement character; `stream: true` keeps a character split between slices
 * whole), send it with `send` (`bulkJobs.import`), and only then read the next one. Memory stays at one
 * slice whatever the file size.
 */
export async function importFile(
  send: (chunk: ChannelInput<'bulkJobs.import'>) => Promise<Result<ImportProgress>>,
  file: File,
  onProgress: (sentBytes: number, progress: ImportProgress) => void,
  profileId?: string,
): Promise<Result<ImportProgress>> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let importId: string | undefined;
  let last: Result<ImportProgress> | undefined;
  const notUtf8: AppError = {
    kind: 'validation',
    message: `${file.name} is not UTF-8 text. Save it as "CSV UTF-8" from your spreadsheet and open it again.`,
  };
  for (let offset = 0; offset < file.size || importId === undefined; offset += CHUNK_BYTES) {
    const end = Math.min(file.size, offset + CHUNK_BYTES);
    const final = end >= file.size;
    let text: string;
    try {
      const bytes = new Uint8Array(await file.slice(offset, end).arrayBuffer());
      text = decoder.decode(bytes, { stream: !final });
    } catch {
      return { ok: false, error: notUtf8 };
    }
    last = await send({
      ...(importId ? { importId } : {}),
      ...(profileId ? { profileId } : {}),
      fileName: file.name,
      chunk: text,
      final,
    });
    if (!last.ok) return last;
    importId = last.value.importId;
    onProgress(end, last.value);
    if (final) break;
  }
  return last ?? { ok: false, error: { kind: 'internal', message: 'Nothing was read from the file.' } };
}
