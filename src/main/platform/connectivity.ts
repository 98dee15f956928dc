import type { CallOutcomes, FailureDetail } from './api/types';

/**
 * How the active profile's service has been answering lately, as the shell's indicator shows it. The state is
 * computed from a sliding window of recent call outcomes per profile (the last `size` calls, none older than
 * `windowMs`), so it turns degraded or unreachable as failures happen, not only when a later call succeeds.
 *
 * Any HTTP answer (even 401 or 500) proves the host is reachable, so only network failures and timeouts can
 * make it unreachable. A server error (5xx) or a rate-limit refusal (429) is an answer that still failed the
 * call: it makes the service degraded ("getMango answered 503"), never unreachable. A 4xx other than 429 is
 * the request's own problem (bad id, no permission) and counts as a working service. Listeners hear about changes only (state or the
 * sentence the indicator shows), so a burst of successful calls does not flood the `connectivity` event.
 */
export type Reachability = 'unknown' | 'online' | 'degraded' | 'unreachable';

export interface RecentFailure {
  /** ISO time of the failure. */
  at: string;
  operation?: string;
  message: string;
}

export interface ConnectivityState {
  profileId: string;
  state: Reachability;
  /** ISO time since which the state has been what it is. */
  since: string;
  /** A sentence for the indicator, e.g. "3 of the last 10 calls failed: listVideoCalls timed out". */
  message?: string;
  /** Calls in the window and how many of them failed. */
  recentCalls?: number;
  recentFailures?: number;
  /** The window's failures, newest first (at most five). */
  failures?: RecentFailure[];
}

export type ConnectivityListener = (state: ConnectivityState) => void;

export type { FailureDetail };

/** Hears every call's outcome from the client (CallOutcomes) and keeps each profile's state. */
export interface Connectivity extends CallOutcomes {
  get(profileId: string): ConnectivityState;
  onChange(listener: ConnectivityListener): () => void;
  /** Stops the timer that ages old outcomes out of the window. */
  dispose(): void;
}

interface Outcome {
  at: number;
  ok: boolean;
  operation?: string;
  message?: string;
  /** Short words for the summary: "timed out", "could not connect", "lost the connection", "answered 503". */
  reason?: string;
  /** The failure was an HTTP answer (5xx, 429): the host is reachable. */
  answered?: boolean;
}

/** Whether an HTTP status means the service itself is failing (as opposed to this request being wrong). */
export function isServiceFailureStatus(status: number | undefined): boolean {
  return status !== undefined && (status >= 500 || status === 429);
}

export interface ConnectivityOptions {
  now?: () => number;
  /** How many recent calls the window keeps (default 10). */
  size?: number;
  /** How long an outcome counts as recent (default 60 s). */
  windowMs?: number;
  /** Consecutive failures that make the host unreachable even if older calls in the window succeeded. */
  streak?: number;
}

const MAX_LISTED_FAILURES = 5;

function reasonOf(detail: FailureDetail | undefined): string {
  if (detail?.kind === 'timeout') return detail.sent === false ? 'could not connect in time' : 'timed out';
  if (detail?.sent === false) return 'could not connect';
  if (detail?.sent === true) return 'lost the connection';
  return 'failed';
}

