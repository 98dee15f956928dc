import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCalendarTime } from '@tabler/icons-react';
import type { CoursePlan } from '@shared/areas/courses/channels';
import type { AppError } from '@shared/errors';
import { formatDateTimeZoned } from '@shared/format';
import { ErrorAlert } from '../../components/ErrorAlert';
import { NamedId } from '../../components/NamedId';
import { moduleLabel } from './drip-form';

const modeText: Record<CoursePlan['mode'], string> = {
  none: 'Not dripped: every module is available at once.',
  date: 'Drips by date: each module opens at its release time.',
  enrollment: 'Drips by enrollment: each module opens a number of days after the learner enrolls.',
  completion: 'Drips by completion: each module opens when the previous one is completed.',
  unknown: 'The service did not say how this course drips.',
};

function schedule(plan: CoursePlan, index: number): string {
  const m = plan.modules[index];
  if (!m) return '';
  if (plan.mode === 'date') return m.releaseAt ? formatDateTimeZoned(m.releaseAt) : 'No date: visible now';
  if (plan.mode === 'enrollment')
    return m.afterDays !== undefined ? `Day ${m.afterDays}` : 'No day: visible now';
  return '';
}

/** The course's modules with their drip schedule, and the warning when one is unscheduled. */
export function ModulesCard({
  plan,
  loading,
  error,
  onFollowUp,
}: {
  plan: CoursePlan | null;
  loading: boolean;
  error: AppError | null;
  onFollowUp: () => void;
}) {
  const scheduled = plan?.mode === 'date' || plan?.mode === 'enrollment';
  return (
    <Paper withBorder radius="md" p="md" data-testid="modules-card">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            Modules and drip
          </Title>
          {plan && scheduled ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCalendarTime size={14} />}
              onClick={onFollowUp}
            >
              Edit drip schedule
            </Button>
          ) : null}
        </Group>
        {loading ? <Skeleton height={160} /> : null}
        {error ? <ErrorAlert error={error} title="The modules could not be loaded" /> : null}
        {plan ? (
          <>
            <Text size="sm" c="dimmed" data-testid="drip-mode">
              {modeText[plan.mode]}
            </Text>
            {plan.needsDripUpdate ? (
              <Alert
                color="orange"
                variant="light"
                icon={<IconAlertTriangle size={18} />}
                title="A new module is visible to learners now"
                data-testid="drip-warning"
              >
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">
                    This course drips by {plan.mode}, and a module added since the last drip update has no
                    schedule, so the service treats it as unlocked: every learner can open it right away. Send
                    a drip update that lists every module (existing plus new) to schedule it.
                  </Text>
                  <Button size="xs" color="orange" onClick={onFollowUp} data-testid="drip-follow-up">
                    Schedule it now
                  </Button>
                </Stack>
              </Alert>
            ) : null}
            {plan.mode === 'unknown' ? (
              <Alert color="gray" variant="light" title="Drip unknown">
                If this course drips by date or enrollment, a new module is visible at once until a drip
                update lists every module.
              </Alert>
            ) : null}
            <Table verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  <Table.Th>Module</Table.Th>
                  {scheduled ? <Table.Th>Opens</Table.Th> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {plan.modules.map((m, index) => (
                  <Table.Tr key={m._id} data-testid="module-row">
                    <Table.Td w={36}>{index + 1}</Table.Td>
                    <Table.Td>
                      <Group gap={6} align="flex-start">
                        <NamedId name={moduleLabel(plan, index)} id={m._id} kind="module" />
                        {scheduled && !m.scheduled ? (
                          <Badge size="xs" color="orange" tt="none">
                            unscheduled
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                    {scheduled ? (
                      <Table.Td>
                        <Text size="sm">{schedule(plan, index)}</Text>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
