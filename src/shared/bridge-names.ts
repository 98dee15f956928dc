/**
 * The names a preload builds `window.api` from, and how it gets them. A preload carries no table (no zod, no
 * schema: the web page loads its preload before the first screen, and Electron's sandboxed preload must stay
 * small): main sends it the table's own names when the page loads (`bridgeNames` in bridge.ts), so a channel
 * added to the table is on `window.api` with no list to keep.
 */
export interface BridgeNames {
  /** Every channel, `area.verb`. */
  channels: string[];
  /** Every event main pushes. */
  events: string[];
}

/** Electron: the synchronous message the preload sends to learn the names (answered for our page only). */
export const IPC_NAMES_CHANNEL = 'bridge-names';

/**
 * Web host: the id of the element in the page that holds the names as JSON, before the preload's script tag
 * (a data block, not a script: the page's CSP runs no inline script).
 */
export const NAMES_ELEMENT_ID = 'console-bridge-names';

const NAME = /^[A-Za-z][\w-]*(\.[A-Za-z][\w-]*)?$/;

/** What main sent, checked: two lists of names (channels are `area.verb`). Anything else is an error. */
export function readBridgeNames(value: unknown): BridgeNames {
  const v = value as Partial<Record<keyof BridgeNames, unknown>> | null;
  const list = (x: unknown, channel: boolean): string[] | undefined =>
    Array.isArray(x) &&
    x.length > 0 &&
    x.every((n) => typeof n === 'string' && NAME.test(n) && (!channel || n.includes('.')))
      ? (x as string[])
      : undefined;
  const channels = v && typeof v === 'object' ? list(v.channels, true) : undefined;
  const events = v && typeof v === 'object' ? list(v.events, false) : undefined;
  if (!channels || !events)
    throw new Error('The console did not give this page its bridge names: reload the window.');
  return { channels, events };
}

/** Splits `area.verb` into its two parts. */
export function splitChannel(name: string): [string, string] {
  const dot = name.indexOf('.');
  return [name.slice(0, dot), name.slice(dot + 1)];
}

/** Electron IPC names: `bridge:<channel>` for calls, `event:<event>` for pushes from main. */
export const IPC_CHANNEL_PREFIX = 'bridge:';
export const IPC_EVENT_PREFIX = 'event:';
