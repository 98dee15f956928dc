import { DateTime } from 'luxon';
import { z } from 'zod';
import { WebhookEventName, webhookEventTable } from '../../../shared/contract/webhook-events';
import type { SandboxCore } from '../context';
import type {
  CourseRecord,
  CreatorRecord,
  MangoRecord,
  SubscriptionRecord,
  UserRecord,
  VideoCallRecord,
} from '../fixture-schema';
import { isActiveSubscription } from '../handlers/common';
import type { WebhookAssociation, WebhookDelivery } from '../webhooks';

/*
 * The sandbox's webhook serializers. Each payload has the keys and JSON types of the docs' example for its
 * event (tests/fixtures/service-docs/webhooks/events, checked by tests/integration/sandbox/webhook-payloads),
 * quirks included: phone is a number in order, course and webinar.created payloads and a string in
 * reminders and webinar completion; mangoes is one comma-separated string; lastPurchaseDate is '14 Jul 2025';
 * order.created.failed has no id. Events whose docs page shows no payload follow the sibling named in
 * webhookEventTable[event].payloadLike (said again at each builder).
 */

export const PERIOD_DAYS: Record<string, number> = {
  monthly: 30,
  quarterly: 91,
  halfyearly: 182,
  yearly: 365,
};
const IST = 'Asia/Kolkata';

function amounts(mango: MangoRecord | undefined) {
  const amount = mango?.price ?? 0;
  const gst = mango?.settings?.includeGST ? Math.round(amount * 0.18 * 100) / 100 : 0;
  return { amount, gst, discount: 0, coupon: '', amountPayable: amount + gst };
}

/** order.recurring.created (legacy docs page): the Mango's custom fields arrive as extra top-level keys. */
export function orderPayload(core: SandboxCore, sub: SubscriptionRecord, orderId: string) {
  const user = core.state.byId('users', sub.fan);
  const mango = core.state.byId('mangoes', sub.mango);
  const money = amounts(mango);
  return {
    ...(mango?.customFields ?? {}),
    id: sub._id,
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? 0,
    orderTime: core.clock.nowIso(),
    orderId,
    amount: money.amount,
    gst: money.gst,
    discount: money.discount,
    coupon: money.coupon,
    country: user?.country ?? '',
    amountPayable: money.amountPayable,
    mangoName: mango?.title ?? '',
    status: 'captured',
    dialCode: user?.dialCode ?? '',
    subscriberId: sub.fan,
    recurringType: mango?.recurringType ?? '',
    currency: mango?.currency ?? 'INR',
    quantity: 1,
    affiliateId: '',
    affiliateName: '',
    affiliateEmail: '',
    affiliatePhone: 0,
  };
}

/** order.created.completed (legacy docs page): flat, customFields an array, no dialCode or affiliate keys. */
function orderCompletedPayload(core: SandboxCore, user: UserRecord, mango: MangoRecord, orderId: string) {
  const money = amounts(mango);
  return {
    id: orderId,
    name: user.name,
    email: user.email,
    phone: user.phone,
    orderTime: core.clock.nowIso(),
    orderId,
    amount: money.amount,
    gst: money.gst,
    discount: money.discount,
    coupon: money.coupon,
    country: user.country,
    amountPayable: money.amountPayable,
    mangoName: mango.title,
    status: 'completed',
    customFields: Object.entries(mango.customFields ?? {}).map(([key, value]) => ({ key, value })),
  };
}

/**
 * order.created.failed (current docs page): no `id` (subscriberId instead), customFields and
 * funnelBridgeDetails null, renewalCount. order.created.initiated has no documented payload and follows it.
 */
function orderAttemptPayload(
  core: SandboxCore,
  user: UserRecord,
  mango: MangoRecord,
  orderId: string,
  status: 'failed' | 'initiated',
) {
  const money = amounts(mango);
  return {
    subscriberId: user._id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    country: user.country,
    dialCode: user.dialCode,
    orderId,
    orderTime: core.clock.nowIso(),
    amount: money.amount,
    gst: money.gst,
    discount: money.discount,
    coupon: money.coupon,
    amountPayable: money.amountPayable,
    mangoName: mango.title,
    status,
    recurringType: mango.recurringType ?? 'onetime',
    currency: mango.currency ?? 'INR',
    quantity: 1,
    affiliateId: '',
    affiliateName: '',
    affiliateEmail: '',
    affiliatePhone: 0,
    customFields: null,
    funnelBridgeDetails: null,
    renewalCount: 0,
  };
}

