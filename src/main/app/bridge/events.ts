import { events, type EventName } from '../../../shared/bridge';
import type { SendEvent } from '../../platform/events';

export interface EventSenderOptions {
  /** Parse each payload with its event's schema before sending (development and tests; not a packaged app). */
  check: boolean;
  /** Told about a payload that does not match its event's schema; that payload is not sent. */
  onInvalid?: (event: EventName, error: unknown) => void;
}

/**
 * Main's side of `window.api.on`: a typed send over a transport's untyped one (Electron IPC). With `check`
 * on, a payload that drifted from the table is reported and kept from the page, as the dispatcher's
 * `checkOutputs` does for answers. What is sent is the payload as given, so a checked run sends what a
 * packaged one would.
 */
export function createEventSender(
  deliver: (event: EventName, payload: unknown) => void,
  options: EventSenderOptions,
): SendEvent {
  return (event, payload) => {
    if (options.check) {
      const parsed = events[event].safeParse(payload);
      if (!parsed.success) {
        options.onInvalid?.(event, parsed.error);
        return;
      }
    }
    deliver(event, payload);
  };
}

/** One `emit` that hands every event to each sink in turn (the page, the busy registry, notifications). */
export function emitToEach(...sinks: SendEvent[]): SendEvent {
  return (event, payload) => {
    for (const sink of sinks) sink(event, payload);
  };
}
