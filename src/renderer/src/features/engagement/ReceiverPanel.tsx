import {
  Accordion,
  Alert,
  Badge,
  Button,
  Code,
  EmptyState,
  Group,
  Paper,
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
import { useStore } from 'zustand';
import { webhookEvents } from '@shared/contract/integration';
import { DeliveryDetail } from './DeliveryDetail';
import { formatTime } from './format';
import type { WebhooksStore } from './webhooks-store';

/** Sandbox only: the loopback receiver, buttons that make the sandbox fire each event, and the deliveries. */
export function ReceiverPanel({ store }: { store: WebhooksStore }) {
  const receiver = useStore(store, (s) => s.receiver);
  const deliveries = useStore(store, (s) => s.deliveries);
  const busy = useStore(store, (s) => s.busy);
  const lastFire = useStore(store, (s) => s.lastFire);
  const subscriptions = useStore(store, (s) => s.subscriptions);
  const { startBuiltIn, stopReceiver, fire, clearDeliveries } = store.getState();
  const running = receiver?.running === true;
  const subscribed = webhookEvents.filter((e) => subscriptions.some((s) => s.hookUrl === receiver?.urls[e]));

  return (
    <Paper withBorder p="md" radius="md" data-testid="receiver-panel">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={4}>Built-in receiver</Title>
            <Text size="sm" c="dimmed">
              A receiver on this machine (127.0.0.1) that answers 200 at once, accepts duplicates and checks
              each payload against the spec. The sandbox delivers only to loopback addresses.
            </Text>
          </div>
          <Group gap="sm" wrap="nowrap">
            {running ? (
              <Button
                variant="default"
                color="red"
                leftSection={<IconPlayerStop size={16} />}
                onClick={() => void stopReceiver()}
                loading={busy === 'receiver'}
              >
                Stop
              </Button>
            ) : null}
            <Button
              leftSection={<IconPlayerPlay size={16} />}
              onClick={() => void startBuiltIn()}
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
              subscribed to {subscribed.length} of 3 events · {receiver.received} received
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed" data-testid="receiver-status">
            Not running.
          </Text>
        )}
        <Group gap="sm">
          {webhookEvents.map((event) => (
            <Button
              key={event}
              variant="light"
              leftSection={<IconBolt size={16} />}
              onClick={() => void fire(event)}
              loading={busy === event}
              disabled={busy !== null && busy !== event}
              data-testid={`fire-${event}`}
            >
              Fire {event}
            </Button>
          ))}
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
            onClick={() => void clearDeliveries()}
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
                      {formatTime(d.receivedAt)}
                    </Text>
                    <Badge variant="outline">{d.event ?? 'unknown event'}</Badge>
                    <Badge color={d.valid ? 'teal' : 'red'} variant="light" data-testid="delivery-validity">
                      {d.valid
                        ? 'Matches the spec'
                        : `${d.issues.length} problem${d.issues.length === 1 ? '' : 's'}`}
                    </Badge>
                    {d.duplicate ? (
                      <Badge color="yellow" variant="light">
                        Duplicate
                      </Badge>
                    ) : null}
                    {d.eventSource === 'inferred' ? (
                      <Badge color="gray" variant="light">
                        Event guessed from fields
                      </Badge>
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
  );
}
