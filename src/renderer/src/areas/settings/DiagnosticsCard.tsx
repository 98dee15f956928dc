import { Button, Code, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconBell, IconFileZip, IconFolderOpen } from '@tabler/icons-react';
import type { AppSettingsView } from '@shared/areas/settings/channels';
import type { DesktopInfo } from '@shared/channels/app';
import { useBrowserNotificationPermission } from '../../data/browser-notices';

/** What the browser allows: notifications show only once it does (the browser asks, after a click). */
function BrowserPermission() {
  const [permission, ask] = useBrowserNotificationPermission();
  if (permission === 'granted')
    return (
      <Text size="xs" c="dimmed" data-testid="browser-notifications">
        This browser shows them.
      </Text>
    );
  if (permission === 'unsupported')
    return (
      <Text size="xs" c="dimmed" data-testid="browser-notifications">
        This browser cannot show notifications.
      </Text>
    );
  if (permission === 'denied')
    return (
      <Text size="xs" c="dimmed" data-testid="browser-notifications">
        This browser blocks notifications from the console: allow them in the site settings (the icon left of
        the address), then reload.
      </Text>
    );
  return (
    <Group gap="xs" data-testid="browser-notifications">
      <Text size="xs" c="dimmed">
        The browser asks before it shows any.
      </Text>
      <Button size="xs" variant="default" leftSection={<IconBell size={14} />} onClick={ask}>
        Allow browser notifications
      </Button>
    </Group>
  );
}

/** Logs, diagnostics and the bulk-job notifications (the OS's in the desktop console, the browser's here). */
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
        <Switch
          label={
            info.host === 'electron'
              ? "Notify me when a bulk job finishes or needs me, or a draft's Mango changed, while the console is in the background"
              : "Notify me when a bulk job finishes or needs me, or a draft's Mango changed, while this tab is hidden"
          }
          checked={settings.notifications.bulkJobFinished}
          disabled={saving}
          onChange={(event) => onNotifications(event.currentTarget.checked)}
          data-testid="notifications-switch"
        />
        {info.host === 'web' && settings.notifications.bulkJobFinished ? <BrowserPermission /> : null}
      </Stack>
    </Paper>
  );
}
