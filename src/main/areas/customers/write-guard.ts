import { AppFailure } from '../../../shared/errors';

/**
 * One write per target at a time, enforced in main whatever the page does (a double click, two windows, a
 * script on the bridge): a second identical call while the first is pending JOINS it and gets its answer,
 * so the service sees one request; a different write on the same target is refused, nothing sent.
 */
export function createWriteGuard() {
  const pending = new Map<string, { call: string; promise: Promise<unknown> }>();
  return {
    /**
     * `target` names what the write changes (profile and subscription, say); `call` is the write itself,
     * canonical (kind and its arguments). `busy(call)` words the refusal, naming the pending write.
     */
    run<T>(
      target: string,
      call: string,
      busy: (pendingCall: string) => string,
      work: () => Promise<T>,
    ): Promise<T> {
      const current = pending.get(target);
      if (current) {
        if (current.call === call) return current.promise as Promise<T>;
        return Promise.reject(
          new AppFailure({
            kind: 'conflict',
            message: busy(current.call),
            retryable: true,
            outcome: 'not_sent',
          }),
        );
      }
      const promise = (async () => work())().finally(() => {
        if (pending.get(target)?.promise === promise) pending.delete(target);
      });
      pending.set(target, { call, promise });
      return promise;
    },
    /** How many writes are pending (tests). */
    size: () => pending.size,
  };
}

export type WriteGuard = ReturnType<typeof createWriteGuard>;

/** A canonical text of a call's arguments: the same call in any key order is the same text. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}
