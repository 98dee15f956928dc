import { useState } from 'react';
import { Badge, Button, Group, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconPlugConnected } from '@tabler/icons-react';
import type { ConnectionCheck } from '@shared/areas/profiles/channels';
import type { Profile } from '@shared/profile';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useConnectionTest } from './queries';

const FAMILY_LABEL: Record<ConnectionCheck['family'], string> = {
  bearer: 'Access token (most screens)',
  workshop: 'Video calls',
  integration: 'API key (bulk migration and webhooks)',
};

/**
 * "Test connection": one cheap authenticated call per header family, reported in words (wrong token,
 * not a white-label host, unreachable host, wrong base URL) instead of status codes.
 */
export function ConnectionTest({ profile }: { profile: Profile }) {
  const [opened, setOpened] = useState(false);
  const { run: start, cancel, running, checks, appError: error } = useConnectionTest(profile.id);

  function run() {
    setOpened(true);
    start();
  }

  function close() {
    cancel();
    setOpened(false);
  }

  const passed = checks?.filter((check) => check.ok).length ?? 0;
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPlugConnected size={14} />}
        onClick={run}
        loading={running && !opened}
        data-testid="test-connection"
      >
        Test connection
      </Button>
      <Modal opened={opened} onClose={close} title={`Connection test: ${profile.name}`} size="lg">
        <Stack gap="md" data-testid="connection-results">
          <Text size="sm" c="dimmed">
            One read-only call per kind of credential against {profile.baseUrl}. Nothing is created or
            changed.
          </Text>
          {error ? <ErrorAlert error={error} /> : null}
          {running ? <Text size="sm">Checking…</Text> : null}
          {checks ? (
            <>
              <Badge color={passed === checks.length ? 'teal' : 'red'} variant="light" size="lg">
                {passed} of {checks.length} working
              </Badge>
              <List spacing="md" center={false}>
                {checks.map((check) => (
                  <List.Item
                    key={check.family}
                    data-testid={`check-${check.family}`}
                    data-ok={check.ok}
                    icon={
                      <ThemeIcon color={check.ok ? 'teal' : 'red'} size={24} radius="xl" variant="light">
                        {check.ok ? <IconCircleCheck size={16} /> : <IconCircleX size={16} />}
                      </ThemeIcon>
                    }
                  >
                    <Group gap="xs">
                      <Text fw={600} size="sm">
                        {FAMILY_LABEL[check.family]}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {check.label} · {check.durationMs} ms
                      </Text>
                    </Group>
                    <Text size="sm">{check.message}</Text>
                  </List.Item>
                ))}
              </List>
            </>
          ) : null}
          <Group justify="flex-end">
            {running ? (
              <Button variant="subtle" color="gray" onClick={cancel} data-testid="cancel-connection-test">
                Cancel
              </Button>
            ) : null}
            <Button variant="default" onClick={run} loading={running}>
              Run again
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
