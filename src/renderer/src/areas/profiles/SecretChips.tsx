import { Badge, Group } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import type { SecretFlags } from './queries';
import { SecretChip } from './SecretChip';

export interface SecretChipsProps {
  status: SecretFlags | undefined;
  /** The built-in sandbox brings its own credentials; nothing of it is in the keychain. */
  builtIn?: boolean;
}

/** Whether the token and the API key are stored: booleans from main, never the values. */
export function SecretChips({ status, builtIn = false }: SecretChipsProps) {
  if (builtIn) {
    return (
      <Badge
        variant="light"
        color="cyan"
        radius="xl"
        tt="none"
        fw={500}
        leftSection={<IconShieldCheck size={14} stroke={1.8} />}
        data-testid="builtin-credentials"
      >
        Built-in credentials
      </Badge>
    );
  }
  return (
    <Group gap="xs">
      <SecretChip label="Token" set={status?.accessToken} testId="token-status" />
      <SecretChip label="API key" set={status?.apiKey} testId="api-key-status" />
    </Group>
  );
}
