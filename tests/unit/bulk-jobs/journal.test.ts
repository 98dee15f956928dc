import { describe, expect, it } from 'vitest';
import {
  countStates,
  parseJournal,
  replayJournal,
  type JournalEntry,
} from '../../../src/shared/areas/bulk-jobs/domain/journal';

const at = '2026-01-01T00:00:00.000Z';
const entries: JournalEntry[] = [
  { t: 'status', s: 'running', at },
  { t: 'skipped', r: 3, at, why: 'already a customer' },
  { t: 'sending', r: 0, at, a: 1 },
  { t: 'sending', r: 1, at, a: 1 },
  { t: 'succeeded', r: 0, at, res: { orderId: 'o1', userId: 'u1', status: 'success' } },
  { t: 'sending', r: 2, at, a: 1 },
  { t: 'pending', r: 1, at, why: '429' },
  { t: 'failed', r: 2, at, err: 'Mango not found' },
  { t: 'sending', r: 1, at, a: 2 },
  { t: 'uncertain', r: 1, at, err: 'reset' },
  { t: 'concurrency', n: 6, at },
  { t: 'sending', r: 0, at, a: 2 },
  { t: 'status', s: 'finished', at },
];
const text = entries.map((e) => `${JSON.stringify(e)}\n`).join('');

describe('journal replay', () => {
  it('gives every prefix of the file (cut at any character) the states of its complete lines', () => {
    const lineEnds: number[] = [];
    for (let i = 0; i < text.length; i += 1) if (text[i] === '\n') lineEnds.push(i + 1);
    for (let cut = 0; cut <= text.length; cut += 1) {
      const parsed = parseJournal(text.slice(0, cut));
      const complete = lineEnds.filter((end) => end <= cut).length;
      expect(parsed.entries).toHaveLength(complete);
      expect(parsed.damagedLines).toEqual([]);
      expect(parsed.tornTail).toBe(cut !== (lineEnds[complete - 1] ?? 0));
      expect(parsed.goodLength).toBe(lineEnds[complete - 1] ?? 0);
      expect(replayJournal(4, parsed.entries)).toEqual(replayJournal(4, entries.slice(0, complete)));
    }
  });

  it('reaches the expected final states, and a succeeded row never changes again', () => {
    const replayed = replayJournal(4, entries);
    expect(replayed.rows.map((r) => r.state)).toEqual(['succeeded', 'uncertain', 'failed', 'skipped']);
    expect(replayed.rows[0]?.outcome?.orderId).toBe('o1');
    expect(replayed.rows[1]?.attempts).toBe(2);
    expect(replayed.status).toBe('finished');
    expect(replayed.concurrency).toBe(6);
    expect(countStates(replayed.rows)).toMatchObject({ succeeded: 1, uncertain: 1, failed: 1, skipped: 1 });
  });

  it('leaves a row "sending" when its answer was never recorded (the runner turns it uncertain)', () => {
    expect(replayJournal(4, entries.slice(0, 4)).rows[1]?.state).toBe('sending');
  });

  it('tolerates a garbage last line but reports a damaged middle line', () => {
    expect(parseJournal(`${text}{"t":"sen`).tornTail).toBe(true);
    expect(parseJournal(`${text}not json\n`).tornTail).toBe(true);
    const lines = text.split('\n');
    lines[2] = '{broken';
    expect(parseJournal(lines.join('\n')).damagedLines).toEqual([3]);
  });

  it('ignores entries for rows that do not exist', () => {
    expect(replayJournal(1, [{ t: 'sending', r: 5, at, a: 1 }]).rows).toHaveLength(1);
  });
});
