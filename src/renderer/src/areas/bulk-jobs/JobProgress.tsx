import { Badge, Group, Paper, Progress, SimpleGrid, Text, Tooltip } from '@mantine/core';
import type { JobSummary } from '@shared/areas/bulk-jobs/channels';
import { formatTime } from '@shared/format';
import type { RowState } from '@shared/areas/bulk-jobs/domain/journal';
import { jobKinds, type JobKindName } from '@shared/areas/bulk-jobs/kinds';
import { rowStatesShown, rowStateWords } from '@shared/areas/bulk-jobs/kinds/common/words';
import { formatCount, formatDuration } from './format';

export const STATE_COLORS: Record<RowState, string> = {
  succeeded: 'teal',
  failed: 'red',
  uncertain: 'orange',
  skipped: 'gray',
  pending: 'blue',
  sending: 'cyan',
};

/** The final states, in the order the progress bars show them. */
export const SETTLED_STATES = ['succeeded', 'failed', 'uncertain', 'skipped'] as const;

/**
 * A row's state in words, for a badge, a count or a filter: what happened to that row in this kind
 * ("Added" in a migration, "Awarded" in a points job), from the kind's words (kinds/common/words.ts).
 */
export function stateLabels(kind: JobKindName): Record<RowState, string> {
  const words = rowStateWords(jobKinds[kind]);
  return Object.fromEntries(rowStatesShown.map((state) => [state, words[state].label])) as Record<
    RowState,
    string
  >;
}

/** The states' counts in words for a screen reader (a bar's name): "Awarded 3, Failed 1, ...". */
export function countsInWords(kind: JobKindName, counts: Record<RowState, number>): string {
  const labels = stateLabels(kind);
  return SETTLED_STATES.map((state) => `${labels[state]} ${formatCount(counts[state])}`).join(', ');
}

const STATUS_LABEL: Record<JobSummary['status'], { label: string; color: string }> = {
  new: { label: 'New', color: 'gray' },
  running: { label: 'Running', color: 'blue' },
  paused: { label: 'Paused', color: 'yellow' },
  cancelled: { label: 'Cancelled', color: 'gray' },
  finished: { label: 'Finished', color: 'teal' },
  interrupted: { label: 'Interrupted', color: 'orange' },
  damaged: { label: 'Damaged', color: 'red' },
};

/**
 * The status a person reads: a finished job with failed or uncertain rows says so ("Finished with 9 failed
 * and 3 uncertain"), so "Finished" alone always means every row is settled as intended.
 */
export function jobStatusLabel(job: Pick<JobSummary, 'status' | 'counts'>): { label: string; color: string } {
  const base = STATUS_LABEL[job.status];
  if (job.status !== 'finished') return base;
  const open = [
    job.counts.failed > 0 ? `${formatCount(job.counts.failed)} failed` : '',
    job.counts.uncertain > 0 ? `${formatCount(job.counts.uncertain)} uncertain` : '',
  ].filter(Boolean);
  return open.length > 0 ? { label: `Finished with ${open.join(' and ')}`, color: 'orange' } : base;
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Tooltip label={hint} disabled={!hint}>
        <Text fw={600}>{value}</Text>
      </Tooltip>
    </div>
  );
}

/** The bar (one section per final state), the counts, the rate, the time so far and the time left. */
export function JobProgress({ job }: { job: JobSummary }) {
  const { counts, total } = job;
  const labels = stateLabels(job.kind);
  const pct = (n: number) => (total > 0 ? (n / total) * 100 : 0);
  const done = counts.succeeded + counts.failed + counts.uncertain + counts.skipped;
  const status = jobStatusLabel(job);
  return (
    <Paper withBorder radius="md" p="lg" data-testid="job-progress">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Badge color={status.color} variant="light" size="lg" data-testid="job-status">
            {status.label}
          </Badge>
          <Text size="sm" c="dimmed">
            {formatCount(done)} of {formatCount(total)} rows done
          </Text>
        </Group>
        {job.pausedUntil ? (
          <Badge color="yellow" variant="outline">
            Service asked to slow down: waiting until {formatTime(job.pausedUntil, { seconds: true })}
          </Badge>
        ) : null}
      </Group>
      <Progress.Root
        size={18}
        radius="md"
        role="group"
        aria-label={`Rows done: ${countsInWords(job.kind, counts)}`}
      >
        {SETTLED_STATES.map((state) =>
          counts[state] > 0 ? (
            <Tooltip key={state} label={`${labels[state]}: ${formatCount(counts[state])}`}>
              <Progress.Section
                value={pct(counts[state])}
                color={STATE_COLORS[state]}
                aria-label={`${labels[state]}: ${formatCount(counts[state])}`}
                animated={job.status === 'running' && state === 'succeeded'}
              />
            </Tooltip>
          ) : null,
        )}
      </Progress.Root>
      <Group gap="lg" mt="sm">
        {rowStatesShown.map((state) => (
          <Group key={state} gap={6}>
            <Badge color={STATE_COLORS[state]} variant="dot" size="md">
              {labels[state]}
            </Badge>
            <Text size="sm" fw={600} data-testid={`count-${state}`}>
              {formatCount(counts[state])}
            </Text>
          </Group>
        ))}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} mt="md">
        <Figure
          label="Rate"
          value={job.ratePerMinute !== null ? `${formatCount(job.ratePerMinute)} / min` : '—'}
          hint={
            job.rateCapPerMinute !== null ? `Capped at ${job.rateCapPerMinute} / min after a 429` : undefined
          }
        />
        <Figure label="Elapsed" value={formatDuration(job.elapsedMs)} />
        <Figure label="Time left" value={job.etaMs !== null ? formatDuration(job.etaMs) : '—'} />
        <Figure label="At a time" value={String(job.concurrency)} />
      </SimpleGrid>
      {job.statusReason ? (
        <Text size="sm" c="dimmed" mt="sm">
          {job.statusReason}
        </Text>
      ) : null}
    </Paper>
  );
}
