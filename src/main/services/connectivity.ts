/**
 * Reachability per profile, as the shell's indicator shows it. Any HTTP answer (even 401 or 500) proves
 * the host is reachable; only network failures and connect timeouts count as offline. Listeners hear about
 * changes only, so a burst of calls does not flood the `connectivity` event.
 */
export type Reachability = 'unknown' | 'online' | 'offline';

export interface ConnectivityState {
  profileId: string;
  state: Reachability;
  /** ISO time of the last observation. */
  since: string;
  /** A sentence for the indicator's tooltip when offline. */
  message?: string;
}

export type ConnectivityListener = (state: ConnectivityState) => void;

export interface Connectivity {
  /** An HTTP answer arrived from the profile's host. */
  reportAnswer(profileId: string): void;
  /** The host could not be reached (refused, DNS, connect timeout, reset before an answer). */
  reportFailure(profileId: string, message: string): void;
  get(profileId: string): ConnectivityState;
  onChange(listener: ConnectivityListener): () => void;
}

export function createConnectivity(options: { now?: () => number } = {}): Connectivity {
  const now = options.now ?? Date.now;
  const states = new Map<string, ConnectivityState>();
  const listeners = new Set<ConnectivityListener>();

  function set(profileId: string, state: Reachability, message?: string): void {
    const previous = states.get(profileId);
    const next: ConnectivityState = { profileId, state, since: new Date(now()).toISOString() };
    if (message) next.message = message;
    if (previous?.state === state) {
      // Same state: keep the original `since` so the UI can say "offline for 3 minutes".
      states.set(profileId, { ...next, since: previous.since });
      return;
    }
    states.set(profileId, next);
    for (const listener of [...listeners]) {
      try {
        listener(next);
      } catch {
        // A broken listener must not break the API call that reported the change.
      }
    }
  }

  return {
    reportAnswer: (profileId) => set(profileId, 'online'),
    reportFailure: (profileId, message) => set(profileId, 'offline', message),
    get: (profileId) =>
      states.get(profileId) ?? { profileId, state: 'unknown', since: new Date(now()).toISOString() },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
