import type { JournalFile } from './journal-file';
import { writeProgressMark } from './journal-trust';

export interface ProgressClaimsOptions {
  journal: JournalFile;
  markPath: string;
  jobId: string;
  rowCount: number;
  /** Rows at or after this index were never sent (what the mark on disk says at open). */
  next: number;
  concurrency: () => number;
  /** Requests in flight right now. */
  active: () => number;
  nowIso: () => string;
}

/**
 * The runner's progress mark (journal-trust.ts): the journal's length and hash, the claim `next` (rows at
 * or after it were never sent) and whether the job is at rest. Marks reach the disk in order.
 */
export class ProgressClaims {
  next: number;
  /** The last mark written says "at rest": the next send must write an unclean one first. */
  private markIsClean = true;
  private markChain: Promise<void> = Promise.resolve();
  private claimWrite: Promise<void> = Promise.resolve();
  private claimFailed = false;

  constructor(private readonly options: ProgressClaimsOptions) {
    this.next = options.next;
  }

  /** Writes the mark (every byte of the journal synced first); `clean` and nothing in flight: at rest. */
  mark(clean: boolean): Promise<void> {
    if (!clean) this.markIsClean = false;
    const { journal } = this.options;
    const work = this.markChain.then(async () => {
      const { bytes, sha256 } = journal.mark();
      await journal.sync();
      const atRest = clean && this.options.active() === 0;
      await writeProgressMark(this.options.markPath, {
        v: 1,
        job: this.options.jobId,
        next: this.next,
        bytes,
        sha256,
        clean: atRest,
        at: this.options.nowIso(),
      });
      if (atRest) this.markIsClean = true;
    });
    this.markChain = work.catch(() => undefined);
    return work;
  }

  /**
   * Before row `index` is sent: rows at or after `next` were never sent, so sending one first moves
   * `next` past it (and a few rows ahead, so the mark is not rewritten for every row), durably. The first
   * send after a clean mark also writes an unclean one: a journal put back to that clean copy must not
   * look complete once rows were sent after it.
   */
  async claim(index: number): Promise<void> {
    if (index >= this.next || this.markIsClean || this.claimFailed) {
      if (index >= this.next)
        this.next = Math.min(this.options.rowCount, index + 1 + Math.max(4, this.options.concurrency() * 2));
      this.claimFailed = false;
      const write = this.mark(false);
      this.claimWrite = write;
      // A mark that could not be written (a full disk) is written again by the next send, not skipped.
      write.catch(() => {
        if (this.claimWrite === write) this.claimFailed = true;
      });
    }
    await this.claimWrite;
  }
}
