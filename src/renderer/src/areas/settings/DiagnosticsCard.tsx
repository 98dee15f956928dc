import { Button, Code, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconFileZip, IconFolderOpen } from '@tabler/icons-react';
import type { AppSettingsView } from '@shared/areas/settings/channels';
import type { DesktopInfo } from '@shared/channels/app';

/** Logs, diagnostics and (desktop only: the browser shows no OS notification) the bulk-job notification. */
export function DiagnosticsCard({
  info,
  settings,
  exporting,
  saving,
  onExport,
  onOpenLogs,
  onNotifications,
}: {
  info: DesktopInfo;
  settings: AppSettingsView;
  exporting: boolean;
  saving: boolean;
  onExport: () => void;
  onOpenLogs: () => void;
  onNotifications: (on: boolean) => void;
}) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={3} size="h4">
          Logs and diagnostics
        </Title>
        <Text size="sm">{info.logsNote}</Text>
        <Text size="sm" c="dimmed">
          Export diagnostics makes one zip for support: the logs, the activity log, the app and OS versions
          and the profile list. It holds no token, API key or password.
        </Text>
        <Group>
          <Button leftSection={<IconFileZip size={16} />} loading={exporting} onClick={onExport}>
            Export diagnostics
          </Button>
          {info.canOpenFolders ? (
            <Button variant="default" leftSection={<IconFolderOpen size={16} />} onClick={onOpenLogs}>
              Open logs folder
            </Button>
          ) : null}
        </Group>
        {info.logsDir ? (
          <Text size="xs" c="dimmed">
            Logs folder: <Code>{info.logsDir}</Code>
          </Text>
        ) : null}
        {info.host === 'electron' ? (
          <Switch
            label="Notify me when a bulk migration finishes while the console is in the background"
            checked={settings.notifications.bulkJobFinished}
            disabled={saving}
            onChange={(event) => onNotifications(event.currentTarget.checked)}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
