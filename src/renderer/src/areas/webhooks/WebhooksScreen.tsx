import { Alert, Badge, Code, EmptyState, Paper, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconWebhook } from '@tabler/icons-react';
import { webhookEventLabel } from '@shared/contract/webhook-events';
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
      help="webhooks"
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
