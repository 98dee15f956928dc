import type { EventName, EventPayload } from '../../shared/bridge';

/**
 * Sends one event of the table in `src/shared/bridge.ts`, its payload typed by it: `send('app.navigate', { areaId })`.
 * The areas emit through it; app/bridge/events.ts makes the sender that parses and delivers each one.
 */
export type SendEvent = <E extends EventName>(event: E, payload: EventPayload<E>) => void;
