import type { z } from 'zod';
import type { Result } from './errors';
import type { BridgeNames } from './bridge-names';
import { activityChannels, activityEvents } from './channels/activity';
import { appChannels, appEvents } from './channels/app';
import { profileChannels, profileEvents } from './channels/profiles';
import { videoCallChannels, videoCallEvents } from './channels/video-calls';
import { mangoChannels, mangoEvents } from './channels/mangoes';
import { analyticsChannels, analyticsEvents } from './channels/analytics';
import { migrationChannels, migrationEvents } from './channels/migration';
import { communityChannels, communityEvents } from './channels/community';
import { hostChannels, hostEvents } from './channels/host';
import { desktopChannels, desktopEvents } from './channels/desktop';
import { engagementChannels, engagementEvents } from './channels/engagement';
import { customerChannels, customerEvents } from './channels/customers';

/**
 * The one table of bridge channels (renderer -> main) and events (main -> renderer). Main registers every
 * channel from it, both preloads build `window.api` from it, and the renderer's types derive from it.
 * Areas keep their rows in `channels/<area>.ts`; this file only joins them. Add a channel: add a row
 * there, then a handler in `src/main/services` (a missing handler is a compile error).
 */
export const channels = {
  ...appChannels,
  ...activityChannels,
  ...profileChannels,
  ...videoCallChannels,
  ...mangoChannels,
  ...analyticsChannels,
  ...migrationChannels,
  ...communityChannels,
  ...hostChannels,
  ...engagementChannels,
  ...customerChannels,
  ...desktopChannels,
} as const;

export const events = {
  ...appEvents,
  ...activityEvents,
  ...profileEvents,
  ...videoCallEvents,
  ...mangoEvents,
  ...analyticsEvents,
  ...migrationEvents,
  ...communityEvents,
  ...hostEvents,
  ...engagementEvents,
  ...customerEvents,
  ...desktopEvents,
} as const;

export type Channels = typeof channels;
export type ChannelName = keyof Channels;
export type ChannelInput<C extends ChannelName> = z.input<Channels[C]['input']>;
export type ChannelArgs<C extends ChannelName> = z.output<Channels[C]['input']>;
export type ChannelOutput<C extends ChannelName> = z.output<Channels[C]['output']>;

export type Events = typeof events;
export type EventName = keyof Events;
export type EventPayload<E extends EventName> = z.output<Events[E]>;

export const channelNames = Object.keys(channels) as ChannelName[];
export const eventNames = Object.keys(events) as EventName[];

/** What main gives a preload to build `window.api` from: the table's names, nothing else (bridge-names.ts). */
export const bridgeNames: BridgeNames = { channels: [...channelNames], events: [...eventNames] };

type AreaOf<C> = C extends `${infer A}.${string}` ? A : never;
export type Area = AreaOf<ChannelName>;

/** Per-call options: a signal cancels the call in main (the answer is then a `cancelled` error). */
export interface CallOptions {
  signal?: AbortSignal;
}

type Method<C extends ChannelName> =
  Record<string, never> extends ChannelInput<C>
    ? (input?: ChannelInput<C>, options?: CallOptions) => Promise<Result<ChannelOutput<C>>>
    : (input: ChannelInput<C>, options?: CallOptions) => Promise<Result<ChannelOutput<C>>>;

/** The shape of `window.api`: `api.profiles.list()`, `api.on('connectivity', fn)`. */
export type BridgeApi = {
  readonly [A in Area]: {
    readonly [C in ChannelName as C extends `${A}.${infer V}` ? V : never]: Method<C>;
  };
} & {
  readonly on: <E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void) => () => void;
};

export {
  IPC_CHANNEL_PREFIX,
  IPC_EVENT_PREFIX,
  IPC_NAMES_CHANNEL,
  NAMES_ELEMENT_ID,
  splitChannel,
  type BridgeNames,
} from './bridge-names';