export function createConnectivity(options: ConnectivityOptions = {}): Connectivity {
  const now = options.now ?? Date.now;
  const size = options.size ?? 10;
  const windowMs = options.windowMs ?? 60_000;
  const streak = options.streak ?? 3;
  const windows = new Map<string, Outcome[]>();
  const states = new Map<string, ConnectivityState>();
  const listeners = new Set<ConnectivityListener>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** The window's outcomes that are still recent; the newest one always stays, so the state never blanks. */
  function recent(profileId: string): Outcome[] {
    const all = windows.get(profileId) ?? [];
    const cutoff = now() - windowMs;
    const kept = all.filter((o) => o.at > cutoff);
    return kept.length > 0 ? kept : all.slice(-1);
  }

  function compute(profileId: string): Omit<ConnectivityState, 'since'> {
    const outcomes = recent(profileId);
    if (outcomes.length === 0) return { profileId, state: 'unknown' };
    const failed = outcomes.filter((o) => !o.ok);
    const base = { profileId, recentCalls: outcomes.length, recentFailures: failed.length };
    if (failed.length === 0) return { ...base, state: 'online' };
    const failures = failed
      .slice(-MAX_LISTED_FAILURES)
      .reverse()
      .map((o) => ({
        at: new Date(o.at).toISOString(),
        ...(o.operation ? { operation: o.operation } : {}),
        message: o.message ?? 'The call failed.',
      }));
    const last = failed[failed.length - 1] as Outcome;
    const what = `${last.operation ?? 'a call'} ${last.reason ?? 'failed'}`;
    const tail = outcomes.slice(-streak);
    const silent = (o: Outcome) => !o.ok && !o.answered;
    const unreachable = outcomes.every(silent) || (tail.length >= streak && tail.every(silent));
    if (unreachable) {
      const all = outcomes.every(silent);
      const count =
        outcomes.length === 1
          ? 'The last call'
          : all
            ? `All ${outcomes.length} recent calls`
            : `The last ${tail.length} calls`;
      return {
        ...base,
        state: 'unreachable',
        failures,
        // The failures listed below carry the full messages; the summary stays one short sentence.
        message: `${count} failed without an answer: ${what}.`,
      };
    }
    return {
      ...base,
      state: 'degraded',
      failures,
      message: `${failed.length} of the last ${outcomes.length} calls failed: ${what}.`,
    };
  }

  function emit(state: ConnectivityState): void {
    for (const listener of [...listeners]) {
      try {
        listener(state);
      } catch {
        // A broken listener must not break the API call that reported the change.
      }
    }
  }

  function evaluate(profileId: string): void {
    const previous = states.get(profileId);
    const computed = compute(profileId);
    const since = previous?.state === computed.state ? previous.since : new Date(now()).toISOString();
    const next: ConnectivityState = { ...computed, since };
    states.set(profileId, next);
    if (previous?.state !== next.state || previous?.message !== next.message) emit(next);
  }

  /** Re-evaluates when the oldest recent failure leaves the window, so degraded recovers without a call. */
  function scheduleExpiry(): void {
    if (timer) clearTimeout(timer);
    timer = undefined;
    let next = Infinity;
    for (const outcomes of windows.values()) {
      const oldest = outcomes.find((o) => !o.ok && o.at > now() - windowMs);
      if (oldest) next = Math.min(next, oldest.at + windowMs);
    }
    if (next === Infinity) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        for (const profileId of windows.keys()) evaluate(profileId);
        scheduleExpiry();
      },
      Math.max(0, next - now()) + 1,
    );
    (timer as { unref?: () => void }).unref?.();
  }

  function push(profileId: string, outcome: Outcome): void {
    const outcomes = windows.get(profileId) ?? [];
    outcomes.push(outcome);
    if (outcomes.length > size) outcomes.splice(0, outcomes.length - size);
    windows.set(profileId, outcomes);
    evaluate(profileId);
    if (!outcome.ok || timer === undefined) scheduleExpiry();
  }

  return {
    reportAnswer: (profileId, operation, status) =>
      push(profileId, {
        at: now(),
        ok: !isServiceFailureStatus(status),
        ...(operation ? { operation } : {}),
        ...(isServiceFailureStatus(status)
          ? {
              answered: true,
              reason: `answered ${status}`,
              message:
                status === 429
                  ? `The service refused the call: too many requests (HTTP 429).`
                  : `The service answered with a server error (HTTP ${status}).`,
            }
          : {}),
      }),
    reportFailure: (profileId, message, detail) =>
      push(profileId, {
        at: now(),
        ok: false,
        message,
        reason: reasonOf(detail),
        ...(detail?.operation ? { operation: detail.operation } : {}),
      }),
    get: (profileId) =>
      states.get(profileId) ?? { profileId, state: 'unknown', since: new Date(now()).toISOString() },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