function subscriptionExpiredPayload(core: SandboxCore, sub: SubscriptionRecord) {
  const user = core.state.byId('users', sub.fan);
  const mango = core.state.byId('mangoes', sub.mango);
  const creator = core.state.byId('creators', sub.creator);
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? 0,
    mangoRecurringType:
      mango?.type === 'recurring' ? (mango.recurringType ?? 'monthly').toLowerCase() : 'onetime',
    mangoTitle: mango?.title ?? '',
    mangoLink: `https://${creator?.host ?? 'sandbox.invalid'}/web/checkout/${sub.mango}`,
    // Formatted, not ISO, as in the docs: '14 Jul 2025'.
    lastPurchaseDate: DateTime.fromISO(sub.subscribedAt, { zone: IST }).toFormat('dd LLL yyyy'),
  };
}

function userDeletedPayload(user: UserRecord, creator: CreatorRecord | undefined) {
  return {
    _id: user._id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    country: user.country,
    host: creator?.host ?? '',
    profilePicUrl: user.profilePicUrl,
  };
}

export async function deliver(
  core: SandboxCore,
  creator: string,
  event: WebhookEventName,
  association: WebhookAssociation,
  payload: Record<string, unknown>,
): Promise<WebhookDelivery[]> {
  const subs = core.state.data.webhooks.filter((w) => w.creator === creator);
  const deliveries = await core.webhooks.deliver(subs, event, association, payload);
  for (const d of deliveries) {
    core.recordEffect('webhook.delivered', { ...d });
  }
  return deliveries;
}

/** The first automatic charge of a recurring subscription: extends it one period and fires the event. */
export async function renewSubscription(
  core: SandboxCore,
  sub: SubscriptionRecord,
): Promise<WebhookDelivery[]> {
  const mango = core.state.byId('mangoes', sub.mango);
  const days = PERIOD_DAYS[(mango?.recurringType ?? 'monthly').toLowerCase()] ?? 30;
  const from = Math.max(core.clock.now(), sub.expiredAt ? Date.parse(sub.expiredAt) : 0);
  sub.expiredAt = new Date(from + days * 86_400_000).toISOString();
  sub.status = 'active';
  core.state.touch();
  const orderId = core.state.newId();
  core.recordEffect('order.recurringCreated', { subscriptionId: sub._id, orderId });
  return deliver(
    core,
    sub.creator,
    'order.recurring.created',
    { mango: sub.mango },
    orderPayload(core, sub, orderId),
  );
}

/** Ends a subscription now and fires subscription.expired. */
export async function expireSubscription(
  core: SandboxCore,
  sub: SubscriptionRecord,
): Promise<WebhookDelivery[]> {
  sub.status = sub.status === 'manualactive' ? 'manualexpired' : 'expired';
  sub.expiredAt = core.clock.nowIso();
  core.state.touch();
  core.recordEffect('subscription.expired', { subscriptionId: sub._id });
  return deliver(
    core,
    sub.creator,
    'subscription.expired',
    { mango: sub.mango },
    subscriptionExpiredPayload(core, sub),
  );
}

/** A new order of a Mango: initiated, then completed or failed. The sandbox records no order collection. */
export async function createOrder(
  core: SandboxCore,
  event: 'order.created.initiated' | 'order.created.completed' | 'order.created.failed',
  user: UserRecord,
  mango: MangoRecord,
  orderId: string = core.state.newId(),
): Promise<WebhookDelivery[]> {
  core.recordEffect('order.created', { orderId, userId: user._id, mangoId: mango._id, event });
  const payload =
    event === 'order.created.completed'
      ? orderCompletedPayload(core, user, mango, orderId)
      : orderAttemptPayload(
          core,
          user,
          mango,
          orderId,
          event === 'order.created.failed' ? 'failed' : 'initiated',
        );
  return deliver(core, mango.creator, event, { mango: mango._id }, payload);
}

