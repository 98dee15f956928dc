/**
 * A request to switch the active profile made outside the header's switcher (the command menu, a Home
 * card), carried to the switcher so that every switch goes one way: unsaved input asked about first, a live
 * profile confirmed by name. Nothing here switches by itself.
 */
type Listener = (profileId: string, onSwitched?: () => void) => void;
const listeners = new Set<Listener>();

/**
 * Asks the header's switcher to switch to this profile (it asks the person as a click on it would).
 * `onSwitched` runs once the profile is the active one (at once when it already is); never when the
 * person declines or the switch fails.
 */
export function requestProfileSwitch(profileId: string, onSwitched?: () => void): void {
  for (const listener of listeners) listener(profileId, onSwitched);
}

/** The switcher's side: called with each requested profile id; returns the unsubscribe. */
export function onProfileSwitchRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
