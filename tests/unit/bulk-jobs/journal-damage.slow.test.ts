/**
 * A damaged journal must never make the console send a row again. Journals are cut at every structural
 * boundary of every line (and a seeded sample of other offsets; every offset in `npm run test:exhaustive`),
 * emptied, filled with garbage, glued mid-file, or hit by a full disk mid-write; after each, the job is
 * opened and resumed in this process against a fake service that counts what reaches it. Before any
 * lookup: zero requests for a row the service had already been sent. After the lookup (resolve-uncertain)
 * and a retry of the rows it found not added: every customer is held exactly once.
 */
import { mkdir, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobKindNames } from '../../../src/shared/areas/bulk-jobs/kinds';
import { parseJournal } from '../../../src/shared/areas/bulk-jobs/domain/journal';
import { nodeJournalIo, type JournalIo } from '../../../src/main/areas/bulk-jobs/journal-file';
import {
  FakeService,
  freshJob,
  open,
  referenceRun,
  resumeFrom,
  setKind,
  useScratchRoot,
  type DiskState,
} from './journal-damage-harness';
import {
  CUT_PLACES,
  cutOffsets,
  exhaustive,
  matrixSeed,
  seededRandom,
  structuralCuts,
} from './journal-cut-points';

useScratchRoot();

/** Offsets drawn at random per journal, on top of the structural boundaries (a new draw every run). */
const SAMPLE = 24;
const seed = matrixSeed();
console.info(
  `journal-damage: ${exhaustive ? 'every offset' : `boundaries and ${SAMPLE} sampled offsets per journal`}, seed ${seed} (replay: JOURNAL_DAMAGE_SEED=${seed} npm run test:slow)`,
);

