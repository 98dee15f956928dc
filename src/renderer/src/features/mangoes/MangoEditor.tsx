import { useMemo, useState } from 'react';
import { Alert, Box, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import type { Mango } from '@shared/contract/mangoes';
import type { AppError } from '@shared/errors';
import { diffDraft, type Changes, type FieldProblem, type MangoDraft } from '@shared/domain/mango/draft';
import { fieldGroups, mangoFields, parentGroupOf, type MangoField } from '@shared/domain/mango/fields';
import { getAt, jsonEqual, type JsonValue } from '@shared/domain/mango/json';
import { buildPatchBody } from '@shared/domain/mango/patch';
import { hasErrors, issuesByPath, validateChanges } from '@shared/domain/mango/rules';
import { useApi } from '../../api-context';
import { ErrorAlert } from '../../components/ErrorAlert';
import { DraftDiff } from './DraftDiff';
import { FieldRow } from './FieldRow';

export interface MangoEditorProps {
  base: Mango;
  /** Editing an existing draft; a new draft is made from the cached Mango otherwise. */
  draft?: MangoDraft;
  onSaved: (draft: MangoDraft) => void;
  onCancel: () => void;
}

/** Why a field cannot be edited on this Mango, or null. */
function lockReason(field: MangoField, base: Mango): string | null {
  if (field.immutable === 'always')
    return 'Fixed after creation (rule 6): it may only carry its current value.';
  if (field.immutable === 'recurring' && base.type === 'recurring')
    return 'Fixed on a recurring Mango (rule 6): it may only carry its current value.';
  if (field.path === 'recurringType' && base.type !== 'recurring')
    return 'Only a recurring Mango has a billing frequency (rule 7).';
  return null;
}

/**
 * The draft editor: every writable field by group, each marked when changed (or cleared) with the stored
 * value beside it, the rules checked as you type, and the diff and PATCH body alongside. Saving stores
 * the draft on disk; nothing is sent to the service.
 */
export function MangoEditor({ base, draft, onSaved, onCancel }: MangoEditorProps) {
  const api = useApi();
  const [changes, setChanges] = useState<Changes>(() => ({ ...(draft?.changes ?? {}) }));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const issues = useMemo(() => validateChanges(base, changes), [base, changes]);
  const byPath = useMemo(() => issuesByPath(issues), [issues]);
  const lines = useMemo(() => diffDraft(base, changes), [base, changes]);
  const body = useMemo(() => buildPatchBody(base, changes), [base, changes]);
  const problems: FieldProblem[] = draft?.problems ?? [];
  const errorCount = issues.filter((i) => i.severity === 'error').length;

  const set = (path: string, value: JsonValue) =>
    setChanges((current) => {
      const next = { ...current };
      // Typing the stored value back makes the field unchanged again (omitted, not sent).
      if (jsonEqual(value, getAt(base, path))) delete next[path];
      else next[path] = value;
      return next;
    });
  const revert = (path: string) =>
    setChanges((current) => {
      const { [path]: _dropped, ...rest } = current;
      return rest;
    });

  const save = async () => {
    setSaving(true);
    setError(null);
    const result = await api.drafts.save({
      mangoId: base._id ?? '',
      changes,
      ...(draft ? { draftId: draft.id } : {}),
    });
    setSaving(false);
    if (result.ok) onSaved(result.value.draft);
    else setError(result.error);
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
                  <Title order={4} size="h5" mb="sm">
                    {group.label}
                  </Title>
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
              {error ? <ErrorAlert error={error} onClose={() => setError(null)} /> : null}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={onCancel}>
                  Cancel
                </Button>
                <Button
                  leftSection={<IconDeviceFloppy size={16} />}
                  onClick={() => void save()}
                  loading={saving}
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
