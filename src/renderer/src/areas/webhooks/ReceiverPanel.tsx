import {
  Accordion,
  Alert,
  Badge,
  Button,
  Code,
  EmptyState,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconBolt,
  IconCircleCheck,
  IconInbox,
  IconPlayerPlay,
  IconPlayerStop,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { webhookEventTable, type WebhookEventName } from '@shared/contract/webhook-events';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useActiveProfileId } from '../../data/query';
import { formatTime } from '@shared/format';
import { DeliveryDetail } from './DeliveryDetail';
import {
  useClearDeliveries,
  useDeliveries,
  useReceiverActions,
  useReceiverStatus,
  useSubscriptions,
} from './queries';
import { webhooksViews } from './view-store';
import { groupedEventOptions, receiverEvents } from './webhook-event-options';

/** Sandbox only: the loopback receiver, buttons that make the sandbox fire each event, and the deliveries. */
export function ReceiverPanel() {
  const receiver = useReceiverStatus().data ?? null;
  const deliveries = useDeliveries().data?.deliveries ?? [];
  const subscriptions = useSubscriptions().data?.subscriptions ?? [];
  const { lastFire } = webhooksViews.useView(useActiveProfileId());
  const actions = useReceiverActions();
  const clearDeliveries = useClearDeliveries();
  const busy = actions.busy;
  const running = receiver?.running === true;
  const subscribed = receiverEvents.filter((e) => subscriptions.some((s) => s.hookUrl === receiver?.urls[e]));
  const [fireEvent, setFireEvent] = useState<WebhookEventName>('course.completed.50');

  return (
    <>
      {actions.error ? <ErrorAlert error={actions.error} onClose={actions.dismiss} /> : null}
      <Paper withBorder p="md" radius="md" data-testid="receiver-panel">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={3} size="h4">
                Built-in receiver
              </Title>
              <Text size="sm" c="dimmed">
                A receiver on this machine (127.0.0.1) that answers 200 at once, accepts duplicates and checks
                each payload against the documented payload of its event. The sandbox delivers only to
                loopback addresses.
              </Text>
            </div>
            <Group gap="sm" wrap="nowrap">
              {running ? (
                <Button
                  variant="default"
                  color="red"
                  leftSection={<IconPlayerStop size={16} />}
                  onClick={actions.stop}
                  loading={busy === 'receiver'}
                >
                  Stop
                </Button>
              ) : null}
              <Button
                leftSection={<IconPlayerPlay size={16} />}
                onClick={actions.start}
                loading={busy === 'receiver'}
                data-testid="use-receiver"
              >
                Use the built-in receiver
              </Button>
            </Group>
          </Group>
          {running && receiver?.url ? (
            <Group gap="xs" data-testid="receiver-status">
              <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={12} />}>
                Listening
              </Badge>
              <Code>{receiver.url}/hooks/&lt;event&gt;</Code>
              <Text size="sm" c="dimmed">
                subscribed to {subscribed.length} of {receiverEvents.length} events · {receiver.received}{' '}
                received
              </Text>
            </Group>
          ) : (
            <Text size="sm" c="dimmed" data-testid="receiver-status">
              Not running.
            </Text>
          )}
          <Group gap="sm" align="flex-end">
            <Select
              label="Fire a test event from the sandbox"
              description={webhookEventTable[fireEvent].trigger}
              allowDeselect={false}
              searchable
              maxDropdownHeight={360}
              w={560}
              value={fireEvent}
              onChange={(v) => {
                if (v) setFireEvent(v as WebhookEventName);
              }}
              data={groupedEventOptions()}
              data-testid="fire-event"
            />
            <Button
              variant="light"
              leftSection={<IconBolt size={16} />}
              onClick={() => actions.fire(fireEvent)}
              loading={busy === fireEvent}
              disabled={busy !== null && busy !== fireEvent}
              data-testid="fire"
            >
              Fire
            </Button>
          </Group>
          {lastFire ? (
            <Alert
              variant="light"
              color={lastFire.deliveries.some((d) => d.status === 200) ? 'teal' : 'yellow'}
              data-testid="fire-result"
            >
              {lastFire.description}.{' '}
              {lastFire.deliveries.length === 0
                ? 'No subscription matched, so nothing was delivered.'
                : lastFire.deliveries
                    .map((d) => `${d.hookUrl} answered ${d.status ?? d.error ?? 'nothing'}`)
                    .join('; ')}
            </Alert>
          ) : null}
          <Group justify="space-between">
            <Text fw={600}>Deliveries ({deliveries.length})</Text>
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconTrash size={14} />}
              onClick={() => clearDeliveries.mutate({})}
              disabled={deliveries.length === 0}
            >
              Clear
            </Button>
          </Group>
          {deliveries.length === 0 ? (
            <EmptyState
              size="sm"
              icon={<IconInbox size={24} />}
              withIndicatorBackground
              title="No deliveries yet"
              description="Use the built-in receiver, then fire an event."
            />
          ) : (
            <Accordion variant="separated" multiple data-testid="delivery-list">
              {[...deliveries].reverse().map((d) => (
                <Accordion.Item key={d.id} value={String(d.id)} data-testid="delivery">
                  <Accordion.Control>
                    <Group gap="sm" wrap="nowrap">
                      <Text size="sm" ff="monospace">
                        {formatTime(d.receivedAt, { seconds: true })}
                      </Text>
                      <Text size="sm" fw={600} style={{ flexShrink: 0 }} data-testid="delivery-label">
                        {d.label}
                      </Text>
                      {d.rawEvent || d.event ? (
                        <Badge
                          variant="outline"
                          color={d.event ? undefined : 'red'}
                          tt="none"
                          style={{ flexShrink: 0 }}
                        >
                          {d.rawEvent ?? d.event}
                        </Badge>
                      ) : null}
                      <Badge
                        color={d.valid ? 'teal' : 'red'}
                        variant="light"
                        style={{ flexShrink: 0 }}
                        data-testid="delivery-validity"
                      >
                        {d.valid
                          ? 'Matches the docs'
                          : `${d.issues.length} problem${d.issues.length === 1 ? '' : 's'}`}
                      </Badge>
                      {d.duplicate ? (
                        <Badge color="yellow" variant="light" style={{ flexShrink: 0 }}>
                          Duplicate
                        </Badge>
                      ) : null}
                      {d.eventSource === 'inferred' ? (
                        <Badge color="gray" variant="light">
                          Event guessed from fields
                        </Badge>
                      ) : null}
                      {d.who ? (
                        <Text
                          size="sm"
                          c="dimmed"
                          truncate
                          style={{ minWidth: 0 }}
                          data-testid="delivery-who"
                        >
                          {d.who}
                        </Text>
                      ) : null}
                      <Text size="xs" c="dimmed">
                        answered {d.answeredStatus}
                      </Text>
                    </Group>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <DeliveryDetail delivery={d} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          )}
        </Stack>
      </Paper>
    </>
  );
}
