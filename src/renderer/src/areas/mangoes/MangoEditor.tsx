import { useMemo, useState } from 'react';
import { Alert, Box, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { DraftChangesForm } from '@shared/areas/mangoes/channels';
import type { Mango } from '@shared/contract/mangoes';
import {
  currencyOf,
  diffDraft,
  type Changes,
  type FieldProblem,
  type MangoDraft,
} from '@shared/areas/mangoes/domain/draft';
import { fieldGroups, mangoFields, parentGroupOf } from '@shared/areas/mangoes/domain/fields';
import { getAt, type JsonValue } from '@shared/areas/mangoes/domain/json';
import { buildPatchBody } from '@shared/areas/mangoes/domain/patch';
import { hasErrors, issuesByPath, lockReason, validateChanges } from '@shared/areas/mangoes/domain/rules';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useContractForm } from '../../data/form';
import { useUnsavedChanges } from '../../data/unsaved-changes';
import { DraftDiff } from './DraftDiff';
import { FieldRow } from './FieldRow';
import { PriceHint } from './PriceHint';
import { useSaveDraft } from './queries';
import { revertChange, setChange } from './view';

export interface MangoEditorProps {
  base: Mango;
  /** Editing an existing draft; a new draft is made from the cached Mango otherwise. */
  draft?: MangoDraft;
  onSaved: (draft: MangoDraft) => void;
  onCancel: () => void;
}

/**
 * The draft editor: every writable field by group, each marked when changed (or cleared) with the stored
 * value beside it, the rules checked as you type, and the diff and PATCH body alongside. Saving stores
 * the draft on disk; nothing is sent to the service.
 */
export function MangoEditor({ base, draft, onSaved, onCancel }: MangoEditorProps) {
  // The changes being typed are form state, typed by the `changes` part of `mangoes.saveDraft`; the field
  // checks (errors and notices, shown per field) are the shared rules main also runs on save.
  const form = useContractForm<{ changes: Changes }>(DraftChangesForm, {
    initialValues: { changes: { ...(draft?.changes ?? {}) } },
  });
  const save = useSaveDraft();
  const { changes } = form.getValues();
  const issues = useMemo(() => validateChanges(base, changes), [base, changes]);
  const byPath = useMemo(() => issuesByPath(issues), [issues]);
  const lines = useMemo(() => diffDraft(base, changes), [base, changes]);
  const body = useMemo(() => buildPatchBody(base, changes), [base, changes]);
  const problems: FieldProblem[] = draft?.problems ?? [];
  const errorCount = issues.filter((i) => i.severity === 'error').length;
  // Typed changes not yet saved in the draft: leaving (a link, Back, another profile) asks first.
  const [started] = useState(() => JSON.stringify(draft?.changes ?? {}));
  const saved = useUnsavedChanges(
    JSON.stringify(changes) !== started,
    `the ${draft ? '' : 'new '}draft of “${base.title ?? 'this Mango'}”`,
  );

  const set = (path: string, value: JsonValue) =>
    form.setFieldValue('changes', (current: Changes) => setChange(current, base, path, value));
  const revert = (path: string) =>
    form.setFieldValue('changes', (current: Changes) => revertChange(current, path));

  const submit = () => {
    const input = { mangoId: base._id ?? '', changes, ...(draft ? { draftId: draft.id } : {}) };
    save.mutate(input, {
      onSuccess: (result) => {
        saved();
        onSaved(result.draft);
      },
    });
  };

  return (
    <Box data-testid="mango-editor">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            {problems.some((p) => p.path === '') ? (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertTriangle size={18} />}
                title="The service refused the last apply"
              >
                {problems
                  .filter((p) => p.path === '')
                  .map((p) => p.message)
                  .join(' ')}
              </Alert>
            ) : null}
            {fieldGroups.map((group) => {
              const fields = mangoFields.filter((f) => f.group === group.id);
              return (
                <Paper key={group.id} withBorder radius="md" p="md" data-testid={`group-${group.id}`}>
                  <Title order={3} size="h5" mb="sm">
                    {group.label}
                  </Title>
                  {group.id === 'pricing' ? <PriceHint base={base} changes={changes} /> : null}
                  <Box
                    style={{
                      display: 'grid',
                      gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
                      gap: 'var(--mantine-spacing-md)',
                    }}
                  >
                    {fields.map((field) => {
                      const parent = parentGroupOf(field.path);
                      return (
                        <FieldRow
                          key={field.path}
                          field={field}
                          stored={getAt(base, field.path)}
                          change={changes[field.path]}
                          locked={lockReason(field, base)}
                          disabled={parent ? changes[parent.path] === null : false}
                          currency={currencyOf(field, base)}
                          issues={byPath.get(field.path) ?? []}
                          problems={problems.filter((p) => p.path === field.path)}
                          onSet={(value) => set(field.path, value)}
                          onRevert={() => revert(field.path)}
                        />
                      );
                    })}
                  </Box>
                </Paper>
              );
            })}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="md" style={{ position: 'sticky', top: 76 }}>
            <Stack gap="md">
              <DraftDiff lines={lines} body={body} />
              {errorCount > 0 ? (
                <Text size="sm" c="red" data-testid="editor-errors">
                  {errorCount} problem{errorCount === 1 ? '' : 's'} to fix before this draft can be applied.
                  You can still save it.
                </Text>
              ) : null}
              {save.appError ? <ErrorAlert error={save.appError} onClose={() => save.reset()} /> : null}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={onCancel}>
                  Cancel
                </Button>
                <Button
                  leftSection={<IconDeviceFloppy size={16} />}
                  onClick={submit}
                  loading={save.isPending}
                  disabled={lines.length === 0 && !draft}
                  data-testid="save-draft"
                >
                  {hasErrors(issues) ? 'Save as draft' : 'Save draft'}
                </Button>
              </Group>
              <Text size="xs" c="dimmed">
                Saved drafts stay on this computer and work offline. Apply them from the Drafts view.
              </Text>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Box>
  );
}
