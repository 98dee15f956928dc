import {
  groupLabels,
  webhookEventGroups,
  webhookEvents,
  type WebhookEventInfo,
  type WebhookEventName,
} from '@shared/contract/webhook-events';

/** The events the built-in receiver subscribes to: every one but the deprecated (their replacements are in). */
export const receiverEvents: readonly WebhookEventName[] = webhookEvents
  .filter((e) => !e.deprecated)
  .map((e) => e.name);

/** "Course 50% completed · course.completed.50"; a deprecated one names its replacement. */
export function optionLabel(info: WebhookEventInfo): string {
  const base = `${info.label} · ${info.name}`;
  return info.deprecated ? `${base} (deprecated: use ${info.deprecated.replacement})` : base;
}

/** Every event, grouped for a Select, in the table's order. */
export function groupedEventOptions(filter: (info: WebhookEventInfo) => boolean = () => true) {
  return webhookEventGroups
    .map((group) => ({
      group: groupLabels[group],
      items: webhookEvents
        .filter((e) => e.group === group && filter(e))
        .map((e) => ({ value: e.name, label: optionLabel(e) })),
    }))
    .filter((g) => g.items.length > 0);
}
