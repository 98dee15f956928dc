import { Alert, Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { AuthenticatedUser } from '@shared/contract/users';
import { formatDateTime } from '@shared/format';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ListTable } from '../../components/ListTable';
import { navigate } from '../../data/route';
import { useCourseDeliveries } from './queries';

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * Course progress: no documented read offers it, so this shows the course webhook deliveries the console's
 * receiver got for the person, says so, and says how to get them.
 */
export function CourseProgressPanel({ person }: { person: AuthenticatedUser }) {
  const deliveries = useCourseDeliveries(person);
  const rows = deliveries.mine;
  return (
    <Paper withBorder p="md" radius="md" data-testid="customer-courses">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={3} size="h4">
            Course progress
          </Title>
          <Badge variant="light" color="gray">
            From webhook events
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          The service has no read of a learner’s progress. These figures are the course events (50% reached,
          course completed) that this console’s webhook receiver got for {person.email || 'this person'} while
          it ran; events sent before, or to another receiver, are not here.
        </Text>
        {deliveries.appError ? (
          <ErrorAlert error={deliveries.appError} title="The receiver’s deliveries could not be read" />
        ) : null}
        {deliveries.data && rows.length === 0 ? (
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} data-testid="courses-empty">
            No course events received for this person. To collect them, open{' '}
            <Anchor
              component="button"
              c="inherit"
              fw={600}
              underline="always"
              onClick={() => navigate(['webhooks'])}
            >
              Webhooks
            </Anchor>
            , start the built-in receiver and subscribe it to “course.progress” and the “course.completed”
            events.
          </Alert>
        ) : null}
        {rows.length > 0 ? (
          <ListTable minWidth={640} columns={['Course', 'Event', 'Progress', 'Last progress', 'Received']}>
            {rows.map((d) => {
              const p = d.payload as Record<string, unknown>;
              const percent = p['completionPercentage'];
              return (
                <Table.Tr key={d.id}>
                  <Table.Td>{text(p['course']) || text(p['courseId']) || 'Unnamed course'}</Table.Td>
                  <Table.Td>{d.label}</Table.Td>
                  <Table.Td>
                    {typeof percent === 'number'
                      ? `${percent}%`
                      : d.event?.endsWith('100') || d.event === 'course.completed'
                        ? 'Completed'
                        : '—'}
                  </Table.Td>
                  <Table.Td>
                    {text(p['lastProgressOn']) ? formatDateTime(text(p['lastProgressOn'])) : '—'}
                  </Table.Td>
                  <Table.Td>{formatDateTime(d.receivedAt)}</Table.Td>
                </Table.Tr>
              );
            })}
          </ListTable>
        ) : null}
      </Stack>
    </Paper>
  );
}
