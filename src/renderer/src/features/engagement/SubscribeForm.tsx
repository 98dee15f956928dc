import { useState } from 'react';
import { Button, Checkbox, Grid, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import type { ChannelOutput } from '@shared/bridge';
import { webhookEvents, type WebhookEvent } from '@shared/contract/integration';
import type { AppError } from '@shared/errors';
import { ErrorAlert } from '../../components/ErrorAlert';
import type { WebhooksState } from './webhooks-store';

export const EVENT_LABELS: Record<WebhookEvent, string> = {
  'order.recurring.created': 'order.recurring.created: a recurring charge after the first',
  'course.progress': 'course.progress: a student passes 50% of a course',
  'course.completed': 'course.completed: a subscriber finishes a course',
};

/** Subscribe any receiver URL to one event, with the Mango or course association that event allows. */
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
  const [event, setEvent] = useState<WebhookEvent>('order.recurring.created');
  const [association, setAssociation] = useState<string | null>(null);
  const [allowDuplicate, setAllowDuplicate] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const isOrder = event === 'order.recurring.created';

  const submit = async () => {
    setSaving(true);
    setError(null);
    setDone(null);
    const result = await onSubscribe({
      hookUrl,
      event,
      ...(association ? (isOrder ? { mango: association } : { course: association }) : {}),
      ...(allowDuplicate ? { allowDuplicate } : {}),
    });
    setSaving(false);
    if (result.ok) {
      setDone(`Subscribed ${result.value.subscription.hookUrl} to ${event}.`);
      setAllowDuplicate(false);
    } else setError(result.error);
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={4}>Subscribe a receiver</Title>
        <Text size="sm" c="dimmed">
          Sent with the profile’s API key (integration operations). The service keeps no list you can read and
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
              value={event}
              onChange={(v) => {
                setEvent((v as WebhookEvent | null) ?? 'order.recurring.created');
                setAssociation(null);
              }}
              data={webhookEvents.map((e) => ({ value: e, label: EVENT_LABELS[e] }))}
              data-testid="hook-event"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Select
              label={isOrder ? 'Mango (optional)' : 'Course (optional)'}
              placeholder={isOrder ? 'All Mangoes' : 'All courses'}
              clearable
              searchable
              value={association}
              onChange={setAssociation}
              data={
                (isOrder ? targets?.mangoes.filter((m) => m.recurring !== false) : targets?.courses)?.map(
                  (t) => ({ value: t._id, label: t.title }),
                ) ?? []
              }
              data-testid="hook-association"
            />
          </Grid.Col>
        </Grid>
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
            disabled={!hookUrl.trim()}
            data-testid="hook-subscribe"
          >
            Subscribe
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