/** Course milestones (docs): .all at 10%, 50% and 100%; .50 at 50%; .100 and the deprecated course.completed at 100%. */
const COURSE_MILESTONES: { at: number; events: WebhookEventName[] }[] = [
  { at: 10, events: ['course.completed.all'] },
  // course.progress: our spec's name for the 50% checkpoint (its payload adds completionPercentage).
  { at: 50, events: ['course.completed.all', 'course.completed.50', 'course.progress'] },
  { at: 100, events: ['course.completed.all', 'course.completed.100', 'course.completed'] },
];

/** Moves a learner's progress; every milestone crossed fires its events, in order. */
export async function setCourseProgress(
  core: SandboxCore,
  userId: string,
  courseId: string,
  percentage: number,
) {
  const course = core.state.byId('courses', courseId);
  const user = core.state.byId('users', userId);
  if (!course || !user) return undefined;
  let record = core.state.data.progress.find((p) => p.user === userId && p.course === courseId);
  const before = record?.percentage ?? 0;
  const now = core.clock.nowIso();
  if (!record) {
    record = { user: userId, course: courseId, percentage, lastProgressOn: now };
    core.state.data.progress.push(record);
  }
  record.percentage = percentage;
  record.lastProgressOn = now;
  core.state.touch();
  // Docs' payload for .50 (no example of its own; follows .100), .100, .all and course.completed.
  const base = {
    name: user.name,
    email: user.email,
    phone: user.phone,
    course: course.title,
    courseId,
    lastProgressOn: now,
  };
  const deliveries: WebhookDelivery[] = [];
  for (const milestone of COURSE_MILESTONES) {
    if (!(before < milestone.at && percentage >= milestone.at)) continue;
    for (const event of milestone.events) {
      const payload = event === 'course.progress' ? { ...base, completionPercentage: percentage } : base;
      deliveries.push(...(await deliver(core, course.creator, event, { course: courseId }, payload)));
    }
  }
  return { before, after: percentage, deliveries };
}

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

type WebinarEvent = Extract<WebhookEventName, `webinar.${string}`>;

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

export const TriggerBody = z.object({
  event: WebhookEventName,
  /** Scopes the picks below; defaults to the creator of whatever id is given, else the first creator. */
  creator: z.string().optional(),
  subscriptionId: z.string().optional(),
  user: z.string().optional(),
  mango: z.string().optional(),
  course: z.string().optional(),
  webinar: z.string().optional(),
  percentage: z.number().min(0).max(100).optional(),
});
export type TriggerBody = z.infer<typeof TriggerBody>;

export interface TriggerResult {
  status?: number;
  body: unknown;
}

const refuse = (status: number, message: string): TriggerResult => ({ status, body: { error: message } });

/**
 * `POST /__sandbox/webhooks/trigger`: does what makes the real service send `event`, for the records given or
 * the first ones that fit, and answers `{description, deliveries}`.
 */
