/**
 * A request to switch the active profile made outside the header's switcher (the command menu), carried to
 * the switcher so that every switch goes one way: unsaved input asked about first, a live profile
 * confirmed by name. Nothing here switches by itself.
 */
type Listener = (profileId: string) => void;
const listeners = new Set<Listener>();

/** Asks the header's switcher to switch to this profile (it asks the person as a click on it would). */
export function requestProfileSwitch(profileId: string): void {
  for (const listener of listeners) listener(profileId);
}

/** The switcher's side: called with each requested profile id; returns the unsubscribe. */
export function onProfileSwitchRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
