import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Grid,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconPlugConnected } from '@tabler/icons-react';
import type { ChannelOutput } from '@shared/bridge';
import {
  webhookEventTable,
  type AssociationField,
  type WebhookEventName,
} from '@shared/contract/webhook-events';
import type { AppError } from '@shared/errors';
import { ErrorAlert } from '../../components/ErrorAlert';
import { isObjectId } from './format';
import { groupedEventOptions } from './webhook-event-options';
import type { WebhooksState } from './webhooks-store';

type Associations = Partial<Record<AssociationField, string>>;

/**
 * Subscribe any receiver URL to one documented event, with the association fields that event takes (a Mango
 * for orders and expiries, a course for course milestones, a webinar for webinar events, none for
 * user.deleted). Deprecated events stay selectable, marked, with their replacement one click away.
 */
export function SubscribeForm({
  targets,
  isSandbox,
  onSubscribe,
}: {
  targets: ChannelOutput<'webhooks.targets'> | null;
  isSandbox: boolean;
  onSubscribe: WebhooksState['subscribe'];
}) {
  const [hookUrl, setHookUrl] = useState('');
  const [event, setEvent] = useState<WebhookEventName>('order.created.completed');
  const [association, setAssociation] = useState<Associations>({});
  const [allowDuplicate, setAllowDuplicate] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const info = webhookEventTable[event];
  const webinarInvalid = Boolean(association.webinar && !isObjectId(association.webinar));

  const choose = (next: WebhookEventName) => {
    setEvent(next);
    // Keep only the association fields the new event takes.
    const takes = webhookEventTable[next].association;
    setAssociation((a) =>
      Object.fromEntries(Object.entries(a).filter(([k]) => takes.includes(k as AssociationField))),
    );
  };

  const submit = async () => {
    setSaving(true);
    setError(null);
    setDone(null);
    const fields = Object.fromEntries(
      Object.entries(association)
        .filter(([k, v]) => v && info.association.includes(k as AssociationField))
        .map(([k, v]) => [k, v?.trim()]),
    );
    const result = await onSubscribe({
      hookUrl,
      event,
      ...fields,
      ...(allowDuplicate ? { allowDuplicate } : {}),
    });
    setSaving(false);
    if (result.ok) {
      const { via } = result.value;
      setDone(
        `Subscribed ${result.value.subscription.hookUrl} to ${event} through POST ${via.path}.` +
          (via.fellBack ? ' The host answered 404 on the current path, so the legacy path was used.' : ''),
      );
      setAllowDuplicate(false);
    } else setError(result.error);
  };

  const picker = (field: AssociationField) => {
    const webinars = targets?.webinars ?? [];
    if (field === 'mango' || field === 'course' || (field === 'webinar' && webinars.length > 0)) {
      const list =
        field === 'mango'
          ? targets?.mangoes.filter((m) => event !== 'order.recurring.created' || m.recurring !== false)
          : field === 'course'
            ? targets?.courses
            : webinars;
      const noun = { mango: 'Mango', course: 'Course', webinar: 'Webinar' }[field];
      return (
        <Select
          key={field}
          label={`${noun} (optional)`}
          placeholder={
            field === 'mango' ? 'All Mangoes' : field === 'course' ? 'All courses' : 'All webinars'
          }
          clearable
          searchable
          value={association[field] ?? null}
          onChange={(v) => setAssociation((a) => ({ ...a, [field]: v ?? undefined }))}
          data={list?.map((t) => ({ value: t._id, label: t.title })) ?? []}
          data-testid={`hook-${field}`}
        />
      );
    }
    return (
      <TextInput
        key={field}
        label={field === 'webinar' ? 'Webinar id (optional)' : 'Page id (optional)'}
        placeholder={field === 'webinar' ? 'All webinars' : 'All pages'}
        description="The 24-character id"
        value={association[field] ?? ''}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setAssociation((a) => ({ ...a, [field]: value || undefined }));
        }}
        error={field === 'webinar' && webinarInvalid ? 'Not a 24-character id' : undefined}
        data-testid={`hook-${field}`}
      />
    );
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={4}>Subscribe a receiver</Title>
        <Text size="sm" c="dimmed">
          Sent with the profile’s API key to POST /api/v1/integration/webhook/webhook (a live host that does
          not know it is asked on the legacy /integration/webhook). The service keeps no list you can read and
          offers no unsubscribe, so the console keeps its own list below.
        </Text>
        <TextInput
          label="Receiver URL"
          placeholder={isSandbox ? 'http://127.0.0.1:PORT/path' : 'https://hooks.example.com/creator-events'}
          value={hookUrl}
          onChange={(e) => setHookUrl(e.currentTarget.value)}
          data-testid="hook-url"
        />
        <Grid>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Select
              label="Event"
              allowDeselect={false}
              searchable
              maxDropdownHeight={360}
              value={event}
              onChange={(v) => {
                if (v) choose(v as WebhookEventName);
              }}
              data={groupedEventOptions()}
              description={info.trigger}
              data-testid="hook-event"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            {info.association.length === 0 ? (
              <Text size="sm" c="dimmed" mt={28} data-testid="hook-no-association">
                {event} takes no association: every event of this kind is sent.
              </Text>
            ) : (
              <Stack gap="xs">{info.association.map(picker)}</Stack>
            )}
          </Grid.Col>
        </Grid>
        {info.deprecated ? (
          <Alert
            variant="light"
            color="yellow"
            icon={<IconAlertTriangle size={18} />}
            title={`${event} is deprecated`}
            data-testid="hook-deprecated"
          >
            {info.deprecated.note}{' '}
            <Anchor component="button" type="button" onClick={() => choose(info.deprecated!.replacement)}>
              Use {info.deprecated.replacement} ({webhookEventTable[info.deprecated.replacement].label})
              instead
            </Anchor>
          </Alert>
        ) : null}
        {error?.kind === 'conflict' ? (
          <Checkbox
            label="Subscribe again anyway (the service will deliver each event twice)"
            checked={allowDuplicate}
            onChange={(e) => setAllowDuplicate(e.currentTarget.checked)}
          />
        ) : null}
        {error ? (
          <ErrorAlert error={error} title={error.kind === 'conflict' ? 'Already subscribed' : undefined} />
        ) : null}
        {done ? (
          <Text size="sm" c="teal" data-testid="hook-done">
            {done}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button
            leftSection={<IconPlugConnected size={16} />}
            onClick={() => void submit()}
            loading={saving}
            disabled={!hookUrl.trim() || webinarInvalid}
            data-testid="hook-subscribe"
          >
            Subscribe
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