export async function triggerWebhookEvent(core: SandboxCore, b: TriggerBody): Promise<TriggerResult> {
  const data = core.state.data;
  const creator =
    b.creator ||
    (b.subscriptionId && core.state.byId('subscriptions', b.subscriptionId)?.creator) ||
    (b.mango && core.state.byId('mangoes', b.mango)?.creator) ||
    (b.course && core.state.byId('courses', b.course)?.creator) ||
    (b.webinar && core.state.byId('videoCalls', b.webinar)?.creator) ||
    (b.user && core.state.byId('users', b.user)?.creator) ||
    data.creators[0]?._id;
  const now = core.clock.now();
  const mine = <T extends { creator: string }>(rows: T[]) => rows.filter((r) => r.creator === creator);
  const pickUser = (fits: (u: UserRecord) => boolean = () => true): UserRecord | undefined =>
    b.user ? core.state.byId('users', b.user) : mine(data.users).find(fits);
  const event = b.event;
  const group = webhookEventTable[event].group;

  if (event === 'order.recurring.created' || event === 'subscription.expired') {
    const recurringOnly = event === 'order.recurring.created';
    const mangoOk = (id: string) => {
      const m = core.state.byId('mangoes', id);
      return Boolean(m && !m.isDeleted && (!recurringOnly || m.type === 'recurring'));
    };
    if (b.mango && !mangoOk(b.mango)) {
      return refuse(
        400,
        recurringOnly
          ? 'That Mango is not a recurring Mango of the sandbox: only those renew.'
          : 'That Mango does not exist in the sandbox.',
      );
    }
    const sub = b.subscriptionId
      ? core.state.byId('subscriptions', b.subscriptionId)
      : mine(data.subscriptions).find(
          (s) =>
            (!b.mango || s.mango === b.mango) &&
            mangoOk(s.mango) &&
            (!b.user || s.fan === b.user) &&
            isActiveSubscription(s, now),
        );
    if (!sub) {
      return refuse(
        404,
        recurringOnly
          ? 'No active subscription to a recurring Mango to renew in the sandbox.'
          : 'No active subscription to expire in the sandbox.',
      );
    }
    const title = core.state.byId('mangoes', sub.mango)?.title ?? sub.mango;
    const deliveries = recurringOnly
      ? await renewSubscription(core, sub)
      : await expireSubscription(core, sub);
    const verb = recurringOnly ? 'Renewed' : 'Expired';
    return { body: { description: `${verb} subscription ${sub._id} to “${title}”`, deliveries } };
  }

  if (group === 'orders') {
    const mango = b.mango
      ? core.state.byId('mangoes', b.mango)
      : mine(data.mangoes).find((m) => !m.isDeleted && m.type !== 'free');
    if (!mango || mango.isDeleted) return refuse(400, 'That Mango does not exist in the sandbox.');
    const user = pickUser();
    if (!user) return refuse(404, 'No customer in the sandbox to place the order.');
    const deliveries = await createOrder(core, event as Parameters<typeof createOrder>[1], user, mango);
    const what = { 'order.created.initiated': 'started', 'order.created.failed': 'failed to pay for' }[
      event as string
    ];
    return {
      body: { description: `${user.name} ${what ?? 'bought'} “${mango.title}”`, deliveries },
    };
  }

  if (event === 'user.deleted') {
    const user = pickUser();
    if (!user) return refuse(404, 'No customer in the sandbox to delete.');
    // The customer stays in the sandbox so the demo keeps working: only the event is sent.
    const deliveries = await deliver(
      core,
      user.creator,
      'user.deleted',
      {},
      userDeletedPayload(user, core.state.byId('creators', user.creator)),
    );
    return {
      body: { description: `Deleted customer ${user.name} (the sandbox keeps the record)`, deliveries },
    };
  }

  if (group === 'courses') {
    const courses = b.course
      ? [core.state.byId('courses', b.course)].filter((c): c is CourseRecord => Boolean(c))
      : mine(data.courses).filter((c) => !c.isDeleted);
    const course = courses[0];
    if (!course || course.isDeleted) return refuse(404, 'That course does not exist in the sandbox.');
    const at = new Map(
      data.progress.filter((p) => p.course === course._id).map((p) => [p.user, p.percentage]),
    );
    const progressOf = (u: UserRecord) => at.get(u._id) ?? 0;
    // The milestone to cross, and a learner below it.
    const target =
      b.percentage ??
      (event === 'course.completed.all'
        ? 10
        : event === 'course.completed.50' || event === 'course.progress'
          ? 50
          : 100);
    // Prefer a learner already past the milestone before, so only this milestone's events fire.
    const floor = target >= 100 ? 50 : target >= 50 ? 10 : 0;
    const user =
      pickUser((u) => progressOf(u) < target && progressOf(u) >= floor) ??
      pickUser((u) => progressOf(u) < target);
    if (!user) return refuse(404, `Every learner is past ${target}% of “${course.title}” in the sandbox.`);
    const result = await setCourseProgress(core, user._id, course._id, Math.max(target, progressOf(user)));
    if (!result) return refuse(404, 'No such user or course');
    const verb = target >= 100 ? 'completed' : `crossed ${target}% of`;
    return { body: { ...result, description: `${user.name} ${verb} “${course.title}”` } };
  }

  // Webinars: a call of the creator (recurring for webinar.created.recurring), and one of its attendees.
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
  const deliveries = await webinarEvent(core, event as WebinarEvent, call, user);
  return {
    body: {
      description: `${webhookEventTable[event].label}: “${call.title}” for ${user.name}`,
      deliveries,
    },
  };
}
