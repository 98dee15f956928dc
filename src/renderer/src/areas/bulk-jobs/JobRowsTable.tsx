import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconDownload, IconPlayerSkipForward, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { JobRowFilter as Filter, JobSummary } from '@shared/areas/bulk-jobs/channels';
import { formatCount } from './format';
import { jobKinds } from '@shared/areas/bulk-jobs/kinds';
import { STATE_COLORS, stateLabels } from './JobProgress';
import { resultText, RowColumnCells, RowColumnHeads, shownColumns } from './JobRowCells';
import { JOB_ROWS_PAGE, useJobRows, type JobActions } from './queries';
import { jobRowsView, useMigrationView } from './view-store';

/** What an uncertain row offers, in this order. */
const UNCERTAIN_CHOICES = [
  {
    choice: 'resend',
    tooltip: 'Send again (it may be done twice if the first request was applied)',
    label: 'Send again',
    color: 'orange',
    Icon: IconRefresh,
  },
  {
    choice: 'skip',
    tooltip: 'Skip: do not send again',
    label: 'Skip',
    color: 'gray',
    Icon: IconPlayerSkipForward,
  },
] as const;

/** One row's icon button with its tooltip (no colour: the theme's primary). */
function RowAction(props: {
  tooltip: string;
  label: string;
  color?: string;
  onClick: () => void;
  icon: ReactNode;
}) {
  return (
    <Tooltip label={props.tooltip}>
      <ActionIcon
        variant="subtle"
        {...(props.color === undefined ? {} : { color: props.color })}
        onClick={props.onClick}
        aria-label={props.label}
      >
        {props.icon}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The results, filterable by state, a page at a time. Failed rows can be retried one by one, uncertain
 * ones re-sent or skipped one by one; the header buttons do the same for all of them.
 */
export function JobRowsTable({ job, actions }: { job: JobSummary; actions: JobActions }) {
  const filter = useMigrationView((s) => jobRowsView(s, job.id).filter);
  const page = useMigrationView((s) => jobRowsView(s, job.id).page);
  const setFilter = (value: Filter) => useMigrationView.getState().setJobFilter(job.id, value);
  const setPage = (value: number) => useMigrationView.getState().setJobPage(job.id, value);
  // The counts on the filter come from the same read as the rows, so the two always agree.
  const { rows, total, shown, columns: filled } = useJobRows(job, filter, page);
  const spec = jobKinds[job.kind];
  const labels = stateLabels(job.kind);
  const columns = shownColumns(spec, filled);

  const options = (['all', 'succeeded', 'failed', 'uncertain', 'skipped', 'pending'] as const).map(
    (value) => ({
      value,
      label:
        value === 'all'
          ? `All (${formatCount(shown.total)})`
          : `${labels[value]} (${formatCount(shown.counts[value])})`,
    }),
  );

  return (
    <Paper withBorder radius="md" data-testid="job-rows">
      <Group justify="space-between" p="sm" className="mig-toolbar">
        <SegmentedControl
          size="xs"
          color="blue"
          data={options}
          value={filter}
          onChange={(v) => setFilter(v as Filter)}
          data-testid="job-filter"
        />
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {formatCount(total)} row{total === 1 ? '' : 's'}
          </Text>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconDownload size={14} />}
            disabled={total === 0}
            onClick={() => actions.exportResults(filter, 'results')}
            data-testid="export-filtered"
          >
            Export these rows
          </Button>
          {shown.counts.failed > 0 ? (
            <Tooltip label="The failed rows with their original columns, row number and problem: fix them and import the file again as it is">
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                leftSection={<IconDownload size={14} />}
                onClick={() => actions.exportResults('failed', 'fix')}
                data-testid="export-failed-to-fix"
              >
                Failed rows to fix
              </Button>
            </Tooltip>
          ) : null}
        </Group>
      </Group>
      {/* Narrow enough to fit the screen at 1280 wide with the navigation open: the Result column wraps
          (never cut or clamped), and a narrower window scrolls sideways instead of squeezing it. */}
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>Row</Table.Th>
              <Table.Th w={120}>State</Table.Th>
              <RowColumnHeads spec={spec} columns={columns} />
              <Table.Th miw={220}>Result</Table.Th>
              <Table.Th w={90} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.index} data-testid="job-row">
                <Table.Td>
                  <Text size="xs" c="dimmed">
                    {row.line}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge
                    color={STATE_COLORS[row.state]}
                    variant="light"
                    size="sm"
                    style={{ minWidth: 'max-content' }}
                    data-testid="job-row-state"
                  >
                    {labels[row.state]}
                  </Badge>
                </Table.Td>
                <RowColumnCells row={row} columns={columns} job={job} />
                <Table.Td>
                  <Text
                    size="xs"
                    c={row.state === 'failed' ? 'red' : row.state === 'uncertain' ? 'orange' : 'dimmed'}
                    className="mig-result"
                    data-testid="job-row-result"
                  >
                    {resultText(row)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {row.state === 'failed' ? (
                      <RowAction
                        tooltip="Retry this row"
                        label="Retry this row"
                        onClick={() => actions.retryFailed([row.index])}
                        icon={<IconRefresh size={16} />}
                      />
                    ) : null}
                    {row.state === 'uncertain'
                      ? UNCERTAIN_CHOICES.map(({ choice, tooltip, label, color, Icon }) => (
                          <RowAction
                            key={choice}
                            tooltip={tooltip}
                            label={label}
                            color={color}
                            onClick={() => actions.resolveUncertain(choice, [row.index])}
                            icon={<Icon size={16} />}
                          />
                        ))
                      : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="lg">
          No rows in this state.
        </Text>
      ) : null}
      {total > JOB_ROWS_PAGE ? (
        <Group justify="center" p="sm">
          <Pagination total={Math.ceil(total / JOB_ROWS_PAGE)} value={page} onChange={setPage} size="sm" />
        </Group>
      ) : null}
    </Paper>
  );
}
