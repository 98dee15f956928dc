import { z } from 'zod';

/**
 * Every webhook event the service documents (docs.tagmango.com/docs/webhooks/*, corpus in
 * tests/fixtures/service-docs/webhooks), plus `course.progress`, which only our spec names (its 50%
 * checkpoint is `course.completed.50` in the docs). One table for the subscribe form, the built-in receiver,
 * the sandbox and the docs; a test checks it against the corpus.
 */
export const webhookEventNames = [
  'order.created.completed',
  'order.created.initiated',
  'order.created.failed',
  'order.recurring.created',
  'subscription.expired',
  'user.deleted',
  'course.completed.50',
  'course.completed.100',
  'course.completed.all',
  'course.completed',
  'course.progress',
  'webinar.created.single',
  'webinar.created.recurring',
  'webinar.completed.all',
  'webinar.reminder.all',
  'webinar.reminder.1day',
  'webinar.reminder.15min',
] as const;
export const WebhookEventName = z.enum(webhookEventNames);
export type WebhookEventName = z.infer<typeof WebhookEventName>;

/** The subscription body's association fields (docs overview: mango, course, webinar, page). */
export const associationFields = ['mango', 'course', 'webinar', 'page'] as const;
export type AssociationField = (typeof associationFields)[number];

export const webhookEventGroups = ['orders', 'subscriptions', 'users', 'courses', 'webinars'] as const;
export type WebhookEventGroup = (typeof webhookEventGroups)[number];
export const groupLabels: Record<WebhookEventGroup, string> = {
  orders: 'Orders',
  subscriptions: 'Subscriptions',
  users: 'Users',
  courses: 'Courses',
  webinars: 'Webinars',
};

export interface WebhookEventInfo {
  readonly name: WebhookEventName;
  /** What a person reads: "Course 50% completed". */
  readonly label: string;
  readonly group: WebhookEventGroup;
  /** When the service sends it, in the docs' words where they have some. */
  readonly trigger: string;
  /** The association fields the event takes (all optional: without one, every event of the kind is sent). */
  readonly association: readonly AssociationField[];
  readonly deprecated?: { readonly replacement: WebhookEventName; readonly note: string };
  /** `docs`: has a page on docs.tagmango.com; `spec`: named only by our spec. */
  readonly source: 'docs' | 'spec';
  /** The docs page shows an example delivery (kept in the corpus). */
  readonly documentedPayload: boolean;
  /**
   * The documented event whose payload this one follows. Set where the docs show no payload: the sandbox
   * sends the sibling's shape and the receiver checks against it.
   */
  readonly payloadLike?: WebhookEventName;
}

