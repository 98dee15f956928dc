import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconGitMerge } from '@tabler/icons-react';
import type { ConflictChoice } from '@shared/areas/mangoes/domain/three-way';
import { currencyOf, formatStored, formatValue } from '@shared/areas/mangoes/domain/draft';
import { fieldAt } from '@shared/areas/mangoes/domain/fields';
import type { JsonValue } from '@shared/areas/mangoes/domain/json';
import { ErrorAlert } from '../../components/ErrorAlert';
import { FieldInput } from './FieldInput';
import { useFreshDraft, useResolveConflict } from './queries';

type Choice = 'mine' | 'theirs' | 'edit';

function Column({
  title,
  value,
  accent,
  mine,
  currency,
}: {
  title: string;
  value: unknown;
  accent?: string;
  mine?: boolean;
  currency?: string | undefined;
}) {
  const format = (v: unknown, max: number) => (mine ? formatValue : formatStored)(v, max, currency);
  return (
    <Paper withBorder radius="sm" p="xs" style={accent ? { borderColor: accent } : undefined}>
      <Text size="xs" c="dimmed" fw={500}>
        {title}
      </Text>
      <Text size="sm" fw={500} style={{ wordBreak: 'break-word' }} title={format(value, 400)}>
        {format(value, 120)}
      </Text>
    </Paper>
  );
}

interface Props {
  draftId: string | null;
  onClose: () => void;
  onResolved: () => void;
}

/** Base, server and mine side by side for each conflicting field; the person keeps mine, takes theirs or edits. */
export function ConflictModal({ draftId, onClose, onResolved }: Props) {
  return (
    <Modal opened={draftId !== null} onClose={onClose} size="xl" title="Resolve a conflict">
      {draftId ? (
        <ConflictBody key={draftId} draftId={draftId} onClose={onClose} onResolved={onResolved} />
      ) : null}
    </Modal>
  );
}

/** Mounted per draft (keyed), so its choices start empty for every draft. */
function ConflictBody({ draftId, onClose, onResolved }: Props & { draftId: string }) {
  const { draft, appError: readError } = useFreshDraft(draftId);
  const resolve = useResolveConflict();
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [edits, setEdits] = useState<Record<string, JsonValue>>({});
  const error = readError ?? resolve.appError;

  const conflicts = draft?.conflicts ?? [];
  const ready = conflicts.every(
    (c) => choices[c.path] && (choices[c.path] !== 'edit' || edits[c.path] !== undefined),
  );

  const submit = () => {
    const list: ConflictChoice[] = conflicts.map((c) => {
      const choice = choices[c.path] ?? 'mine';
      return choice === 'edit'
        ? { path: c.path, choice, value: edits[c.path] ?? null }
        : { path: c.path, choice };
    });
    resolve.mutate({ draftId, choices: list }, { onSuccess: onResolved });
  };

  return (
    <Stack gap="md" data-testid="conflict-view">
      {draft ? (
        <Text fw={600} size="lg">
          {draft.title}
        </Text>
      ) : null}
      <Alert color="orange" variant="light" icon={<IconGitMerge size={18} />}>
        These fields changed on the service after you drafted, to values other than yours. Nothing was sent.
        Choose per field; the draft then starts from the service’s current values and goes back to Ready.
      </Alert>
      {error ? <ErrorAlert error={error} /> : null}
      {!draft && !error ? <Skeleton height={160} /> : null}
      {conflicts.map((conflict) => {
        const field = fieldAt(conflict.path);
        const choice = choices[conflict.path];
        const currency = draft?.server ? currencyOf(field, draft.server) : undefined;
        return (
          <Paper
            key={conflict.path}
            withBorder
            radius="md"
            p="md"
            data-testid="conflict-row"
            data-path={conflict.path}
          >
            <Group justify="space-between" mb="sm" wrap="nowrap">
              <Text fw={600}>{field?.label ?? conflict.path}</Text>
              <SegmentedControl
                size="xs"
                value={choice ?? ''}
                onChange={(value) => setChoices((c) => ({ ...c, [conflict.path]: value as Choice }))}
                data={[
                  { value: 'mine', label: 'Keep yours' },
                  { value: 'theirs', label: 'Take theirs' },
                  { value: 'edit', label: 'Edit' },
                ]}
                aria-label={`Resolution for ${field?.label ?? conflict.path}`}
              />
            </Group>
            <SimpleGrid cols={3} spacing="sm">
              <Column title="When you drafted" value={conflict.base} currency={currency} />
              <Column
                title="On the service now"
                value={conflict.theirs}
                currency={currency}
                accent={choice === 'theirs' ? 'var(--mantine-color-teal-filled)' : undefined}
              />
              <Column
                title="Yours"
                mine
                currency={currency}
                value={conflict.mine}
                accent={choice === 'mine' ? 'var(--mantine-color-blue-filled)' : undefined}
              />
            </SimpleGrid>
            {choice === 'edit' && field ? (
              <Stack gap={4} mt="sm">
                <Text size="xs" c="dimmed">
                  New value
                </Text>
                <FieldInput
                  field={field}
                  value={edits[conflict.path] ?? conflict.mine}
                  cleared={(edits[conflict.path] ?? conflict.mine) === null}
                  onChange={(value) => setEdits((e) => ({ ...e, [conflict.path]: value }))}
                  onEmpty={() => setEdits(({ [conflict.path]: _gone, ...rest }) => rest)}
                />
              </Stack>
            ) : null}
          </Paper>
        );
      })}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Later
        </Button>
        <Button
          onClick={submit}
          disabled={!draft || !ready}
          loading={resolve.isPending}
          data-testid="save-resolution"
        >
          Save choices
        </Button>
      </Group>
    </Stack>
  );
}
