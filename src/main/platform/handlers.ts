import type { ChannelArgs, ChannelInput, ChannelName, ChannelOutput } from '../../shared/bridge';
import type { Result } from '../../shared/errors';

// What an area's handler table is and how main calls a channel itself: the areas build their tables
// against these types, and app/bridge/dispatcher.ts runs them (parsing, joins, errors).

/** Context of one bridge call, handed to every handler. */
export interface CallContext {
  /** Aborted when the renderer cancels the call (`app.cancel`); pass it to the HTTP client. */
  signal?: AbortSignal;
}

/** What the transport (IPC or web host) knows about a call beyond its input. */
export interface CallMeta {
  /** Set by the preload when the caller passed a signal, so `app.cancel` can reach this call. */
  callId?: string;
}

export type Handler<C extends ChannelName> = (
  input: ChannelArgs<C>,
  context: CallContext,
) => Promise<ChannelOutput<C>> | ChannelOutput<C>;

/** Every channel must have a handler: a missing one is a compile error where the object is built. */
export type Handlers = { [C in ChannelName]: Handler<C> };

export type Dispatch = (channel: string, rawInput: unknown, meta?: CallMeta) => Promise<Result<unknown>>;

/**
 * Main's own call into a channel (a menu item, a CSV the OS opened), typed by the table: the same path as
 * the page's calls (input parsed, handler run, `Result` answered). `Handlers` types each handler's answer
 * as its channel's output, which is what makes the one cast here true.
 */
export function callChannel<C extends ChannelName>(
  dispatch: Dispatch,
  channel: C,
  input: ChannelInput<C>,
): Promise<Result<ChannelOutput<C>>> {
  return dispatch(channel, input) as Promise<Result<ChannelOutput<C>>>;
}
