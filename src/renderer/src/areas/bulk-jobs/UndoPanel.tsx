import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconLink } from '@tabler/icons-react';
import type { ImportProgress, JobSummary } from '@shared/areas/bulk-jobs/channels';
import { jobKinds } from '@shared/areas/bulk-jobs/kinds';
import { undoRefusal } from '@shared/areas/bulk-jobs/domain/undo';
import { ErrorAlert } from '../../components/ErrorAlert';
import { formatCount } from './format';
import { useActiveProfile, useBridgeMutation } from '../../data/query';
import { useMigrationPlace } from './route';
import { useMigrationView } from './view-store';

/**
 * "Undo this job" (issue 32): on a finished or cancelled job, a button that builds the inverse job as an
 * import (main refuses what cannot be undone, whatever this page shows) and opens it as any file's
 * preview; disabled, with the reason beside it, when the job cannot be undone. The links between a job and
 * its undo are shown both ways.
 */
export function UndoControls({ job }: { job: JobSummary }) {
  const [, go] = useMigrationPlace();
  const accept = useMigrationView((s) => s.acceptImport);
  const build = useBridgeMutation('bulkJobs.buildUndo', {
    onSuccess: (progress) => {
      accept(progress);
      go({ tab: 'import' });
    },
  });
  const active = useActiveProfile();
  const settled = job.status === 'finished' || job.status === 'cancelled';
  // The undo runs on the job's own profile, which the preview and the confirmation speak for.
  const refusal =
    undoRefusal(job) ??
    (active && active.id !== job.profileId
      ? `This job ran on ${job.profileName}: switch to that profile to undo it.`
      : undefined);
  return (
    <Stack gap={6} data-testid="undo-controls">
      <UndoLinks job={job} />
      {settled ? (
        <Group gap="sm" wrap="nowrap" align="center">
          <Button
            variant="default"
            leftSection={<IconArrowBackUp size={16} />}
            disabled={refusal !== undefined}
            loading={build.isPending}
            onClick={() => build.mutate({ jobId: job.id })}
            aria-describedby={refusal ? `undo-refusal-${job.id}` : undefined}
            style={{ flexShrink: 0 }}
            data-testid="undo-job"
          >
            Undo this job
          </Button>
          {refusal ? (
            <Text size="sm" c="dimmed" id={`undo-refusal-${job.id}`} data-testid="undo-refusal">
              {refusal}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              Builds the opposite job from what this job did, to preview before anything is sent.
            </Text>
          )}
        </Group>
      ) : null}
      {build.appError ? <ErrorAlert error={build.appError} onClose={build.reset} /> : null}
    </Stack>
  );
}

/** "Undoes job X" / "Undone by job Y", each opening the other job. */
function UndoLinks({ job }: { job: JobSummary }) {
  const [, go] = useMigrationPlace();
  const link = (label: string, jobId: string, testId: string) => (
    <Group gap={6} data-testid={testId}>
      <IconLink size={14} aria-hidden />
      <Text size="sm">
        {label}{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => go({ tab: 'jobs', jobId })}>
          job {jobId}
        </Anchor>
      </Text>
    </Group>
  );
  return (
    <>
      {job.undoes ? link('Undoes', job.undoes, 'undoes-link') : null}
      {job.undoneBy ? link('Undone by', job.undoneBy, 'undone-by-link') : null}
    </>
  );
}

/**
 * On the Import tab, in place of the kind and the file: what this undo is, what it does and cannot do (its
 * rows that cannot be undone are the preview's invalid rows, each with why). Its columns are fixed.
 */
export function UndoImportCard({
  info,
}: {
  info: ImportProgress & { undo: NonNullable<ImportProgress['undo']> };
}) {
  const [, go] = useMigrationPlace();
  const clear = useMigrationView((s) => s.clearImport);
  const spec = jobKinds[info.kind ?? 'migrate'];
  return (
    <Paper withBorder radius="md" p="md" data-testid="undo-import">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={3} size="h4">
              Undo of job {info.undo.jobId}
            </Title>
            <Text size="sm" c="dimmed">
              A new “{spec.title}” job of {formatCount(info.undo.undoable)} row
              {info.undo.undoable === 1 ? '' : 's'}, built from what the service answered for each row of that
              job. Nothing is sent until you start it.
            </Text>
          </div>
          <Group gap="xs" wrap="nowrap">
            <Button variant="default" onClick={() => go({ tab: 'jobs', jobId: info.undo.jobId })}>
              Open job {info.undo.jobId}
            </Button>
            <Button variant="subtle" color="gray" onClick={clear} data-testid="discard-undo">
              Discard
            </Button>
          </Group>
        </Group>
        <Alert variant="light" color="blue" title="What this undo does" data-testid="undo-notice">
          <Text size="sm">{info.undo.notice}</Text>
        </Alert>
      </Stack>
    </Paper>
  );
}
