import type { z } from 'zod';
import type { Result } from './errors';
import type { BridgeNames } from './bridge-names';
import { activityChannels, activityEvents } from './areas/activity/channels';
import { analyticsChannels, analyticsEvents } from './areas/analytics/channels';
import { appChannels, appEvents } from './channels/app';
import { appConfigChannels, appConfigEvents } from './areas/app-config/channels';
import { bulkJobsChannels, bulkJobsEvents } from './areas/bulk-jobs/channels';
import { certificateChannels } from './areas/certificates/channels';
import { communityChannels, communityEvents } from './areas/community/channels';
import { courseChannels, courseEvents } from './areas/courses/channels';
import { customerChannels, customerEvents } from './areas/customers/channels';
import { feedChannels } from './areas/feed/channels';
import { gamificationChannels, gamificationEvents } from './areas/gamification/channels';
import { homeChannels, homeEvents } from './areas/home/channels';
import { mangoChannels, mangoEvents } from './areas/mangoes/channels';
import { profileChannels, profileEvents } from './areas/profiles/channels';
import { settingsChannels, settingsEvents } from './areas/settings/channels';
import { videoCallChannels, videoCallEvents } from './areas/video-calls/channels';
import { webhookChannels, webhookEvents } from './areas/webhooks/channels';

/**
 * The one table of bridge channels (renderer -> main) and events (main -> renderer). Main registers every
 * channel from it, both preloads build `window.api` from it, and the renderer's types derive from it.
 * Each area keeps its rows in `areas/<area>/channels.ts`, and a channel's or event's name begins with its area
 * (`bulkJobs.start` in `areas/bulk-jobs/channels.ts`; `app.*` is the console itself, not an area):
 * `tests/unit/bridge/channel-areas.test.ts` holds every name to it. This file only joins them. Add a channel: add a row
 * there, then a handler in `src/main/areas` (a missing handler is a compile error).
 */
export const channels = {
  ...appChannels,
  ...homeChannels,
  ...profileChannels,
  ...activityChannels,
  ...settingsChannels,
  ...videoCallChannels,
  ...mangoChannels,
  ...analyticsChannels,
  ...communityChannels,
  ...courseChannels,
  ...gamificationChannels,
  ...certificateChannels,
  ...feedChannels,
  ...webhookChannels,
  ...customerChannels,
  ...appConfigChannels,
  ...bulkJobsChannels,
} as const;

export const events = {
  ...appEvents,
  ...homeEvents,
  ...profileEvents,
  ...activityEvents,
  ...settingsEvents,
  ...videoCallEvents,
  ...mangoEvents,
  ...analyticsEvents,
  ...communityEvents,
  ...courseEvents,
  ...gamificationEvents,
  ...webhookEvents,
  ...customerEvents,
  ...appConfigEvents,
  ...bulkJobsEvents,
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

/**
 * The channels that only read (the service, or the console's own files): their rows say `reads: true`.
 * Every other channel is treated as a write: main joins a second identical call to the first while it is
 * pending (`src/main/app/bridge/write-joins.ts`). A row says it reads rather than that it writes so that
 * a channel added later is guarded until someone decides it only reads; a read left unmarked is merely
 * joined with an identical pending read. Reads are not joined: a read started after a write finished must
 * see that write, and a pending read from before it might not.
 */
export const readChannels: ReadonlySet<ChannelName> = new Set(
  channelNames.filter((name) => (channels[name] as { reads?: boolean }).reads === true),
);

export const isWriteChannel = (channel: ChannelName): boolean => !readChannels.has(channel);

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

/** The shape of `window.api`: `api.profiles.list()`, `api.on('app.connectivityChanged', fn)`. */
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
