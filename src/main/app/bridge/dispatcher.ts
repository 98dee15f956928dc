import { channels, isWriteChannel, type ChannelName } from '../../../shared/bridge';
import { AppFailure, validationError, type AppError, type Result } from '../../../shared/errors';
import type { CallRegistry } from './call-registry';
import { canonicalInput, createWriteJoins } from './write-joins';
import { describeFsError, isFsError } from '../../platform/storage/notices';
import type { CallContext, Dispatch, Handlers } from '../../platform/handlers';

export interface DispatcherOptions {
  /** Called with unexpected exceptions; never given to the renderer. */
  onInternalError?: (channel: string, error: unknown) => void;
  /** Parse outputs too (tests and development), so a handler that drifts from the table is caught. */
  checkOutputs?: boolean;
  /** Tracks cancellable calls; the `app.cancel` handler must share it. */
  calls?: CallRegistry;
  /**
   * The active profile's id, so that a write naming it and the same write leaving it out (the active
   * profile is meant) are one call for the join of identical pending writes.
   */
  activeProfileId?: () => Promise<string | undefined>;
}

/** Deepest nesting of arrays and objects a bridge input may have; no channel needs more than a few levels. */
export const MAX_INPUT_DEPTH = 64;
/**
 * Most values (array elements and object properties, counted each time they are reached) a bridge input
 * may hold. The largest real input (a drip schedule of 1,000 modules) has a few thousand.
 */
export const MAX_INPUT_VALUES = 100_000;

export interface InputMeasure {
  /** Nesting depth of arrays and objects, up to `depth limit + 1`. */
  depth: number;
  /** Values reached, shared and repeated references counted each time, up to the first past the limit. */
  values: number;
  problem?: 'too_deep' | 'too_large';
}

/**
 * Measures `value` the way a schema will walk it, without recursion (so no input can overflow the stack
 * here) and without expanding anything: an object referenced twice is counted twice (a chain of 60
 * objects that each point three times at the next is 3^60 values to a schema and would hang main), a
 * sparse array is counted by its length before any element is read, and a cycle runs into the depth limit.
 * Typed arrays and buffers are one value: no schema reads into them.
 */
