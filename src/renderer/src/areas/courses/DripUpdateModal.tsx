import '@mantine/dates/styles.css';
import { useState } from 'react';
import { Badge, Button, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import type { CoursePlan } from '@shared/areas/courses/channels';
import { ErrorAlert } from '../../components/ErrorAlert';
import { GuardedModal, useDialogGuard } from '../../components/GuardedModal';
import { ListTable } from '../../components/ListTable';
import { missingValues, prefillDrip, toEntries, type DripRow, type ScheduledMode } from './drip-form';
import { useUpdateDrip } from './queries';

export interface DripUpdateModalProps {
  plan: CoursePlan;
  mode: ScheduledMode;
  courseId: string;
  onClose: () => void;
}

/**
 * The follow-up drip update: every module of the course (existing plus new), pre-filled, sent as one
 * request, because a date or enrollment drip must list every module.
 */
export function DripUpdateModal({ plan, mode, courseId, onClose }: DripUpdateModalProps) {
  const [prefilled] = useState<DripRow[]>(() => prefillDrip(plan, mode, new Date()));
  const [rows, setRows] = useState<DripRow[]>(prefilled);
  // Mounted only while open, so Mantine cannot return the focus on close: give it back to the opener here.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  const close = () => {
    onClose();
    opener?.focus();
  };
  const guard = useDialogGuard({ onClose: close });
  const updateDrip = useUpdateDrip();
  const missing = missingValues(rows, mode);

  const change = (module: string, patch: Partial<DripRow>) =>
    setRows((current) => current.map((row) => (row.module === module ? { ...row, ...patch } : row)));

  const submit = () => {
    if (missing.length) return;
    updateDrip.mutate(
      { courseId, mode, modules: toEntries(rows, mode) },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            title: 'Drip schedule updated',
            message: `All ${rows.length} modules now have a ${mode === 'date' ? 'release date' : 'release day'}.`,
          });
          onClose();
        },
      },
    );
  };

  return (
    <GuardedModal
      guard={guard}
      opened
      dirty={JSON.stringify(rows) !== JSON.stringify(prefilled)}
      what="the drip schedule"
      title="Update the drip schedule"
      size="xl"
    >
      <Stack gap="sm" data-testid="drip-modal">
        <Text size="sm">
          This course drips by {mode === 'date' ? 'date' : 'enrollment'}. The update must list every module of
          the course, so all {rows.length} are here, pre-filled with their current schedule; new modules are
          placed a week after the last one. Adjust and send.
        </Text>
        {!plan.modulesKnown ? (
          <Text size="sm" c="orange">
            The service did not return this course’s module list: only modules created from this console are
            shown, and the service will refuse the update if others exist.
          </Text>
        ) : null}
        <ListTable
          minWidth={560}
          verticalSpacing="xs"
          columns={['Module', mode === 'date' ? 'Released at (your local time)' : 'Days after enrollment']}
        >
          {rows.map((row) => (
            <Table.Tr key={row.module} data-testid="drip-row">
              <Table.Td>
                <Group gap={6}>
                  <Text size="sm" fw={500}>
                    {row.label}
                  </Text>
                  {!row.scheduled ? (
                    <Badge size="xs" color="orange" tt="none">
                      new, visible now
                    </Badge>
                  ) : null}
                </Group>
                <Text size="xs" c="dimmed" ff="monospace">
                  {row.module}
                </Text>
              </Table.Td>
              <Table.Td w={260}>
                {mode === 'date' ? (
                  <DateTimePicker
                    // The button shows the time; its name starts with it (WCAG 2.5.3, label in name).
                    aria-label={
                      row.releaseAt
                        ? `${dayjs(row.releaseAt).format('D MMM YYYY, HH:mm')}, release time of ${row.label}`
                        : `Release time of ${row.label}`
                    }
                    value={row.releaseAt ? dayjs(row.releaseAt).format('YYYY-MM-DD HH:mm:ss') : null}
                    onChange={(value) =>
                      change(row.module, { releaseAt: value ? dayjs(value).toISOString() : null })
                    }
                    valueFormat="D MMM YYYY, HH:mm"
                    error={row.releaseAt === null ? 'Required' : null}
                  />
                ) : (
                  <NumberInput
                    aria-label={`Days after enrollment for ${row.label}`}
                    min={0}
                    allowDecimal={false}
                    allowNegative={false}
                    value={row.afterDays ?? ''}
                    onChange={(value) =>
                      change(row.module, { afterDays: typeof value === 'number' ? value : null })
                    }
                    error={row.afterDays === null ? 'Required' : null}
                    suffix=" days"
                  />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
        {updateDrip.appError ? (
          <ErrorAlert error={updateDrip.appError} title="The drip schedule was not updated" />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={guard.close}>
            Later
          </Button>
          <Button
            onClick={submit}
            loading={updateDrip.isPending}
            disabled={missing.length > 0}
            data-testid="drip-send"
          >
            Send drip update ({rows.length} modules)
          </Button>
        </Group>
      </Stack>
    </GuardedModal>
  );
}
