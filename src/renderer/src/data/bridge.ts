import type { BridgeApi, CallOptions, ChannelInput, ChannelName, ChannelOutput } from '@shared/bridge';
import type { AppError, Result } from '@shared/errors';
import { ApiCallError } from './api';

/**
 * Calls one bridge channel by its table name (`'videoCalls.agenda'`), the way `api.videoCalls.agenda(...)`
 * would. Queries and mutations use it so their keys and their calls name the same channel.
 */
export function invoke<C extends ChannelName>(
  api: BridgeApi,
  channel: C,
  input: ChannelInput<C> | undefined,
  options?: CallOptions,
): Promise<Result<ChannelOutput<C>>> {
  const dot = channel.indexOf('.');
  const area = (api as unknown as Record<string, Record<string, unknown>>)[channel.slice(0, dot)];
  const method = area?.[channel.slice(dot + 1)];
  if (typeof method !== 'function') {
    return Promise.reject(new Error(`The bridge has no channel ${channel}.`));
  }
  return (method as (i: unknown, o?: CallOptions) => Promise<Result<ChannelOutput<C>>>)(input, options);
}

/** Like `invoke`, but answers the value and throws the typed error (`ApiCallError`): what a query wants. */
export async function invokeOrThrow<C extends ChannelName>(
  api: BridgeApi,
  channel: C,
  input: ChannelInput<C> | undefined,
  options?: CallOptions,
): Promise<ChannelOutput<C>> {
  const result = await invoke(api, channel, input, options);
  if (result.ok) return result.value;
  throw new ApiCallError(result.error);
}

/** The typed bridge error inside whatever a query or mutation failed with (null when there is none). */
export function appErrorOf(error: unknown): AppError | null {
  if (error === null || error === undefined) return null;
  if (error instanceof ApiCallError) return error.error;
  const message = error instanceof Error ? error.message || error.name : String(error);
  return { kind: 'internal', message };
}
