import { useEffect } from 'react';
import { Alert, Badge, Code, EmptyState, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconWebhook } from '@tabler/icons-react';
import { useStore } from 'zustand';
import { useApi } from '../../api-context';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ScreenHeader } from '../../components/ScreenHeader';
import { formatDateTime } from './format';
import { ReceiverPanel } from './ReceiverPanel';
import { SubscribeForm } from './SubscribeForm';
import { useActiveProfile } from './use-active-profile';
import { useFeatureStore } from './use-feature-store';
import { titleOf, useTargets } from './use-targets';
import { createWebhooksStore } from './webhooks-store';

function Help() {
  return (
    <>
      <Text>
        The service calls your receiver when a recurring order is charged after the first payment
        (order.recurring.created), when a student passes 50% of a course (course.progress) and when a
        subscriber finishes a course (course.completed).
      </Text>
      <Title order={4}>Rules</Title>
      <Text>
        Subscriptions use the profile’s API key. An order subscription may name one Mango, a course
        subscription one course; without one, every event of that kind is sent. The service offers no list and
        no unsubscribe: the console keeps its own list per profile and warns before subscribing the same URL
        to the same event twice (which would double every delivery). Receivers must answer 200 within 30
        seconds and tolerate duplicates. A live service cannot reach this machine, so live receivers use
        https://.
      </Text>
      <Title order={4}>Built-in receiver (sandbox)</Title>
      <Text>
        Starts a receiver on 127.0.0.1, subscribes it to the three events, and lists each delivery with its
        payload as a table and as JSON and whether it has the spec’s fields. The Fire buttons make the sandbox
        renew a subscription or move a learner’s progress, which sends the event.
      </Text>
    </>
  );
}

/** Webhook subscriptions (API key family), the local list of them, and the sandbox's built-in receiver. */
export function WebhooksScreen() {
  const api = useApi();
  const store = useFeatureStore(createWebhooksStore);
  const profile = useActiveProfile();
  const { targets } = useTargets(profile.id);
  const subscriptions = useStore(store, (s) => s.subscriptions);
  const listError = useStore(store, (s) => s.listError);
  const error = useStore(store, (s) => s.error);

  useEffect(() => {
    store.getState().setProfile(profile.id);
    void store.getState().load();
  }, [store, profile.id]);
  useEffect(
    () => api.on('webhooks.delivery', (delivery) => store.getState().addDelivery(delivery)),
    [api, store],
  );

  return (
    <Stack gap="lg" maw={1200} data-testid="webhooks-screen">
      <ScreenHeader
        title="Webhooks"
        description="Get order and course events delivered to your own systems."
        help={<Help />}
      />
      {error ? <ErrorAlert error={error} onClose={() => store.getState().dismissError()} /> : null}
      {profile.isSandbox ? (
        <ReceiverPanel store={store} />
      ) : (
        <Alert variant="light" icon={<IconInfoCircle size={18} />} title="Built-in receiver: sandbox only">
          A live service cannot deliver to this computer. Switch to the Sandbox profile to try webhooks end to
          end.
        </Alert>
      )}
      <SubscribeForm
        targets={targets}
        isSandbox={profile.isSandbox}
        onSubscribe={store.getState().subscribe}
      />
      <Paper withBorder p="md" radius="md">
        <Title order={4} mb="sm">
          Subscribed from this console
        </Title>
        {listError ? <ErrorAlert error={listError} /> : null}
        {subscriptions.length === 0 ? (
          <EmptyState
            size="sm"
            icon={<IconWebhook size={24} />}
            withIndicatorBackground
            title="Nothing subscribed from this console"
            description="Subscriptions made elsewhere are not listed: the service has no list to read."
          />
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table highlightOnHover data-testid="subscription-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Event</Table.Th>
                  <Table.Th>Receiver URL</Table.Th>
                  <Table.Th>Association</Table.Th>
                  <Table.Th>Subscribed</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {subscriptions.map((s) => (
                  <Table.Tr key={s.id} data-testid="subscription-row">
                    <Table.Td>
                      <Badge variant="outline">{s.event}</Badge>
                    </Table.Td>
                    <Table.Td>
                      <Code style={{ wordBreak: 'break-all' }}>{s.hookUrl}</Code>
                      {s.builtInReceiver ? (
                        <Badge ml="xs" size="xs" variant="light">
                          built-in
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      {s.mango ? (
                        `Mango: ${titleOf(targets?.mangoes, s.mango)}`
                      ) : s.course ? (
                        `Course: ${titleOf(targets?.courses, s.course)}`
                      ) : (
                        <Text span c="dimmed" size="sm">
                          All
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{formatDateTime(s.subscribedAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}
