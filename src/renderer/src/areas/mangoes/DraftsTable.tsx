import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconFiles,
  IconGitMerge,
  IconPencil,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatRelative } from '@shared/format';
import type { DraftSummary } from '@shared/areas/mangoes/channels';
import { CONFLICT_TEXT, REACHES_BUYERS, REACHES_BUYERS_HINT, stateColors, stateLabels } from './format';
import { canApply } from './view';

const MAX_LINES = 3;

/** A small light button of a draft's row (without a colour: the theme's primary). */
function RowButton(props: {
  color?: string;
  icon: ReactNode;
  onClick: () => void;
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button
      size="compact-sm"
      variant="light"
      {...(props.color === undefined ? {} : { color: props.color })}
      leftSection={props.icon}
      onClick={props.onClick}
      aria-label={props.label}
      data-testid={props.testId}
    >
      {props.children}
    </Button>
  );
}

export interface DraftsTableProps {
  drafts: DraftSummary[];
  selected: Set<string>;
  onToggle: (id: string) => void;
  onToggleAll: (ids: string[], on: boolean) => void;
  onOpen: (draft: DraftSummary) => void;
  onResolve: (draft: DraftSummary) => void;
  onDelete: (draft: DraftSummary) => void;
  /** Applies this one draft (through the same confirmation as Apply selected). */
  onApply: (draft: DraftSummary) => void;
  /** Keeps this draft as its Mango's only one, deleting the Mango's other open drafts. */
  onKeep: (draft: DraftSummary) => void;
  /** How many open drafts each Mango has: more than one only when an older version left duplicates. */
  openCounts: Map<string, number>;
}

/**
 * Drafts with their state (always in words beside its colour), what they change, the error or finding of
 * the last apply, and their actions: Apply, Resolve, Keep this one (for duplicates), Open and Delete. Row
 * actions use `title`, not Mantine tooltips, so 50 rows render fast.
 */
export function DraftsTable({
  drafts,
  selected,
  onToggle,
  onToggleAll,
  onOpen,
  onResolve,
  onDelete,
  onApply,
  onKeep,
  openCounts,
}: DraftsTableProps) {
  const duplicated = (d: DraftSummary) => d.state !== 'applied' && (openCounts.get(d.mangoId) ?? 0) > 1;
  const applicable = (d: DraftSummary) => canApply(d) && !duplicated(d);
  const selectable = drafts.filter(applicable).map((d) => d.id);
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
          <Table.Th w={190}>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {drafts.map((d) => (
          <Table.Tr key={d.id} data-testid="draft-row" data-draft-id={d.id} data-state={d.state}>
            <Table.Td style={{ verticalAlign: 'top' }}>
              <Checkbox
                aria-label={`Select draft of ${d.title}`}
                checked={selected.has(d.id)}
                disabled={!applicable(d)}
                onChange={() => onToggle(d.id)}
              />
            </Table.Td>
            <Table.Td style={{ verticalAlign: 'top' }}>
              <Text size="sm" fw={500}>
                {d.title}
              </Text>
              <Text size="xs" c="dimmed">
                Edited {formatRelative(d.updatedAt)}
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
                {d.earlierSandboxData ? (
                  <Badge color="gray" variant="outline" size="sm" data-testid="draft-earlier-sandbox">
                    Earlier sandbox data
                  </Badge>
                ) : null}
                {d.weighty > 0 && d.state !== 'applied' ? (
                  <Badge color="orange" variant="outline" size="sm" title={REACHES_BUYERS_HINT}>
                    {d.weighty} {REACHES_BUYERS.toLowerCase()}
                  </Badge>
                ) : null}
              </Group>
              {d.state === 'conflict' ? (
                <Group gap={4} mt={4} wrap="nowrap" data-testid="draft-conflict">
                  <IconAlertTriangle size={14} color="var(--mantine-color-orange-light-color)" aria-hidden />
                  <Text size="xs" fw={500} c="var(--mantine-color-orange-light-color)">
                    {CONFLICT_TEXT}
                  </Text>
                </Group>
              ) : null}
              {duplicated(d) ? (
                <Group gap={4} mt={4} wrap="nowrap" align="flex-start" data-testid="draft-duplicate">
                  <IconFiles size={14} color="var(--mantine-color-orange-light-color)" aria-hidden />
                  <Text size="xs" c="var(--mantine-color-orange-light-color)">
                    This Mango has {openCounts.get(d.mangoId)} drafts (made by an older version). Keep one:
                    applied one after the other, they would overwrite each other.
                  </Text>
                </Group>
              ) : null}
              {d.errorMessage && d.state !== 'applied' ? (
                <Text size="xs" c="red" mt={4} data-testid="draft-error">
                  {d.errorMessage}
                </Text>
              ) : null}
              {d.earlierSandboxData && d.state !== 'applied' ? (
                <Text size="xs" c="dimmed" mt={4} data-testid="draft-earlier-sandbox-note">
                  Made before the sandbox data was reset: kept as a record, never applied. Discard it to draft
                  this Mango again.
                </Text>
              ) : null}
              {d.blockedBy ? (
                <Text
                  size="xs"
                  c="var(--mantine-color-orange-light-color)"
                  mt={4}
                  data-testid="draft-blocked"
                >
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
              <Group gap={4} justify="flex-end" wrap="nowrap">
                {duplicated(d) ? (
                  <RowButton
                    color="orange"
                    icon={<IconFiles size={14} />}
                    onClick={() => onKeep(d)}
                    label={`Keep this draft of ${d.title} and delete its other drafts`}
                    testId="keep-draft"
                  >
                    Keep this one
                  </RowButton>
                ) : d.state === 'conflict' ? (
                  <RowButton
                    color="orange"
                    icon={<IconGitMerge size={14} />}
                    onClick={() => onResolve(d)}
                    label={`Resolve the conflict of ${d.title}`}
                    testId="resolve-conflict"
                  >
                    Resolve
                  </RowButton>
                ) : applicable(d) ? (
                  <RowButton
                    icon={<IconSend size={14} />}
                    onClick={() => onApply(d)}
                    label={`Apply the draft of ${d.title}`}
                    testId="apply-draft"
                  >
                    Apply
                  </RowButton>
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
