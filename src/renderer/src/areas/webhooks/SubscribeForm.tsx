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
import { webhookChannels } from '@shared/areas/webhooks/channels';
import {
  webhookEventTable,
  type AssociationField,
  type WebhookEventName,
} from '@shared/contract/webhook-events';
import { ErrorAlert } from '../../components/ErrorAlert';
import { appErrorOf } from '../../data/bridge';
import { applyServerIssues, useContractForm } from '../../data/form';
import { useSubscribe } from './queries';
import { groupedEventOptions } from './webhook-event-options';
import { useUnsavedChanges } from '../../data/unsaved-changes';

const associationFields: readonly AssociationField[] = ['mango', 'course', 'webinar', 'page'];

type SubscribeValues = {
  hookUrl: string;
  event: WebhookEventName;
  allowDuplicate: boolean;
} & Partial<Record<AssociationField, string>>;

/**
 * Subscribe any receiver URL to one documented event, with the association fields that event takes (a Mango
 * for orders and expiries, a course for course milestones, a webinar for webinar events, none for
 * user.deleted). Deprecated events stay selectable, marked, with their replacement one click away. The
 * form is checked by the channel's own rules (ids as typed, the rest on submit).
 */
export function SubscribeForm({
  targets,
  isSandbox,
}: {
  targets: ChannelOutput<'webhooks.targets'> | null;
  isSandbox: boolean;
}) {
  const form = useContractForm<SubscribeValues>(webhookChannels['webhooks.subscribe'].input, {
    initialValues: { hookUrl: '', event: 'order.created.completed', allowDuplicate: false },
    validateInputOnChange: ['webinar', 'page'],
  });
  const subscription = useSubscribe();
  useUnsavedChanges(form.isDirty(), 'the webhook subscription');
  const { hookUrl, event } = form.values;
  const info = webhookEventTable[event];
  const error = subscription.appError;
  const subscribed = subscription.data;
  const done = subscribed
    ? `Subscribed ${subscribed.subscription.hookUrl} to ${subscription.variables?.event} through POST ${subscribed.via.path}.` +
      (subscribed.via.fellBack
        ? ' The host answered 404 on the current path, so the legacy path was used.'
        : '')
    : null;

  const choose = (next: WebhookEventName) => {
    // Keep only the association fields the new event takes.
    const takes = webhookEventTable[next].association;
    const dropped = associationFields.filter((f) => !takes.includes(f));
    form.setValues({ event: next, ...Object.fromEntries(dropped.map((f) => [f, undefined])) });
    dropped.forEach((f) => form.clearFieldError(f));
  };

  const submit = form.onSubmit(({ allowDuplicate, ...values }) => {
    const fields = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    subscription.subscribe(
      { ...(fields as typeof values), ...(allowDuplicate ? { allowDuplicate } : {}) },
      {
        onSuccess: () => {
          form.setFieldValue('allowDuplicate', false);
          // Subscribed: what is in the form now is what the service has.
          form.resetDirty({ ...form.getValues(), allowDuplicate: false });
        },
        onError: (failure) => applyServerIssues(form, appErrorOf(failure)),
      },
    );
  });

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
          value={form.values[field] ?? null}
          onChange={(v) => form.setFieldValue(field, v ?? undefined)}
          error={form.errors[field]}
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
        value={form.values[field] ?? ''}
        onChange={(e) => form.setFieldValue(field, e.currentTarget.value.trim() || undefined)}
        error={form.errors[field]}
        data-testid={`hook-${field}`}
      />
    );
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Subscribe a receiver
        </Title>
        <Text size="sm" c="dimmed">
          Sent with the profile’s API key to POST /api/v1/integration/webhook/webhook (a live host that does
          not know it is asked on the legacy /integration/webhook). The service keeps no list you can read and
          offers no unsubscribe, so the console keeps its own list below.
        </Text>
        <TextInput
          label="Receiver URL"
          placeholder={isSandbox ? 'http://127.0.0.1:PORT/path' : 'https://hooks.example.com/creator-events'}
          {...form.getInputProps('hookUrl')}
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
            {...form.getInputProps('allowDuplicate', { type: 'checkbox' })}
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
            onClick={() => submit()}
            loading={subscription.isPending}
            disabled={!hookUrl.trim() || Object.keys(form.errors).length > 0}
            data-testid="hook-subscribe"
          >
            Subscribe
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
