import { Alert, Badge, Code, EmptyState, Paper, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconWebhook } from '@tabler/icons-react';
import { webhookEventLabel, webhookEvents } from '@shared/contract/webhook-events';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ListTable } from '../../components/ListTable';
import { Screen } from '../../components/Screen';
import { useActiveProfile } from '../../data/query';
import { formatDateTime } from '@shared/format';
import { titleOf } from '../../components/format';
import { useTargets } from '../../data/targets-and-names';
import { useSubscriptions } from './queries';
import { ReceiverPanel } from './ReceiverPanel';
import { SubscribeForm } from './SubscribeForm';

function Help() {
  return (
    <>
      <Text>
        The service calls your receiver for {webhookEvents.filter((e) => e.source === 'docs').length}{' '}
        documented events: orders (initiated, completed, failed, recurring charge), subscription expiry,
        customer deletion, course milestones (50%, 100%, every milestone), webinars (created, reminders,
        attended). Pick one in the form: its label says what happened, its description when it is sent.
      </Text>
      <Title order={3} size="h4">
        Associations
      </Title>
      <Text>
        Order and expiry events may name one Mango, course events one course, webinar events one webinar (its
        id); user.deleted takes none. Without one, every event of the kind is sent. A field the event does not
        take is refused before anything is sent.
      </Text>
      <Title order={3} size="h4">
        Deprecated events
      </Title>
      <Text>
        The service is retiring course.completed: use course.completed.100. course.progress is an older name
        for the 50% checkpoint, which the service’s documentation calls course.completed.50. Both can still be
        subscribed, and are marked.
      </Text>
      <Title order={3} size="h4">
        Paths
      </Title>
      <Text>
        Subscriptions use the profile’s API key and POST /api/v1/integration/webhook/webhook. If a live host
        answers 404 there, the console asks again on the legacy /integration/webhook and says so (the list
        below shows “legacy path”; the activity log has both calls). The sandbox knows both paths.
      </Text>
      <Title order={3} size="h4">
        Rules
      </Title>
      <Text>
        The service offers no list and no unsubscribe: the console keeps its own list per profile and warns
        before subscribing the same URL to the same event twice (which would double every delivery). Receivers
        must answer 200 within 30 seconds and tolerate duplicates. A live service cannot reach this machine,
        so live receivers use https://.
      </Text>
      <Title order={3} size="h4">
        Built-in receiver (sandbox)
      </Title>
      <Text>
        Starts a receiver on 127.0.0.1 with one path per event (/hooks/&lt;event&gt;, since payloads carry no
        event name), subscribes it to every current event, and lists each delivery with its label, who it is
        about and what happened, its payload as a table and as JSON, and whether it has the documented fields.
        It accepts the docs’ own variations: phone as a number or a string, mangoes as one comma-separated
        string, customFields as a list, null or extra keys, no id on a failed order, times without seconds. A
        name the docs do not list is shown as unknown, with the name as sent. Fire makes the sandbox do what
        sends the chosen event (an order, a renewal, an expiry, a learner’s progress, a webinar reminder…).
      </Text>
    </>
  );
}

/** Webhook subscriptions (API key family), the local list of them, and the sandbox's built-in receiver. */
export function WebhooksScreen() {
  const isSandbox = useActiveProfile()?.kind === 'sandbox';
  const targets = useTargets().data ?? null;
  const list = useSubscriptions();
  const subscriptions = list.data?.subscriptions ?? [];

  return (
    <Screen
      testId="webhooks-screen"
      gap="lg"
      maw={1200}
      title="Webhooks"
      description="Get order, subscription, course and webinar events delivered to your own systems."
      help={<Help />}
    >
      {isSandbox ? (
        <ReceiverPanel />
      ) : (
        <Alert variant="light" icon={<IconInfoCircle size={18} />} title="Built-in receiver: sandbox only">
          A live service cannot deliver to this computer. Switch to the Sandbox profile to try webhooks end to
          end.
        </Alert>
      )}
      <SubscribeForm targets={targets} isSandbox={isSandbox} />
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h4" mb="sm">
          Subscribed from this console
        </Title>
        {list.appError ? <ErrorAlert error={list.appError} /> : null}
        {subscriptions.length === 0 ? (
          <EmptyState
            size="sm"
            icon={<IconWebhook size={24} />}
            withIndicatorBackground
            title="Nothing subscribed from this console"
            description="Subscriptions made elsewhere are not listed: the service has no list to read."
          />
        ) : (
          <ListTable
            minWidth={760}
            highlightOnHover
            data-testid="subscription-table"
            columns={['Event', 'Receiver URL', 'Association', 'Subscribed']}
          >
            {subscriptions.map((s) => (
              <Table.Tr key={s.id} data-testid="subscription-row">
                <Table.Td>
                  <Text size="sm">{webhookEventLabel(s.event)}</Text>
                  <Badge variant="outline" tt="none">
                    {s.event}
                  </Badge>
                  {s.via?.fellBack ? (
                    <Badge ml="xs" size="xs" color="yellow" variant="light" title={s.via.path}>
                      legacy path
                    </Badge>
                  ) : null}
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
                  ) : s.webinar ? (
                    `Webinar: ${s.webinar}`
                  ) : s.page ? (
                    `Page: ${s.page}`
                  ) : (
                    <Text span c="dimmed" size="sm">
                      All
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{formatDateTime(s.subscribedAt)}</Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </Paper>
    </Screen>
  );
}
