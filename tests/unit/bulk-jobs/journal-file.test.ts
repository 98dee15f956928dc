import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  nodeJournalIo,
  openJournalFile,
  type JournalIo,
} from '../../../src/main/areas/bulk-jobs/journal-file';
import { parseJournal, type JournalEntry } from '../../../src/shared/areas/bulk-jobs/domain/journal';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'journal-file-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const at = '2026-01-01T00:00:00.000Z';

describe('the journal file', () => {
  it('writes every line at once and in call order, durable or not', async () => {
    const path = join(dir, 'journal.jsonl');
    const journal = await openJournalFile(path);
    const entries: JournalEntry[] = [];
    const durable: Array<Promise<void>> = [];
    for (let r = 0; r < 50; r += 1) {
      const sending: JournalEntry = { t: 'sending', r, at, a: 1 };
      const outcome: JournalEntry = { t: 'failed', r, at, err: 'HTTP 500' };
      entries.push(sending, outcome);
      durable.push(journal.append(sending));
      void journal.append(outcome, { durable: false });
    }
    // Written before append returned (a killed process keeps them), before any sync has finished.
    const early = parseJournal(await readFile(path, 'utf8'));
    expect(early.entries).toEqual(entries);
    await Promise.all(durable);
    await journal.close();
    expect(parseJournal(await readFile(path, 'utf8')).entries).toEqual(entries);
  });

  it('resolves many concurrent durable appends with shared syncs, and refuses appends after close', async () => {
    const path = join(dir, 'journal.jsonl');
    const journal = await openJournalFile(path);
    const all = Array.from({ length: 200 }, (_, r) => journal.append({ t: 'sending', r, at, a: 1 }));
    await expect(Promise.all(all)).resolves.toHaveLength(200);
    await journal.close();
    await expect(journal.append({ t: 'sending', r: 0, at, a: 2 })).rejects.toThrow(/closed/);
    expect(parseJournal(await readFile(path, 'utf8')).entries).toHaveLength(200);
  });
  it('trims the fragment a full disk leaves, so the next line is never glued onto it', async () => {
    const path = join(dir, 'journal.jsonl');
    let failing = false;
    const io: JournalIo = {
      ...nodeJournalIo,
      writeSync(fd, buffer, offset, length) {
        if (!failing) return nodeJournalIo.writeSync(fd, buffer, offset, length);
        if (length === buffer.length) return nodeJournalIo.writeSync(fd, buffer, offset, 10); // half a line
        throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
      },
    };
    const journal = await openJournalFile(path, io);
    await journal.append({ t: 'sending', r: 0, at, a: 1 });
    const before = journal.mark();
    failing = true;
    await expect(journal.append({ t: 'status', s: 'finished', at })).rejects.toThrow(/ENOSPC/);
    expect(journal.mark()).toEqual(before);
    failing = false;
    await journal.append({ t: 'sending', r: 1, at, a: 1 });
    await journal.close();
    const parsed = parseJournal(await readFile(path, 'utf8'));
    expect(parsed.damagedLines).toEqual([]);
    expect(parsed.tornTail).toBe(false);
    expect(parsed.entries.map((e) => e.t)).toEqual(['sending', 'sending']);
  });

  it('refuses every further line when a fragment cannot be trimmed', async () => {
    const path = join(dir, 'journal.jsonl');
    const io: JournalIo = {
      writeSync: (fd, buffer, offset) => {
        nodeJournalIo.writeSync(fd, buffer, offset, 5);
        throw Object.assign(new Error('EIO'), { code: 'EIO' });
      },
      ftruncateSync: () => {
        throw new Error('EROFS');
      },
    };
    const journal = await openJournalFile(path, io);
    await expect(journal.append({ t: 'sending', r: 0, at, a: 1 })).rejects.toThrow(/EIO/);
    await expect(journal.append({ t: 'sending', r: 1, at, a: 1 })).rejects.toThrow(/could not be repaired/);
    await journal.close();
  });
});
