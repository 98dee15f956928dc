import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconArrowLeft,
  IconDownload,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerStop,
  IconRefresh,
  IconSearch,
} from '@tabler/icons-react';
import type { JobSummary } from '@shared/channels/migration';
import type { Result } from '@shared/errors';
import { useApi } from '../../api-context';
import { ErrorAlert } from '../../components/ErrorAlert';
import { saveFile } from '../../components/save-file';
import { formatCount, formatTime } from './format';
import { JobProgress } from './JobProgress';
import { JobRowsTable } from './JobRowsTable';
import { useMigration } from './migration-store-context';

/** One job: its progress (live from events), its controls, the uncertain-row resolution and its results. */
export function JobView({ job }: { job: JobSummary }) {
  const api = useApi();
  const applyJob = useMigration((s) => s.applyJob);
  const selectJob = useMigration((s) => s.selectJob);
  const [error, setError] = useState<import('@shared/errors').AppError | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (name: string, call: Promise<Result<unknown>>) => {
    setBusy(name);
    const result = await call;
    setBusy(null);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    const value = result.value as JobSummary | { job: JobSummary; message: string };
    if ('message' in value) {
      applyJob(value.job);
      notifications.show({ message: value.message, color: 'blue' });
    } else applyJob(value);
  };
  const running = job.status === 'running';
  const stopped =
    job.status === 'paused' ||
    job.status === 'interrupted' ||
    job.status === 'cancelled' ||
    job.status === 'damaged';

  return (
    <Stack gap="md" data-testid="job-view">
      <Group justify="space-between" align="flex-start">
        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconArrowLeft size={14} />}
            onClick={() => selectJob(null)}
            mb={4}
          >
            All jobs
          </Button>
          <Title order={3}>{job.fileName}</Title>
          <Text size="sm" c="dimmed">
            {job.profileName} · {job.mangoes.map((m) => m.title ?? m.id).join(', ')} · started{' '}
            {formatTime(job.startedAt ?? job.createdAt)}
          </Text>
        </div>
        <Group gap="xs">
          {running ? (
            <Button
              variant="default"
              leftSection={<IconPlayerPause size={16} />}
              loading={busy === 'pause'}
              onClick={() => void act('pause', api.migration.pause({ jobId: job.id }))}
              data-testid="pause-job"
            >
              Pause
            </Button>
          ) : null}
          {stopped && job.counts.pending > 0 ? (
            <Button
              leftSection={<IconPlayerPlay size={16} />}
              loading={busy === 'resume'}
              onClick={() => void act('resume', api.migration.resume({ jobId: job.id }))}
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
              onClick={() => void act('cancel', api.migration.cancel({ jobId: job.id }))}
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
                onChange={(v) =>
                  typeof v === 'number' &&
                  v >= 1 &&
                  v <= 16 &&
                  void act('concurrency', api.migration.setConcurrency({ jobId: job.id, concurrency: v }))
                }
                data-testid="job-concurrency"
              />
            </Group>
          ) : null}
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={async () => {
              const result = await api.migration.exportResults({ jobId: job.id });
              if (result.ok) saveFile(result.value.fileName, result.value.content);
              else setError(result.error);
            }}
            data-testid="export-results"
          >
            Export results
          </Button>
        </Group>
      </Group>
      {error ? <ErrorAlert error={error} onClose={() => setError(null)} /> : null}
      <JobProgress job={job} />
      {job.counts.uncertain > 0 && !running ? (
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
              onClick={() =>
                void act('check', api.migration.resolveUncertain({ jobId: job.id, mode: 'check' }))
              }
              data-testid="check-uncertain"
            >
              Check on the service
            </Button>
            <Button
              size="xs"
              variant="default"
              loading={busy === 'resend'}
              onClick={() =>
                void act('resend', api.migration.resolveUncertain({ jobId: job.id, mode: 'resend' }))
              }
            >
              Re-send all
            </Button>
            <Button
              size="xs"
              variant="default"
              loading={busy === 'skip'}
              onClick={() =>
                void act('skip', api.migration.resolveUncertain({ jobId: job.id, mode: 'skip' }))
              }
            >
              Skip all
            </Button>
          </Group>
        </Alert>
      ) : null}
      {job.counts.failed > 0 && !running ? (
        <Group>
          <Button
            variant="light"
            color="red"
            leftSection={<IconRefresh size={16} />}
            loading={busy === 'retry'}
            onClick={() => void act('retry', api.migration.retryFailed({ jobId: job.id }))}
            data-testid="retry-failed"
          >
            Retry {formatCount(job.counts.failed)} failed row{job.counts.failed === 1 ? '' : 's'}
          </Button>
        </Group>
      ) : null}
      <JobRowsTable job={job} onAction={(p) => void act('row', p as Promise<Result<unknown>>)} />
    </Stack>
  );
}
