import { Badge, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { formatStored, formatValue, type DiffLine } from '@shared/areas/mangoes/domain/draft';
import { REACHES_BUYERS, REACHES_BUYERS_HINT } from './format';

/** The draft as `label: old -> new`, changes buyers see first and called out, and exactly what will be sent. */
export function DraftDiff({
  lines,
  body,
  compact,
}: {
  lines: DiffLine[];
  body?: unknown;
  compact?: boolean;
}) {
  const ordered = [...lines.filter((l) => l.weighty), ...lines.filter((l) => !l.weighty)];
  return (
    <Stack gap="xs" data-testid="draft-diff">
      {!compact ? (
        <Group justify="space-between">
          <Title order={3} size="h4">
            Changes
          </Title>
          <Badge variant="light" color={lines.length ? 'blue' : 'gray'}>
            {lines.length} field{lines.length === 1 ? '' : 's'}
          </Badge>
        </Group>
      ) : null}
      {ordered.length === 0 ? (
        <Text size="sm" c="dimmed">
          No changes yet. Edit a field: nothing is sent until you apply the draft.
        </Text>
      ) : (
        ordered.map((line) => (
          <Paper
            key={line.path}
            withBorder
            radius="sm"
            p="xs"
            data-testid="diff-line"
            data-weighty={line.weighty}
          >
            <Group gap={6} justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {line.label}
              </Text>
              {line.weighty ? (
                <Badge size="xs" color="orange" variant="light" title={REACHES_BUYERS_HINT}>
                  {REACHES_BUYERS}
                </Badge>
              ) : null}
            </Group>
            {/* Both values wrap onto as many lines as they need: a change card never cuts what it shows. */}
            <Group gap={6} wrap="wrap" mt={2} align="baseline">
              <Text size="sm" c="dimmed" td="line-through" style={{ overflowWrap: 'anywhere' }}>
                {formatStored(line.before, 400, line.currency)}
              </Text>
              <IconArrowRight size={14} style={{ flexShrink: 0 }} aria-label="becomes" />
              <Text
                size="sm"
                fw={500}
                c={line.kind === 'clear' ? 'grape' : undefined}
                style={{ overflowWrap: 'anywhere' }}
              >
                {formatValue(line.after, 400, line.currency)}
              </Text>
            </Group>
          </Paper>
        ))
      )}
      {body !== undefined && ordered.length > 0 ? (
        <Stack gap={4} mt="xs">
          <Text size="xs" c="dimmed" fw={500}>
            What will be sent (only the fields you changed)
          </Text>
          <Code
            block
            style={{
              maxHeight: 220,
              overflow: 'auto',
              fontSize: 11,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
            data-testid="patch-body"
          >
            {JSON.stringify(body, null, 2)}
          </Code>
        </Stack>
      ) : null}
    </Stack>
  );
}
