import { ActionIcon, Badge, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { IconGitMerge, IconPencil, IconTrash } from '@tabler/icons-react';
import type { DraftSummary } from '@shared/channels/mangoes';
import { relativeTime, stateColors, stateLabels } from './format';
import { canApply } from './view';

const MAX_LINES = 3;

export interface DraftsTableProps {
  drafts: DraftSummary[];
  selected: Set<string>;
  onToggle: (id: string) => void;
  onToggleAll: (ids: string[], on: boolean) => void;
  onOpen: (draft: DraftSummary) => void;
  onResolve: (draft: DraftSummary) => void;
  onDelete: (draft: DraftSummary) => void;
}

/** Drafts with their state (row actions use `title`, not Mantine tooltips, so 50 rows render fast); with their state, what they change, and the error or finding of the last apply. */
export function DraftsTable({
  drafts,
  selected,
  onToggle,
  onToggleAll,
  onOpen,
  onResolve,
  onDelete,
}: DraftsTableProps) {
  const selectable = drafts.filter(canApply).map((d) => d.id);
  const allOn = selectable.length > 0 && selectable.every((id) => selected.has(id));
  return (
    <Table verticalSpacing="sm" data-testid="drafts-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>
            <Checkbox
              aria-label="Select every draft that can be applied"
              checked={allOn}
              indeterminate={!allOn && selectable.some((id) => selected.has(id))}
              onChange={() => onToggleAll(selectable, !allOn)}
              disabled={selectable.length === 0}
            />
          </Table.Th>
          <Table.Th>Mango</Table.Th>
          <Table.Th>Changes</Table.Th>
          <Table.Th w={280}>State</Table.Th>
          <Table.Th w={110} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {drafts.map((d) => (
          <Table.Tr key={d.id} data-testid="draft-row" data-draft-id={d.id} data-state={d.state}>
            <Table.Td style={{ verticalAlign: 'top' }}>
              <Checkbox
                aria-label={`Select draft of ${d.title}`}
                checked={selected.has(d.id)}
                disabled={!canApply(d)}
                onChange={() => onToggle(d.id)}
              />
            </Table.Td>
            <Table.Td style={{ verticalAlign: 'top' }}>
              <Text size="sm" fw={500}>
                {d.title}
              </Text>
              <Text size="xs" c="dimmed">
                Edited {relativeTime(d.updatedAt)}
              </Text>
            </Table.Td>
            <Table.Td style={{ verticalAlign: 'top' }}>
              <Stack gap={2}>
                {d.lines.slice(0, MAX_LINES).map((line) => (
                  <Text key={line} size="sm" style={{ wordBreak: 'break-word' }}>
                    {line}
                  </Text>
                ))}
                {d.changeCount > MAX_LINES ? (
                  <Text size="xs" c="dimmed">
                    and {d.changeCount - MAX_LINES} more
                  </Text>
                ) : null}
                {d.changeCount === 0 ? (
                  <Text size="sm" c="dimmed">
                    No changes
                  </Text>
                ) : null}
              </Stack>
            </Table.Td>
            <Table.Td style={{ verticalAlign: 'top' }}>
              <Group gap={6}>
                <Badge color={stateColors[d.state]} variant="light" data-testid="draft-state">
                  {d.uncertain ? 'Outcome unknown' : stateLabels[d.state]}
                </Badge>
                {d.weighty > 0 && d.state !== 'applied' ? (
                  <Badge color="orange" variant="outline" size="sm">
                    {d.weighty} weighty
                  </Badge>
                ) : null}
              </Group>
              {d.errorMessage && d.state !== 'applied' ? (
                <Text size="xs" c="red" mt={4} data-testid="draft-error">
                  {d.errorMessage}
                </Text>
              ) : null}
              {d.blockedBy ? (
                <Text size="xs" c="orange" mt={4} data-testid="draft-blocked">
                  {d.blockedBy}
                </Text>
              ) : null}
              {d.note ? (
                <Text size="xs" c="dimmed" mt={4} data-testid="draft-note">
                  {d.note}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td style={{ verticalAlign: 'top' }}>
              <Group gap={2} justify="flex-end" wrap="nowrap">
                {d.state === 'conflict' ? (
                  <ActionIcon
                    variant="light"
                    color="orange"
                    onClick={() => onResolve(d)}
                    aria-label={`Resolve conflict of ${d.title}`}
                    title="Resolve the conflict"
                    data-testid="resolve-conflict"
                  >
                    <IconGitMerge size={16} />
                  </ActionIcon>
                ) : null}
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => onOpen(d)}
                  aria-label={`Open draft of ${d.title}`}
                  title={d.state === 'applied' ? 'Open (editing makes it a new plan)' : 'Open and edit'}
                  disabled={d.state === 'applying'}
                >
                  <IconPencil size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => onDelete(d)}
                  aria-label={`Delete draft of ${d.title}`}
                  title="Delete draft"
                  disabled={d.state === 'applying'}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
