import { Alert, Code, Grid, List, ScrollArea, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { WebhookDelivery } from '@shared/areas/webhooks/channels';

function cell(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A delivery's payload as a field table and as JSON, with what failed validation. */
export function DeliveryDetail({ delivery }: { delivery: WebhookDelivery }) {
  const payload = delivery.payload;
  const entries =
    typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? Object.entries(payload) : [];
  const extra = new Set(delivery.extraFields);
  const issueAt = new Map(delivery.issues.map((i) => [i.path, i.message]));
  return (
    <div data-testid="delivery-detail">
      <Grid gap="md">
        <Grid.Col span={12}>
          <Text size="sm" data-testid="delivery-what">
            <Text span fw={600}>
              {delivery.label}
            </Text>
            {delivery.what ? ` — ${delivery.what}` : ''}
            {delivery.who ? ` — ${delivery.who}` : ''}
          </Text>
          {!delivery.event && delivery.candidates.length > 0 ? (
            <Text size="xs" c="dimmed">
              The payload carries no event name; its fields fit: {delivery.candidates.join(', ')}. Give each
              event its own receiver path (/hooks/&lt;event&gt;) to tell them apart.
            </Text>
          ) : null}
        </Grid.Col>
        {delivery.issues.length > 0 ? (
          <Grid.Col span={12}>
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title="Does not match the documented payload"
            >
              <List size="sm">
                {delivery.issues.map((i) => (
                  <List.Item key={`${i.path}-${i.message}`}>
                    <Code>{i.path || '(body)'}</Code> {i.message}
                  </List.Item>
                ))}
              </List>
            </Alert>
          </Grid.Col>
        ) : null}
        <Grid.Col span={{ base: 12, lg: 6 }}>
          {entries.length > 0 ? (
            <Table withTableBorder withColumnBorders fz="sm" data-testid="delivery-fields">
              <Table.Tbody>
                {entries.map(([key, value]) => (
                  <Table.Tr key={key}>
                    <Table.Td fw={500} w="40%">
                      {key}
                      {extra.has(key) ? (
                        <Text span size="xs" c="dimmed">
                          {' '}
                          (custom field)
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td c={issueAt.has(key) ? 'red' : undefined} style={{ wordBreak: 'break-all' }}>
                      {cell(value)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <Text size="sm" c="dimmed">
              The body is not a JSON object.
            </Text>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <ScrollArea.Autosize mah={360}>
            <Code block data-testid="delivery-json">
              {typeof payload === 'string' ? payload : JSON.stringify(payload, null, 2)}
            </Code>
          </ScrollArea.Autosize>
        </Grid.Col>
      </Grid>
    </div>
  );
}
