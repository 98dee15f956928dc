import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openJournalFile } from '../../../src/main/services/migration/journal-file';
import { parseJournal, type JournalEntry } from '../../../src/shared/domain/migration/journal';

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
});
