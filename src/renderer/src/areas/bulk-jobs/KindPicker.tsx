import { Paper, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { jobKindNames, jobKinds, type JobKindName } from '@shared/areas/bulk-jobs/kinds';
import { inverseKinds } from '@shared/areas/bulk-jobs/domain/undo';
import { useMigrationView } from './view-store';

/** What a kind the service cannot reverse offers instead: the opposite job, built from what was done. */
const UNDONE_BY_OPPOSITE =
  ' The service cannot put it back as it was; once the job is done, Undo this job can send the opposite.';

/**
 * Step 0: what the rows will do. Picked before the file (its columns, template, checks and wording follow
 * the kind); changing it drops a file picked for another kind. One radio per kind, in a grid, so the
 * choice stays readable however many kinds there are.
 */
export function KindPicker({ disabled }: { disabled: boolean }) {
  const kind = useMigrationView((s) => s.kind);
  const setKind = useMigrationView((s) => s.setKind);
  const spec = jobKinds[kind];
  return (
    <Paper withBorder radius="md" p="md" data-testid="job-kind">
      <Stack gap="sm">
        <div>
          <Text fw={600} size="sm">
            What should each row do?
          </Text>
          <Text size="sm" c="dimmed" data-testid="job-kind-summary">
            {spec.summary}
            {spec.notUndoable ? (inverseKinds[kind] ? UNDONE_BY_OPPOSITE : ' It cannot be undone.') : ''}
          </Text>
        </div>
        <Radio.Group
          value={kind}
          onChange={(value) => setKind(value as JobKindName)}
          data-testid="job-kind-picker"
          aria-label="Kind of job"
        >
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" verticalSpacing="xs">
            {jobKindNames.map((name) => (
              <Radio
                key={name}
                value={name}
                label={jobKinds[name].title}
                disabled={disabled}
                data-testid={`job-kind-${name}`}
              />
            ))}
          </SimpleGrid>
        </Radio.Group>
      </Stack>
    </Paper>
  );
}
