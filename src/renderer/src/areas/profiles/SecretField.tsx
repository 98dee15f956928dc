import { useId, type ReactNode } from 'react';
import { Badge, Button, Group, Input, PasswordInput, Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';

export interface SecretFieldProps {
  label: string;
  description: string;
  /** Whether a value is stored in the keychain; the value itself never reaches the renderer. */
  stored: boolean;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  disabled?: boolean;
  /** Present when the stored value can be cleared (editing an existing profile). */
  onClear?: (() => void) | undefined;
  clearing?: boolean;
  testId: string;
}

/** A write-only secret input: shows whether a value is stored, never the value. */
export function SecretField(props: SecretFieldProps) {
  const id = useId();
  const placeholder = props.disabled
    ? 'Keychain unavailable'
    : props.stored
      ? 'Stored in the keychain — type to replace'
      : 'Not set — paste it here';
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" mih={24}>
        <Input.Label htmlFor={id}>{props.label}</Input.Label>
        <Group gap="xs" wrap="nowrap">
          {props.onClear ? (
            <Badge size="sm" variant="light" color={props.stored ? 'teal' : 'gray'}>
              {props.stored ? 'Set' : 'Not set'}
            </Badge>
          ) : null}
          {props.onClear && props.stored ? (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              c="var(--mantine-color-red-text)"
              onClick={props.onClear}
              loading={props.clearing ?? false}
              disabled={props.disabled ?? false}
              aria-label={`Clear the stored ${props.label.toLowerCase()}`}
              data-testid={`${props.testId}-clear`}
            >
              Clear
            </Button>
          ) : null}
        </Group>
      </Group>
      <PasswordInput
        id={id}
        description={props.description}
        placeholder={placeholder}
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        error={props.error}
        disabled={props.disabled ?? false}
        leftSection={<IconKey size={16} stroke={1.6} />}
        autoComplete="new-password"
        spellCheck={false}
        data-testid={props.testId}
      />
    </Stack>
  );
}