export const webhookEventTable: Readonly<Record<WebhookEventName, WebhookEventInfo>> = {
  'order.created.completed': {
    name: 'order.created.completed',
    label: 'Order completed',
    group: 'orders',
    trigger: 'A subscriber’s payment for an order is confirmed by the payment gateway.',
    association: ['mango'],
    source: 'docs',
    documentedPayload: true,
  },
  'order.created.initiated': {
    name: 'order.created.initiated',
    label: 'Order initiated',
    group: 'orders',
    trigger: 'A subscriber starts an order (before payment).',
    association: ['mango'],
    source: 'docs',
    documentedPayload: false,
    // Its page shows no payload: order.created.failed is the current docs' page for the same order record.
    payloadLike: 'order.created.failed',
  },
  'order.created.failed': {
    name: 'order.created.failed',
    label: 'Order failed',
    group: 'orders',
    trigger: 'A subscriber’s payment attempt fails (gateway rejection, insufficient funds, …).',
    association: ['mango'],
    source: 'docs',
    documentedPayload: true,
  },
  'order.recurring.created': {
    name: 'order.recurring.created',
    label: 'Recurring order charged',
    group: 'orders',
    trigger: 'The first automatic charge of a subscription, after the first order.',
    association: ['mango'],
    source: 'docs',
    documentedPayload: true,
  },
  'subscription.expired': {
    name: 'subscription.expired',
    label: 'Subscription expired',
    group: 'subscriptions',
    trigger: 'A subscriber’s one-time or recurring Mango subscription expires.',
    association: ['mango'],
    source: 'docs',
    documentedPayload: true,
  },
  'user.deleted': {
    name: 'user.deleted',
    label: 'User deleted',
    group: 'users',
    trigger: 'The creator deletes one or more customers.',
    association: [],
    source: 'docs',
    documentedPayload: true,
  },
  'course.completed.50': {
    name: 'course.completed.50',
    label: 'Course 50% completed',
    group: 'courses',
    trigger: 'A student reaches 50% of a course.',
    association: ['course'],
    source: 'docs',
    documentedPayload: false,
    // Its page shows no payload: the other milestones (.100, .all) share one shape.
    payloadLike: 'course.completed.100',
  },
  'course.completed.100': {
    name: 'course.completed.100',
    label: 'Course 100% completed',
    group: 'courses',
    trigger: 'A student finishes the entire course content.',
    association: ['course'],
    source: 'docs',
    documentedPayload: true,
  },
  'course.completed.all': {
    name: 'course.completed.all',
    label: 'Course milestone reached (10%, 50% or 100%)',
    group: 'courses',
    trigger: 'Once for each milestone (10%, 50%, 100%); the payload does not say which one.',
    association: ['course'],
    source: 'docs',
    documentedPayload: true,
  },
  'course.completed': {
    name: 'course.completed',
    label: 'Course completed (deprecated)',
    group: 'courses',
    trigger: 'A student finishes the entire course.',
    association: ['course'],
    deprecated: {
      replacement: 'course.completed.100',
      note: 'Deprecated by the service: “please migrate to the new course.completed.100 webhook”.',
    },
    source: 'docs',
    documentedPayload: true,
  },
  'course.progress': {
    name: 'course.progress',
    label: 'Course progress 50% (spec only)',
    group: 'courses',
    trigger: 'A student crosses the 50% checkpoint (our spec; the public docs call it course.completed.50).',
    association: ['course'],
    deprecated: {
      replacement: 'course.completed.50',
      note: 'Not in the public docs, which name the 50% checkpoint course.completed.50.',
    },
    source: 'spec',
    documentedPayload: false,
    // The spec's payload: course.completed.100's fields plus completionPercentage.
    payloadLike: 'course.completed.100',
  },
  'webinar.created.single': {
    name: 'webinar.created.single',
    label: 'Single webinar created or booked',
    group: 'webinars',
    trigger:
      'A one-time webinar is created or updated, or a 1-1 consultation is booked (one call per attendee).',
    association: ['webinar'],
    source: 'docs',
    documentedPayload: true,
  },
  'webinar.created.recurring': {
    name: 'webinar.created.recurring',
    label: 'Recurring webinar created',
    group: 'webinars',
    trigger: 'A recurring webinar series is created or updated (one call per attendee).',
    association: ['webinar'],
    source: 'docs',
    documentedPayload: false,
    // Its page shows no payload: the single-webinar payload, with one callList entry per session.
    payloadLike: 'webinar.created.single',
  },
  'webinar.completed.all': {
    name: 'webinar.completed.all',
    label: 'Webinar attended',
    group: 'webinars',
    trigger: '15 minutes after a webinar ends, once per participant who attended.',
    association: ['webinar'],
    source: 'docs',
    documentedPayload: true,
  },
  'webinar.reminder.all': {
    name: 'webinar.reminder.all',
    label: 'Webinar reminder (every reminder)',
    group: 'webinars',
    trigger: 'Every reminder before a session: 1 day, 30 minutes and 15 minutes before it starts.',
    association: ['webinar'],
    source: 'docs',
    documentedPayload: false,
    // Its page shows no payload: the 15-minute reminder's payload.
    payloadLike: 'webinar.reminder.15min',
  },
  'webinar.reminder.1day': {
    name: 'webinar.reminder.1day',
    label: 'Webinar reminder, 1 day before',
    group: 'webinars',
    trigger: 'One day before a session starts, to each participant.',
    association: ['webinar'],
    source: 'docs',
    documentedPayload: false,
    // Its page shows no payload: the 15-minute reminder's payload.
    payloadLike: 'webinar.reminder.15min',
  },
  'webinar.reminder.15min': {
    name: 'webinar.reminder.15min',
    label: 'Webinar reminder, 15 minutes before',
    group: 'webinars',
    trigger: 'Exactly 15 minutes before a session starts, to each participant.',
    association: ['webinar'],
    source: 'docs',
    documentedPayload: true,
  },
};

export const webhookEvents: readonly WebhookEventInfo[] = webhookEventNames.map((n) => webhookEventTable[n]);

export function isWebhookEventName(value: string): value is WebhookEventName {
  return Object.hasOwn(webhookEventTable, value);
}

/** The table entry of a name, or undefined for a name the docs do not list. */
export function webhookEventInfo(name: string | null | undefined): WebhookEventInfo | undefined {
  return name && isWebhookEventName(name) ? webhookEventTable[name] : undefined;
}

/** The documented event whose payload shape `name` has (itself when the docs show one). */
export function payloadShapeOf(name: WebhookEventName): WebhookEventName {
  return webhookEventTable[name].payloadLike ?? name;
}

/** A human label for any event name; an unknown name stays raw, never guessed. */
export function webhookEventLabel(name: string | null | undefined): string {
  const info = webhookEventInfo(name);
  if (info) return info.label;
  return name ? `Unknown event “${name}”` : 'Unknown event';
}

const fieldNouns: Record<AssociationField, string> = {
  mango: 'a Mango',
  course: 'a course',
  webinar: 'a webinar',
  page: 'a page',
};

/**
 * The association rules of one subscription body: a field the event does not take is refused, naming the
 * event and what it does take. Every association is optional (none = every event of the kind).
 */
export function associationIssues(body: {
  event: string;
  mango?: string | undefined;
  course?: string | undefined;
  webinar?: string | undefined;
  page?: string | undefined;
}): { path: AssociationField; message: string }[] {
  const info = webhookEventInfo(body.event);
  if (!info) return [];
  const takes = info.association;
  const takesText =
    takes.length === 0
      ? 'takes no association'
      : `takes only ${takes.map((f) => fieldNouns[f]).join(' or ')}`;
  return associationFields
    .filter((field) => body[field] !== undefined && body[field] !== '' && !takes.includes(field))
    .map((field) => ({
      path: field,
      message:
        field === 'page'
          ? `No documented event takes a page association (${info.name} ${takesText})`
          : `${info.name} ${takesText}: remove ${fieldNouns[field]}`,
    }));
}