export function measureInput(
  value: unknown,
  limits: { depth: number; values: number } = { depth: MAX_INPUT_DEPTH, values: MAX_INPUT_VALUES },
): InputMeasure {
  if (typeof value !== 'object' || value === null) return { depth: 0, values: 1 };
  let deepest = 0;
  let values = 1;
  const stack: { node: object; depth: number }[] = [{ node: value, depth: 1 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop() as { node: object; depth: number };
    if (depth > limits.depth) return { depth: limits.depth + 1, values, problem: 'too_deep' };
    if (depth > deepest) deepest = depth;
    if (ArrayBuffer.isView(node) || node instanceof ArrayBuffer) continue;
    const count = Array.isArray(node) ? node.length : Object.keys(node).length;
    values += count;
    if (values > limits.values) return { depth: deepest, values, problem: 'too_large' };
    const items: unknown[] = Array.isArray(node) ? Array.from(node) : Object.values(node);
    for (const item of items) {
      if (typeof item === 'object' && item !== null) stack.push({ node: item, depth: depth + 1 });
    }
  }
  return { depth: deepest, values };
}

/** The nesting depth of `value` (see `measureInput`), or `limit + 1` as soon as it goes past `limit`. */
export function inputDepth(value: unknown, limit = MAX_INPUT_DEPTH): number {
  return measureInput(value, { depth: limit, values: Number.MAX_SAFE_INTEGER }).depth;
}

function tooDeep(): AppError {
  return {
    kind: 'validation',
    message: `The input is nested more than ${MAX_INPUT_DEPTH} levels deep; the console accepts at most ${MAX_INPUT_DEPTH}.`,
  };
}

function tooLarge(): AppError {
  return {
    kind: 'validation',
    message: `The input holds more than ${MAX_INPUT_VALUES.toLocaleString('en-US')} values; the console accepts at most that many in one call.`,
  };
}

function isChannel(name: string): name is ChannelName {
  return Object.prototype.hasOwnProperty.call(channels, name);
}

/**
 * The single path every bridge call takes, for Electron IPC and the web host alike: known channel,
 * input parsed with the table's schema, handler run, output or a serializable error returned. Nothing
 * thrown here escapes; a message never carries a stack.
 */
export function createDispatcher(handlers: Handlers, options: DispatcherOptions = {}): Dispatch {
  const joins = createWriteJoins(options.calls);
  // Writes reach their handlers in the order they arrived: resolving the active profile reads a file,
  // and two reads may finish out of order, so the resolutions are taken one after another.
  let resolving: Promise<unknown> = Promise.resolve();
  const inArrivalOrder = (channel: ChannelName, input: unknown): Promise<unknown> => {
    const next = resolving.then(() => withProfile(channel, input));
    resolving = next.catch(() => undefined);
    return next;
  };
  return async (channel, rawInput, meta = {}) => {
    if (typeof channel !== 'string' || !isChannel(channel)) {
      return {
        ok: false,
        error: {
          kind: 'unknown_channel',
          message: `There is no bridge channel named "${String(channel).slice(0, 80)}"`,
        },
      };
    }
    const schema = channels[channel];
    let parsed: ReturnType<typeof schema.input.safeParse>;
    // Inside a guard: a schema (a recursive one, a refinement) may throw, e.g. a RangeError on deep input.
    try {
      const measure = measureInput(rawInput);
      if (measure.problem === 'too_deep') return { ok: false, error: tooDeep() };
      if (measure.problem === 'too_large') return { ok: false, error: tooLarge() };
      parsed = schema.input.safeParse(rawInput === undefined ? {} : rawInput);
    } catch (error) {
      if (error instanceof RangeError) return { ok: false, error: tooDeep() };
      return { ok: false, error: toAppError(channel, error, options) };
    }
    if (!parsed.success) return { ok: false, error: validationError(parsed.error) };
    const callId =
      typeof meta.callId === 'string' && /^[\w-]{1,64}$/.test(meta.callId) ? meta.callId : undefined;
    const input: unknown = parsed.data;
    const run = (context: CallContext) => runHandler(channel, input, context);
    if (!isWriteChannel(channel)) return runAlone(callId, run);
    // A write: an identical one already pending is joined (one effect, the same answer for both).
    const key = canonicalInput(await inArrivalOrder(channel, input));
    if (key === undefined) return runAlone(callId, run);
    return joins.run(`${channel}\u0000${key}`, callId, (signal) => run({ signal }));
  };

  async function runAlone(
    callId: string | undefined,
    run: (context: CallContext) => Promise<Result<unknown>>,
  ): Promise<Result<unknown>> {
    const context: CallContext = callId && options.calls ? { signal: options.calls.begin(callId) } : {};
    try {
      return await run(context);
    } finally {
      if (callId) options.calls?.end(callId);
    }
  }

  /** The input with the active profile's id filled in, where the channel takes one and it was left out. */
  async function withProfile(channel: ChannelName, input: unknown): Promise<unknown> {
    if (!options.activeProfileId || typeof input !== 'object' || input === null) return input;
    const shape = (channels[channel].input as { shape?: Record<string, unknown> }).shape;
    if (!shape || !('profileId' in shape)) return input;
    if ((input as { profileId?: unknown }).profileId !== undefined) return input;
    const active = await options.activeProfileId().catch(() => undefined);
    return active ? { ...input, profileId: active } : input;
  }

  async function runHandler(
    channel: ChannelName,
    input: unknown,
    context: CallContext,
  ): Promise<Result<unknown>> {
    const schema = channels[channel];
    try {
      const handler = handlers[channel] as (input: unknown, context: CallContext) => unknown;
      const value = await handler(input, context);
      if (options.checkOutputs) {
        const out = schema.output.safeParse(value);
        if (!out.success) {
          options.onInternalError?.(channel, out.error);
          return {
            ok: false,
            error: { kind: 'internal', message: `The console answered ${channel} with an unexpected shape` },
          };
        }
        return { ok: true, value: out.data };
      }
      return { ok: true, value };
    } catch (error) {
      return { ok: false, error: toAppError(channel, error, options) };
    }
  }
}

function toAppError(channel: string, error: unknown, options: DispatcherOptions): AppError {
  if (error instanceof AppFailure) return error.error;
  // `signal.throwIfAborted()` in a handler: the renderer cancelled this call.
  if (error instanceof Error && error.name === 'AbortError') {
    return { kind: 'cancelled', message: 'Cancelled.' };
  }
  options.onInternalError?.(channel, error);
  // The disk refused (full, read-only, permission): say so, with what to do, instead of "something went wrong".
  if (isFsError(error)) {
    return {
      kind: 'storage',
      message: `The console could not use its data folder: ${describeFsError(error).words}. Nothing was changed.`,
    };
  }
  return {
    kind: 'internal',
    message: `Something went wrong in the console while running ${channel}. Details are in the log.`,
  };
}
