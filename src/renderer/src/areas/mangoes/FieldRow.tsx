import { Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { FieldProblem } from '@shared/areas/mangoes/domain/draft';
import { formatStored } from '@shared/areas/mangoes/domain/draft';
import { REACHES_BUYERS, REACHES_BUYERS_HINT } from './format';
import type { MangoField } from '@shared/areas/mangoes/domain/fields';
import type { JsonValue } from '@shared/areas/mangoes/domain/json';
import type { RuleIssue } from '@shared/areas/mangoes/domain/rules';
import { FieldInput } from './FieldInput';

export interface FieldRowProps {
  field: MangoField;
  stored: unknown;
  /** Present when the draft changes this field; null means "clear". */
  change: JsonValue | undefined;
  /** Why the field cannot be edited here (it is fixed on this Mango), or null. */
  locked: string | null;
  /** A cleared group disables its per-currency inputs. */
  disabled?: boolean;
  /** The currency of an amount (ISO code), so stored values read as money. */
  currency?: string | undefined;
  issues: RuleIssue[];
  problems: FieldProblem[];
  onSet: (value: JsonValue) => void;
  onRevert: () => void;
}

/** One field of the editor: input, "changed"/"cleared" marker, the stored value beside it, and what the rules say. */
export function FieldRow({
  field,
  stored,
  change,
  locked,
  disabled,
  currency,
  issues,
  problems,
  onSet,
  onRevert,
}: FieldRowProps) {
  const changed = change !== undefined;
  const value = changed ? change : stored;
  const errors = issues.filter((i) => i.severity === 'error');
  const notices = issues.filter((i) => i.severity === 'notice');
  const hasError = errors.length > 0 || problems.length > 0;
  const accent = hasError ? 'var(--mantine-color-red-filled)' : 'var(--mantine-color-blue-filled)';
  return (
    <Stack
      gap={4}
      data-testid={`field-${field.path}`}
      data-changed={changed ? (change === null ? 'cleared' : 'changed') : 'no'}
      style={{
        borderLeft: `3px solid ${changed || hasError ? accent : 'transparent'}`,
        paddingLeft: 10,
        gridColumn:
          field.kind === 'longtext' || field.kind === 'urlList' || field.kind === 'clearGroup'
            ? '1 / -1'
            : undefined,
      }}
    >
      <Group justify="space-between" gap={6} wrap="nowrap" mih={22}>
        <Group gap={6} wrap="wrap" miw={0}>
          <Text size="sm" fw={500}>
            {field.label}
          </Text>
          {locked ? (
            <Tooltip label={locked} multiline w={260}>
              <IconLock size={14} color="var(--mantine-color-dimmed)" aria-label={locked} />
            </Tooltip>
          ) : null}
          {changed ? (
            <Badge size="xs" variant="light" color={change === null ? 'grape' : 'blue'}>
              {change === null ? 'Cleared' : 'Changed'}
            </Badge>
          ) : null}
          {changed && field.weighty ? (
            <Badge size="xs" variant="outline" color="orange" title={REACHES_BUYERS_HINT}>
              {REACHES_BUYERS}
            </Badge>
          ) : null}
        </Group>
        <Group gap={2} wrap="nowrap">
          {field.clearable && !locked && value !== null ? (
            <Button
              size="compact-xs"
              variant="subtle"
              color="grape"
              onClick={() => onSet(null)}
              disabled={disabled}
            >
              {field.kind === 'clearGroup' ? 'Empty all currencies' : 'Empty'}
            </Button>
          ) : null}
          {changed ? (
            <Button size="compact-xs" variant="subtle" color="gray" onClick={onRevert}>
              Revert
            </Button>
          ) : null}
        </Group>
      </Group>
      {field.kind === 'clearGroup' ? (
        <Text size="xs" c="dimmed">
          {change === null
            ? 'Every currency of this group will be emptied on the service.'
            : `Stored: ${formatStored(stored, 60, currency)}`}
        </Text>
      ) : (
        <>
          <FieldInput
            field={field}
            value={value}
            cleared={change === null}
            disabled={Boolean(locked) || disabled}
            error={hasError}
            onChange={onSet}
            onEmpty={onRevert}
          />
          {changed ? (
            <Text size="xs" c="dimmed" data-testid="stored-value">
              Stored: {formatStored(stored, 80, currency)}
            </Text>
          ) : null}
        </>
      )}
      {[...errors, ...problems].map((issue, index) => (
        <Text key={`e${index}`} size="xs" c="red" role="alert">
          {issue.message}
        </Text>
      ))}
      {notices.map((issue, index) => (
        <Text key={`n${index}`} size="xs" c="dimmed">
          {issue.message}
        </Text>
      ))}
    </Stack>
  );
}
