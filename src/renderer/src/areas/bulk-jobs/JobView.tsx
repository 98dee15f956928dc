import { Alert, Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconDownload,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerStop,
  IconRefresh,
  IconSearch,
} from '@tabler/icons-react';
import { Concurrency, type JobSummary } from '@shared/areas/bulk-jobs/channels';
import { jobKinds } from '@shared/areas/bulk-jobs/kinds';
import { ErrorAlert } from '../../components/ErrorAlert';
import { formatDateTime } from '@shared/format';
import { formatCount } from './format';
import { JobProgress } from './JobProgress';
import { JobRowsTable } from './JobRowsTable';
import { useJobActions } from './queries';
import { useMigrationPlace } from './route';
import { UndoControls } from './UndoPanel';

/** One job: its progress (live from events), its controls, the uncertain-row resolution and its results. */
export function JobView({ job }: { job: JobSummary }) {
  const [, go] = useMigrationPlace();
  const actions = useJobActions(job.id);
  const { busy } = actions;
  const running = job.status === 'running';
  // A job of earlier sandbox data, or one undone, is history: nothing on it can be sent any more.
  const history = job.earlierSandboxData === true || job.undoneBy !== undefined;
  const stopped =
    !history &&
    (job.status === 'paused' ||
      job.status === 'interrupted' ||
      job.status === 'cancelled' ||
      job.status === 'damaged');

  return (
    <Stack gap="md" data-testid="job-view">
      <Group justify="space-between" align="flex-start">
        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconArrowLeft size={14} />}
            onClick={() => go({ tab: 'jobs' })}
            mb={4}
          >
            All jobs
          </Button>
          <Title order={3}>{job.fileName}</Title>
          <Text size="sm" c="dimmed" data-testid="job-subtitle">
            {[
              jobKinds[job.kind].title,
              job.profileName,
              // Kinds that act on no Mango (badges, points) have none to name.
              job.mangoes.map((m) => m.title ?? m.id).join(', '),
              `started ${formatDateTime(job.startedAt ?? job.createdAt)}`,
            ]
              .filter((part) => part !== '')
              .join(' · ')}
          </Text>
        </div>
        <Group gap="xs">
          {running ? (
            <Button
              variant="default"
              leftSection={<IconPlayerPause size={16} />}
              loading={busy === 'pause'}
              onClick={actions.pause}
              data-testid="pause-job"
            >
              Pause
            </Button>
          ) : null}
          {stopped && job.counts.pending > 0 ? (
            <Button
              leftSection={<IconPlayerPlay size={16} />}
              loading={busy === 'resume'}
              onClick={actions.resume}
              data-testid="resume-job"
            >
              Resume
            </Button>
          ) : null}
          {running || job.status === 'paused' ? (
            <Button
              variant="light"
              color="red"
              leftSection={<IconPlayerStop size={16} />}
              loading={busy === 'cancel'}
              onClick={actions.cancel}
              data-testid="cancel-job"
            >
              Cancel
            </Button>
          ) : null}
          {job.status !== 'finished' ? (
            <Group gap={6} wrap="nowrap">
              <Text size="sm" c="dimmed">
                At a time
              </Text>
              <NumberInput
                aria-label="Requests at a time"
                min={1}
                max={16}
                w={80}
                value={job.concurrency}
                onChange={(v) => {
                  const parsed = Concurrency.safeParse(v);
                  if (parsed.success) actions.setConcurrency(parsed.data);
                }}
                data-testid="job-concurrency"
              />
            </Group>
          ) : null}
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => actions.exportResults()}
            data-testid="export-results"
          >
            Export results
          </Button>
        </Group>
      </Group>
      {actions.appError ? <ErrorAlert error={actions.appError} onClose={actions.clearError} /> : null}
      <UndoControls job={job} />
      {job.earlierSandboxData ? (
        <Alert color="gray" variant="light" title="Earlier sandbox data" data-testid="earlier-sandbox-alert">
          <Text size="sm">
            This job ran on sandbox data that “Reset sandbox data” has since deleted: the people and access it
            changed are no longer on the Sandbox. It is kept as history; it sends nothing more and does not
            count as sent before. Import the file again to send it to the current data.
          </Text>
        </Alert>
      ) : null}
      <JobProgress job={job} />
      <InvalidRowsNote job={job} />
      {job.counts.uncertain > 0 && !running && !history ? (
        <Alert
          color="orange"
          variant="light"
          title={`${formatCount(job.counts.uncertain)} row(s) have an uncertain outcome`}
          data-testid="uncertain-alert"
        >
          <Text size="sm" mb="sm">
            Their request may have reached the service without an answer being recorded (a lost connection, a
            timeout, a crash). They are never sent again on their own. Check them on the service first;
            re-send only what it cannot confirm.
          </Text>
          <Group gap="xs">
            <Button
              size="xs"
              leftSection={<IconSearch size={14} />}
              loading={busy === 'check'}
              onClick={() => actions.resolveUncertain('check')}
              data-testid="check-uncertain"
            >
              Check on the service
            </Button>
            <Button
              size="xs"
              variant="default"
              loading={busy === 'resend'}
              onClick={() => actions.resolveUncertain('resend')}
            >
              Re-send all
            </Button>
            <Button
              size="xs"
              variant="default"
              loading={busy === 'skip'}
              onClick={() => actions.resolveUncertain('skip')}
            >
              Skip all
            </Button>
          </Group>
        </Alert>
      ) : null}
      {job.counts.failed > 0 && !running && !history ? (
        <Group>
          <Button
            variant="light"
            color="red"
            leftSection={<IconRefresh size={16} />}
            loading={busy === 'retry'}
            onClick={() => actions.retryFailed()}
            data-testid="retry-failed"
          >
            Retry {formatCount(job.counts.failed)} failed row{job.counts.failed === 1 ? '' : 's'}
          </Button>
        </Group>
      ) : null}
      <JobRowsTable job={job} actions={actions} />
    </Stack>
  );
}

/**
 * Where the file's invalid rows went: they were never part of the job's rows, so the screen says plainly
 * that "Export results" holds them (with their reasons), or, for a job started before they were kept with
 * it, that they are not in its results.
 */
function InvalidRowsNote({ job }: { job: JobSummary }) {
  if (job.invalidRows === 0) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="results-invalid-note">
      {job.invalidRows === null
        ? 'This job was started before invalid rows were kept with it: rows of the file that failed validation are not in its results.'
        : `The file also had ${formatCount(job.invalidRows)} invalid ${job.invalidRows === 1 ? 'row' : 'rows'}, never sent: “Export results” holds ${job.invalidRows === 1 ? 'it' : 'them'} too, with status “invalid” and the reasons, in the file’s order.`}
    </Text>
  );
}