/** Runs one cut, naming it and the seed in a failure so that the run can be replayed. */
async function atCut<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${what} (JOURNAL_DAMAGE_SEED=${seed}): ${message}`, { cause: error });
  }
}

const markBytes = (mark: Buffer | undefined) =>
  mark ? (JSON.parse(mark.toString('utf8')) as { bytes: number }).bytes : undefined;

let reference: Awaited<ReturnType<typeof referenceRun>>;

describe.each(jobKindNames)('a damaged %s journal never re-sends a row', (name) => {
  beforeAll(async () => {
    setKind(name);
    reference = await referenceRun();
  });

  it('a finished journal cut at every structural boundary and sampled offsets (with and without its mark): held as damaged, zero re-sends', async () => {
    const { finished } = reference;
    // The journal has every place a cut can land: a rejection message with escapes and accented letters.
    const places = new Set(structuralCuts(finished.journal).map((point) => point.place));
    expect([...places].sort()).toEqual(CUT_PLACES);
    const random = seededRandom(seed);
    let resumes = 0;
    for (const withMark of [true, false]) {
      const cuts = cutOffsets(finished.journal, {
        random,
        sample: SAMPLE,
        markBytes: markBytes(finished.mark),
      });
      // The whole journal (its length) is not a cut: it resumes as finished.
      for (const cut of cuts.filter((offset) => offset < finished.journal.length)) {
        const out = await atCut(`cut at ${cut}${withMark ? '' : ', no mark'}`, () =>
          resumeFrom(finished, finished.journal.subarray(0, cut), withMark ? finished.mark : undefined),
        );
        // Every cut of a closed job's journal is detected: shorter than its mark, or no mark at all.
        expect(out.status, `cut at ${cut} (JOURNAL_DAMAGE_SEED=${seed})`).toBe('damaged');
        resumes += 1;
      }
    }
    expect(resumes).toBeGreaterThan(2 * finished.journal.toString('utf8').split('\n').length);
  }, 300_000);

  it('a journal at a crash mid-run, cut at every structural boundary and sampled offsets: zero re-sends', async () => {
    const crash = reference.atCalls[Math.floor(reference.atCalls.length / 2)];
    if (!crash) throw new Error('no crash point');
    const random = seededRandom(seed ^ 0x5bd1e995);
    for (const cut of cutOffsets(crash.journal, { random, sample: SAMPLE, markBytes: markBytes(crash.mark) }))
      await atCut(`cut at ${cut}`, () => resumeFrom(crash, crash.journal.subarray(0, cut), crash.mark));
  }, 300_000);

  it('a progress mark cut at every structural boundary and sampled offsets: held as damaged, zero re-sends', async () => {
    const { finished } = reference;
    const mark = finished.mark ?? Buffer.alloc(0);
    const random = seededRandom(seed ^ 0x2545f491);
    for (const cut of cutOffsets(mark, { random, sample: SAMPLE / 4 }).filter((c) => c < mark.length)) {
      const out = await atCut(`mark cut at ${cut}`, () =>
        resumeFrom(finished, finished.journal, mark.subarray(0, cut)),
      );
      expect(out.status, `mark cut at ${cut} (JOURNAL_DAMAGE_SEED=${seed})`).toBe('damaged');
    }
  }, 120_000);

  it('a crash at every request, journal intact: resumes with zero re-sends', async () => {
    for (const crash of reference.atCalls) {
      const out = await resumeFrom(crash, crash.journal, crash.mark);
      expect(out.status).not.toBe('damaged');
    }
  });

  it('empty, garbage, NUL-filled, glued lines: moved aside (bytes kept), damaged, zero re-sends', async () => {
    const { finished } = reference;
    const text = finished.journal.toString('utf8');
    const cases: Array<[string, Buffer]> = [
      ['empty', Buffer.alloc(0)],
      ['garbage', Buffer.from('garbage\n\u0000\u00ff not json at all')],
      ['NUL-filled (a sync that restored the size, not the content)', Buffer.alloc(finished.journal.length)],
      ['random bytes', Buffer.from(Array.from({ length: 700 }, (_, i) => (i * 7919 + 13) % 256))],
    ];
    const ends = [...text.matchAll(/\n/g)].map((m) => m.index);
    for (const [k, end] of ends.slice(0, -1).entries()) {
      // Two lines glued into one, and a fragment of a failed write with the next line glued onto it.
      cases.push([`glued at line ${k + 1}`, Buffer.from(text.slice(0, end) + text.slice(end + 1))]);
      cases.push([
        `fragment before line ${k + 2}`,
        Buffer.from(`${text.slice(0, end + 1)}{"t":"status"${text.slice(end + 1)}`),
      ]);
    }
    for (const [name, bytes] of cases) {
      const { job, paths } = await freshJob();
      await writeFile(paths.journal, bytes);
      await writeFile(paths.mark, finished.mark ?? '');
      const service = new FakeService(finished.added);
      const runner = await open(job, paths, service);
      expect(runner.status, name).toBe('damaged');
      expect(runner.statusReason, name).toMatch(/moved to journal\.jsonl\.corrupt-/);
      const aside = (await readdir(paths.dir)).filter((f) => f.startsWith('journal.jsonl.corrupt-'));
      if (bytes.length > 0 || aside.length > 0) {
        expect(aside, name).toHaveLength(1);
        expect(await readFile(join(paths.dir, aside[0] ?? '')), name).toEqual(bytes);
      }
      expect(
        runner.rows.filter((r) => r.state === 'pending'),
        name,
      ).toEqual([]);
      await runner.close();
      await resumeFrom(finished, bytes, finished.mark);
    }
    expect(cases.length).toBeGreaterThan(20);
  }, 120_000);

  it('a full disk mid-write: the fragment is trimmed, nothing is glued, and resuming re-sends nothing', async () => {
    // Count the journal's writes in one run, then fail each one in turn: half the line, then ENOSPC.
    let writes = 0;
    const counting: JournalIo = {
      ...nodeJournalIo,
      writeSync: (...args) => ((writes += 1), nodeJournalIo.writeSync(...args)),
    };
    {
      const { job, paths } = await freshJob();
      const runner = await open(job, paths, new FakeService(), counting);
      await runner.start();
      await runner.whenIdle();
      await runner.close();
    }
    expect(writes).toBeGreaterThan(10);
    for (let failAt = 1; failAt <= writes; failAt += 1) {
      const { job, paths } = await freshJob();
      let call = 0;
      let full = 0;
      const faulty: JournalIo = {
        ...nodeJournalIo,
        writeSync(fd, buffer, offset, length) {
          call += 1;
          if (call === failAt)
            return nodeJournalIo.writeSync(fd, buffer, offset, Math.max(1, Math.floor(length / 2)));
          if (call > failAt && full < 3) {
            full += 1;
            throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
          }
          return nodeJournalIo.writeSync(fd, buffer, offset, length);
        },
      };
      const service = new FakeService();
      const runner = await open(job, paths, service, faulty);
      await runner.start().catch(() => undefined);
      await runner.whenIdle();
      await runner.close();
      // Whole lines only: no fragment, no glued line.
      const parsed = parseJournal(await readFile(paths.journal, 'utf8'));
      expect(parsed.damagedLines, `fail at write ${failAt}`).toEqual([]);
      expect(parsed.tornTail, `fail at write ${failAt}`).toBe(false);
      const state: DiskState = {
        journal: await readFile(paths.journal),
        mark: await readFile(paths.mark).catch(() => undefined),
        added: service.added,
        sent: new Set(service.reached),
      };
      const out = await resumeFrom(state, state.journal, state.mark);
      expect(out.status, `fail at write ${failAt}`).not.toBe('damaged');
    }
  }, 120_000);

  it('a lost progress mark with sending lines makes the job damaged, every unproven row uncertain', async () => {
    const { finished } = reference;
    const { job, paths } = await freshJob();
    await writeFile(paths.journal, finished.journal);
    await unlink(paths.mark).catch(() => undefined);
    const runner = await open(job, paths, new FakeService(finished.added));
    expect(runner.status).toBe('damaged');
    expect(runner.statusReason).toMatch(/progress mark is missing/);
    expect(runner.rows.map((r) => r.state).sort()).not.toContain('pending');
    await runner.close();
  });
  it('a progress mark that cannot be written stops the job before any request, and is written again on resume', async () => {
    const { job, paths } = await freshJob();
    const service = new FakeService();
    const runner = await open(job, paths, service);
    // The mark's place taken by a non-empty folder: its atomic replace fails like a full disk would.
    await unlink(paths.mark);
    await mkdir(join(paths.mark, 'x'), { recursive: true });
    await runner.start();
    await runner.whenIdle();
    expect(service.calls).toEqual([]);
    expect(runner.status).toBe('paused');
    expect(runner.statusReason).toMatch(/journal could not be written/);
    await rm(paths.mark, { recursive: true });
    await runner.start();
    await runner.whenIdle();
    expect(runner.status).toBe('finished');
    await runner.close();
    expect([...service.added.values()].every((count) => count === 1)).toBe(true);
    const again = await open(job, paths, new FakeService(service.added));
    expect(again.status).toBe('finished');
    await again.close();
  });
});
