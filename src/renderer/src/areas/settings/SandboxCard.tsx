import {
  ActionIcon,
  Button,
  Code,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { Profile } from '@shared/profile';

export interface SandboxCardProps {
  /** The built-in Sandbox profile (its base URL is the sandbox's address), or undefined while loading. */
  sandbox: Profile | undefined;
  /** Whether the welcome panel of the first start is closed (then it can be shown again). */
  welcomeClosed: boolean;
  saving: boolean;
  onShowWelcome: () => void;
}

/** The built-in sandbox's address (for its control API and for scripts) and the welcome panel. */
export function SandboxCard({ sandbox, welcomeClosed, saving, onShowWelcome }: SandboxCardProps) {
  return (
    <Paper withBorder p="lg" radius="md" data-testid="sandbox-card">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Sandbox
        </Title>
        <Text size="sm">
          The built-in sandbox runs on this computer, at this address (on 127.0.0.1 only). Its control API,
          under <Code>/__sandbox/</Code>, moves its clock, injects faults and shows its request log: see
          docs/sandbox.md.
        </Text>
        {sandbox ? (
          <Group gap="xs" wrap="nowrap">
            <Code block style={{ flex: 1 }} data-testid="sandbox-address">
              {sandbox.baseUrl}
            </Code>
            <CopyButton value={sandbox.baseUrl} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? 'Copied' : 'Copy the address'} withArrow position="left">
                  <ActionIcon
                    variant="subtle"
                    color={copied ? 'teal' : 'gray'}
                    onClick={copy}
                    aria-label="Copy the sandbox address"
                    data-testid="copy-sandbox-address"
                  >
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            The sandbox&apos;s address shows once the profile list has loaded.
          </Text>
        )}
        <Group>
          <Button
            variant="default"
            size="xs"
            onClick={onShowWelcome}
            disabled={!welcomeClosed || saving}
            data-testid="show-welcome"
          >
            {welcomeClosed ? 'Show the welcome panel again' : 'The welcome panel is shown'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
