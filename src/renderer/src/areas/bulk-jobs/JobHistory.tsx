import { Badge, EmptyState, Group, Paper, Progress, Table, Text, Tooltip } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { ErrorAlert } from '../../components/ErrorAlert';
import { formatDateTime } from '@shared/format';
import { jobKinds } from '@shared/areas/bulk-jobs/kinds';
import { rowStateWords } from '@shared/areas/bulk-jobs/kinds/common/words';
import { formatCount, formatDuration } from './format';
import { countsInWords, SETTLED_STATES, STATE_COLORS, jobStatusLabel } from './JobProgress';
import { useJobs } from './queries';
import { useMigrationPlace } from './route';

/** Past and running jobs: file, kind, profile, Mango, counts and duration. A row opens the job. */
export function JobHistory() {
  const list = useJobs();
  const jobs = list.data?.jobs ?? [];
  const [, go] = useMigrationPlace();

  if (list.appError) return <ErrorAlert error={list.appError} title="Jobs could not be listed" />;
  if (list.isSuccess && jobs.length === 0) {
    return (
      <Paper withBorder p="xl" radius="md" style={{ borderStyle: 'dashed' }}>
        <EmptyState
          icon={<IconHistory size={28} stroke={1.5} />}
          withIndicatorBackground
          title="No jobs yet"
          description="Jobs you start from an imported file are listed here, with their results, even after the console restarts."
        />
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" data-testid="job-history">
      <Table.ScrollContainer minWidth={960}>
        <Table highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>File</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Profile</Table.Th>
              <Table.Th>Mango</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th w={250}>Rows</Table.Th>
              <Table.Th>Duration</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {jobs.map((job) => {
              const label = jobStatusLabel(job);
              const spec = jobKinds[job.kind];
              const words = rowStateWords(spec);
              const pct = (n: number) => (job.total > 0 ? (n / job.total) * 100 : 0);
              return (
                <Table.Tr
                  key={job.id}
                  onClick={() => go({ tab: 'jobs', jobId: job.id })}
                  style={{ cursor: 'pointer' }}
                  data-testid="job-history-row"
                >
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {job.fileName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(job.createdAt)}
                    </Text>
                    {job.undoes || job.undoneBy ? (
                      <Text size="xs" c="dimmed" data-testid="job-history-undo">
                        {job.undoes ? `Undoes ${job.undoes}` : `Undone by ${job.undoneBy ?? ''}`}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Tooltip label={spec.title}>
                      <Badge
                        size="sm"
                        variant="light"
                        color={spec.notUndoable ? 'red' : 'blue'}
                        data-testid="job-kind-badge"
                        style={{ minWidth: 'max-content' }}
                      >
                        {spec.shortTitle}
                      </Badge>
                    </Tooltip>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      <Text size="sm">{job.profileName}</Text>
                      {job.profileKind === 'live' ? (
                        <Badge size="xs" color="orange" variant="light">
                          live
                        </Badge>
                      ) : null}
                      {job.earlierSandboxData ? (
                        <Tooltip label="Made on sandbox data that was reset since: what it did is no longer on the Sandbox.">
                          <Badge size="xs" color="gray" variant="light" data-testid="earlier-sandbox-data">
                            earlier sandbox data
                          </Badge>
                        </Tooltip>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" truncate maw={200}>
                      {job.mangoes.map((m) => m.title ?? m.id).join(', ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={label.color} variant="light" style={{ minWidth: 'max-content' }}>
                      {label.label}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Progress.Root
                      size={8}
                      mb={4}
                      role="group"
                      aria-label={`Rows done: ${countsInWords(job.kind, job.counts)}`}
                    >
                      {SETTLED_STATES.map((s) => (
                        <Progress.Section
                          key={s}
                          value={pct(job.counts[s])}
                          color={STATE_COLORS[s]}
                          aria-label={`${words[s].label}: ${formatCount(job.counts[s])}`}
                        />
                      ))}
                    </Progress.Root>
                    <Text size="xs" c="dimmed" data-testid="job-history-counts">
                      {(['succeeded', 'failed', 'uncertain'] as const)
                        .map((s) => `${formatCount(job.counts[s])} ${words[s].word}`)
                        .join(' · ')}{' '}
                      · {formatCount(job.total)} total
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{job.startedAt ? formatDuration(job.elapsedMs) : '—'}</Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
