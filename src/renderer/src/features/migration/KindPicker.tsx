import { Group, Paper, SegmentedControl, Text } from '@mantine/core';
import { jobKindNames, jobKinds, type JobKindName } from '@shared/domain/migration/job-kinds';
import { useMigrationView } from './view-store';

/**
 * Step 0: what the rows will do. Picked before the file (its columns, template, checks and wording follow
 * the kind); changing it drops a file picked for the other kind.
 */
export function KindPicker({ disabled }: { disabled: boolean }) {
  const kind = useMigrationView((s) => s.kind);
  const setKind = useMigrationView((s) => s.setKind);
  const spec = jobKinds[kind];
  return (
    <Paper withBorder radius="md" p="md" data-testid="job-kind">
      <Group justify="space-between" align="center" gap="md">
        <div>
          <Text fw={600} size="sm">
            What should each row do?
          </Text>
          <Text size="sm" c="dimmed" data-testid="job-kind-summary">
            {spec.summary}
            {spec.notUndoable ? ' It cannot be undone.' : ''}
          </Text>
        </div>
        <SegmentedControl
          value={kind}
          onChange={(value) => setKind(value as JobKindName)}
          disabled={disabled}
          data={jobKindNames.map((name) => ({ value: name, label: jobKinds[name].title }))}
          data-testid="job-kind-picker"
          aria-label="Kind of job"
        />
      </Group>
    </Paper>
  );
}
