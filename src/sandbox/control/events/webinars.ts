import { DateTime } from 'luxon';
import { type WebhookEventName, webhookEventTable } from '../../../shared/contract/webhook-events';
import type { SandboxCore } from '../../context';
import type { UserRecord, VideoCallRecord } from '../../fixture-schema';
import { isActiveSubscription } from '../../handlers/common';
import type { WebhookDelivery } from '../../webhooks';
import { deliver, refuse, type TriggerContext, type TriggerResult } from './trigger-context';

/* Webinars (video calls): created, reminders and completed, one delivery per attendee. */

export type WebinarEvent = Extract<WebhookEventName, `webinar.${string}`>;

function offsetOf(iso: string, zone: string): string {
  return DateTime.fromISO(iso).setZone(zone).toFormat('ZZ');
}

/** The docs' "...InCreatorTimezone" values: the creator's wall time, written with a Z (their quirk). */
function wallTime(iso: string, zone: string): string {
  return DateTime.fromISO(iso).setZone(zone).toFormat("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'");
}

function mangoTitles(core: SandboxCore, call: VideoCallRecord): string {
  return call.mango
    .map((id) => core.state.byId('mangoes', id)?.title)
    .filter((t): t is string => Boolean(t))
    .join(', ');
}

function sessionOf(call: VideoCallRecord) {
  return {
    webinar: call.title,
    webinarId: call._id,
    webinarLink: call.meetingUrl ?? `https://meet.sandbox.invalid/${call._id}`,
    webinarFromTime: call.fromTime,
    webinarToTime: call.toTime,
    webinarFromTimeInCreatorTimezone: wallTime(call.fromTime, call.timezoneName),
    webinarToTimeInCreatorTimezone: wallTime(call.toTime, call.timezoneName),
    creatorTimezone: offsetOf(call.fromTime, call.timezoneName),
  };
}

/**
 * webinar.created.single: one callList entry. webinar.created.recurring has no documented payload and
 * follows it, with one entry per session of the series.
 */
function webinarCreatedPayload(core: SandboxCore, call: VideoCallRecord, user: UserRecord) {
  const series =
    call.callType === 'recurring' && call.groupId
      ? core.state.data.videoCalls
          .filter((c) => c.groupId === call.groupId && !c.cancelled)
          .sort((a, b) => a.fromTime.localeCompare(b.fromTime))
      : [call];
  return {
    name: user.name,
    email: user.email,
    phone: user.phone,
    timezone: offsetOf(call.fromTime, call.timezoneName),
    callList: series.map(sessionOf),
    mangoes: mangoTitles(core, call),
  };
}

/**
 * webinar.reminder.15min: flat, phone a string, no webinarToTimeInCreatorTimezone. webinar.reminder.all and
 * webinar.reminder.1day have no documented payload and follow it.
 */
function webinarReminderPayload(core: SandboxCore, call: VideoCallRecord, user: UserRecord) {
  const { webinarToTimeInCreatorTimezone: _omit, ...session } = sessionOf(call);
  return {
    name: user.name,
    email: user.email,
    phone: String(user.phone),
    timezone: offsetOf(call.fromTime, call.timezoneName),
    ...session,
    mangoes: mangoTitles(core, call),
  };
}

/** webinar.completed.all: phone a string with its dial code, webinarLink the recording (or replay) link. */
function webinarCompletedPayload(call: VideoCallRecord, user: UserRecord) {
  return {
    name: user.name,
    email: user.email,
    phone: `${user.dialCode}${user.phone}`,
    webinar: call.title,
    webinarId: call._id,
    webinarLink: call.recordings.find((r) => r.url)?.url ?? `https://replay.sandbox.invalid/${call._id}`,
  };
}

/** One delivery per attendee (the docs' rule); the sandbox sends it for the attendee given. */
export async function webinarEvent(
  core: SandboxCore,
  event: WebinarEvent,
  call: VideoCallRecord,
  user: UserRecord,
): Promise<WebhookDelivery[]> {
  const payload =
    event === 'webinar.created.single' || event === 'webinar.created.recurring'
      ? webinarCreatedPayload(core, call, user)
      : event === 'webinar.completed.all'
        ? webinarCompletedPayload(call, user)
        : webinarReminderPayload(core, call, user);
  core.recordEffect('webinar.event', { event, videoCallId: call._id, userId: user._id });
  return deliver(core, call.creator, event, { webinar: call._id }, payload);
}

/** A call of the creator (recurring for webinar.created.recurring), and one of its attendees. */
export async function triggerWebinarEvent(ctx: TriggerContext, event: WebinarEvent): Promise<TriggerResult> {
  const { core, b, now, mine, pickUser } = ctx;
  const data = core.state.data;
  const wantsRecurring = event === 'webinar.created.recurring';
  const call = b.webinar
    ? core.state.byId('videoCalls', b.webinar)
    : mine(data.videoCalls).find(
        (c) =>
          !c.cancelled &&
          (event === 'webinar.created.single'
            ? c.callType === 'onetime'
            : !wantsRecurring || c.callType === 'recurring'),
      );
  if (!call) return refuse(404, 'That webinar does not exist in the sandbox.');
  const attendees = new Set(
    data.subscriptions
      .filter((s) => call.mango.includes(s.mango) && isActiveSubscription(s, now))
      .map((s) => s.fan),
  );
  const user = pickUser((u) => attendees.has(u._id)) ?? pickUser();
  if (!user) return refuse(404, 'No attendee for that webinar in the sandbox.');
  const deliveries = await webinarEvent(core, event, call, user);
  return {
    body: {
      description: `${webhookEventTable[event].label}: “${call.title}” for ${user.name}`,
      deliveries,
    },
  };
}
