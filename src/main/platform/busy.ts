/** What can be running that quitting would interrupt. */
export type BusyKind = 'bulk-job' | 'draft-apply';

export interface BusyReason {
  kind: BusyKind;
  id: string;
  /** A few words for the quit confirmation (a file name, a Mango title). */
  label?: string;
}

type Listener = (reasons: BusyReason[]) => void;

/**
 * Who is working right now. A runner calls `markBusy('bulk-job', jobId)` when it starts and the returned
 * function when it stops (calling it twice is harmless); the quit guard asks `busyReasons()`. The same
 * kind and id may be marked twice (a runner and an event observer): it stays busy until both release.
 */
export function createBusyRegistry() {
  const entries = new Map<string, { reason: BusyReason; count: number }>();
  const listeners = new Set<Listener>();
  const key = (kind: BusyKind, id: string) => `${kind}:${id}`;
  const notify = () => {
    const reasons = busyReasonsOf();
    for (const listener of listeners) listener(reasons);
  };

  function busyReasonsOf(): BusyReason[] {
    return [...entries.values()].map((entry) => ({ ...entry.reason }));
  }

  return {
    markBusy(kind: BusyKind, id: string, label?: string): () => void {
      const k = key(kind, id);
      const entry = entries.get(k);
      if (entry) {
        entry.count += 1;
        if (label) entry.reason.label = label;
      } else {
        entries.set(k, { reason: label ? { kind, id, label } : { kind, id }, count: 1 });
      }
      notify();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const current = entries.get(k);
        if (!current) return;
        current.count -= 1;
        if (current.count <= 0) entries.delete(k);
        notify();
      };
    },
    busyReasons: busyReasonsOf,
    isBusy: (): boolean => entries.size > 0,
    onChange(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type BusyRegistry = ReturnType<typeof createBusyRegistry>;

/** The process-wide registry the runners and the quit guard share. */
export const busy: BusyRegistry = createBusyRegistry();
export const markBusy = busy.markBusy;
export const busyReasons = busy.busyReasons;

/**
 * Marks bulk jobs busy from the events their runner already emits (`bulkJobs.jobChanged` and
 * `bulkJobs.progress` carry the job's status), so the quit guard knows about a running job even before
 * the runner calls `markBusy` itself. Feed it every event main emits.
 */
export function createJobEventObserver(registry: Pick<BusyRegistry, 'markBusy'>) {
  const releases = new Map<string, () => void>();
  return (event: string, payload: unknown): void => {
    if (event !== 'bulkJobs.jobChanged' && event !== 'bulkJobs.progress') return;
    if (!payload || typeof payload !== 'object') return;
    const { id, status, fileName } = payload as { id?: unknown; status?: unknown; fileName?: unknown };
    if (typeof id !== 'string' || typeof status !== 'string') return;
    const held = releases.get(id);
    if (status === 'running' && !held) {
      releases.set(
        id,
        registry.markBusy('bulk-job', id, typeof fileName === 'string' ? fileName : undefined),
      );
    } else if (status !== 'running' && held) {
      held();
      releases.delete(id);
    }
  };
}
