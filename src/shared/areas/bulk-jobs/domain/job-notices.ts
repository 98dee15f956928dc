import { jobKindSpec } from '../kinds';
import type { JobKindName } from '../kinds/common/spec';

/** The reason a job carries when the person paused it themselves: nothing to tell them. */
export const PAUSED_BY_YOU = 'Paused by you.';

/** The parts of a job's summary (`bulkJobs.jobChanged`, `bulkJobs.progress`) a notice reads. */
export interface JobNoticeSubject {
  id: string;
  kind?: JobKindName | undefined;
  fileName: string;
  status: string;
  statusReason?: string | undefined;
  total: number;
  counts: Readonly<Record<string, number>>;
}

/**
 * The job summary a main-process event carries (`bulkJobs.jobChanged`, `bulkJobs.progress`), or null for any
 * other event or a payload without a job's shape. Main's observers (the quit guard's busy marks, the
 * notifications, the taskbar) are fed every event it emits and read jobs through this.
 */
export function jobOfEvent(event: string, payload: unknown): JobNoticeSubject | null {
  if (event !== 'bulkJobs.jobChanged' && event !== 'bulkJobs.progress') return null;
  if (!payload || typeof payload !== 'object') return null;
  const job = payload as Record<string, unknown>;
  const ok =
    typeof job.id === 'string' &&
    typeof job.fileName === 'string' &&
    typeof job.status === 'string' &&
    typeof job.total === 'number' &&
    !!job.counts &&
    typeof job.counts === 'object';
  return ok ? (payload as JobNoticeSubject) : null;
}

export interface JobNotice {
  /** One notice per key, ever: a job finishes once, and one pause is told once. */
  key: string;
  jobId: string;
  title: string;
  body: string;
}

const count = (n: number) => n.toLocaleString('en-US');

function finishedBody(job: JobNoticeSubject): string {
  const of = (state: string) => job.counts[state] ?? 0;
  const parts = [`${count(of('succeeded'))} of ${count(job.total)} ${job.total === 1 ? 'row' : 'rows'} done`];
  if (of('failed') > 0) parts.push(`${count(of('failed'))} failed`);
  if (of('uncertain') > 0) parts.push(`${count(of('uncertain'))} uncertain`);
  if (of('skipped') > 0) parts.push(`${count(of('skipped'))} skipped`);
  return `${parts.join(', ')}.`;
}

/**
 * Watches job summaries as main sends them and says when one is news a person should hear of while
 * looking elsewhere: a job that finished, or one that stopped by itself and waits for them (failures in a
 * row, a row left uncertain, a locked keychain, a journal that could not be written). A job first seen
 * already in that state (the list loading at start) is not news, a pause the person made is not either,
 * and nothing is told twice. Used by main (the OS notification) and by the page (the browser's).
 */
export function createJobNoticeWatcher() {
  const lastStatus = new Map<string, string>();
  const told = new Set<string>();
  return {
    observe(job: JobNoticeSubject): JobNotice | null {
      const before = lastStatus.get(job.id);
      lastStatus.set(job.id, job.status);
      if (before === undefined || before === job.status) return null;
      const what = jobKindSpec(job.kind).shortTitle;
      let notice: JobNotice | null = null;
      if (job.status === 'finished')
        notice = {
          key: `${job.id}:finished`,
          jobId: job.id,
          title: `Bulk job finished: ${job.fileName}`,
          body: `${what}: ${finishedBody(job)}`,
        };
      else if ((job.status === 'paused' && job.statusReason !== PAUSED_BY_YOU) || job.status === 'damaged')
        notice = {
          key: `${job.id}:${job.status}:${job.statusReason ?? ''}`,
          jobId: job.id,
          title: `Bulk job needs you: ${job.fileName}`,
          body: job.statusReason ?? `${what}: it stopped; open it to see why.`,
        };
      if (!notice || told.has(notice.key)) return null;
      told.add(notice.key);
      return notice;
    },
  };
}

/**
 * How far the running jobs are, for the taskbar or dock: the share of their rows that have an outcome, or
 * null when none runs. Fed every summary; a job that stops running leaves the sum.
 */
export function createRunningProgress() {
  const running = new Map<string, { done: number; total: number }>();
  return {
    observe(job: JobNoticeSubject): number | null {
      if (job.status === 'running' && job.total > 0) {
        const done = job.total - (job.counts['pending'] ?? 0) - (job.counts['sending'] ?? 0);
        running.set(job.id, { done: Math.max(0, done), total: job.total });
      } else running.delete(job.id);
      if (running.size === 0) return null;
      let done = 0;
      let total = 0;
      for (const job of running.values()) {
        done += job.done;
        total += job.total;
      }
      return Math.min(1, done / total);
    },
  };
}
