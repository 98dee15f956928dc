import type {
  CourseCompletedPayload,
  CourseProgressPayload,
  OrderRecurringCreatedPayload,
  WebhookEvent,
} from '../../../shared/contract/integration';
import type { SandboxCore } from '../context';
import type { SubscriptionRecord } from '../fixture-schema';
import type { WebhookDelivery } from '../webhooks';

const PERIOD_DAYS: Record<string, number> = { monthly: 30, quarterly: 91, halfyearly: 182, yearly: 365 };

export function orderPayload(
  core: SandboxCore,
  sub: SubscriptionRecord,
  orderId: string,
): OrderRecurringCreatedPayload {
  const user = core.state.byId('users', sub.fan);
  const mango = core.state.byId('mangoes', sub.mango);
  const amount = mango?.price ?? 0;
  const gst = mango?.settings?.includeGST ? Math.round(amount * 0.18 * 100) / 100 : 0;
  return {
    ...(mango?.customFields ?? {}),
    id: sub._id,
    name: user?.name ?? '',
    email: user?.email ?? '',
    orderId,
    coupon: '',
    country: user?.country ?? '',
    mangoName: mango?.title ?? '',
    status: 'captured',
    dialCode: user?.dialCode ?? '',
    subscriberId: sub.fan,
    recurringType: mango?.recurringType ?? '',
    currency: mango?.currency ?? 'INR',
    affiliateId: '',
    affiliateName: '',
    affiliateEmail: '',
    phone: user?.phone ?? 0,
    affiliatePhone: 0,
    orderTime: core.clock.nowIso(),
    amount,
    gst,
    discount: 0,
    amountPayable: amount + gst,
    quantity: 1,
  };
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

export async function deliver(
  core: SandboxCore,
  creator: string,
  event: WebhookEvent,
  association: { mango?: string; course?: string },
  payload: Record<string, unknown>,
): Promise<WebhookDelivery[]> {
  const subs = core.state.data.webhooks.filter((w) => w.creator === creator);
  const deliveries = await core.webhooks.deliver(subs, event, association, payload);
  for (const d of deliveries) {
    core.recordEffect('webhook.delivered', { ...d });
  }
  return deliveries;
}

/** Moves a learner's progress; crossing 50% fires course.progress, reaching 100% fires course.completed. */
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
  const base = {
    name: user.name,
    email: user.email,
    course: course.title,
    courseId,
    phone: user.phone,
    lastProgressOn: now,
  };
  const deliveries: WebhookDelivery[] = [];
  if (before < 50 && percentage >= 50) {
    const payload: CourseProgressPayload = { ...base, completionPercentage: percentage };
    deliveries.push(
      ...(await deliver(core, course.creator, 'course.progress', { course: courseId }, payload)),
    );
  }
  if (before < 100 && percentage >= 100) {
    const payload: CourseCompletedPayload = base;
    deliveries.push(
      ...(await deliver(core, course.creator, 'course.completed', { course: courseId }, payload)),
    );
  }
  return { before, after: percentage, deliveries };
}
