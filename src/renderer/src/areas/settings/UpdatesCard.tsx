import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import {
  LINUX_UPDATE_LIMITS,
  UpdateFeedUrl,
  type AppSettingsView,
  type UpdateStatus,
} from '@shared/areas/settings/channels';
import { RefreshButton } from '../../components/RefreshButton';

const STATE_COLOR: Record<UpdateStatus['state'], string> = {
  off: 'gray',
  idle: 'blue',
  checking: 'blue',
  available: 'teal',
  downloading: 'teal',
  downloaded: 'green',
  none: 'green',
  error: 'red',
};

/**
 * Updates: off by default; a feed URL must be set before they can be turned on. The parent keys this by
 * the saved feed URL, so the field starts again from the saved value after a save.
 */
export function UpdatesCard({
  settings,
  supported,
  saving,
  checking,
  onSave,
  onCheck,
}: {
  settings: AppSettingsView;
  supported: boolean;
  saving: boolean;
  checking: boolean;
  onSave: (change: { enabled?: boolean; feedUrl?: string }) => void;
  onCheck: () => void;
}) {
  const [feedUrl, setFeedUrl] = useState(settings.updates.feedUrl);

  const parsed = UpdateFeedUrl.safeParse(feedUrl);
  const feedError = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Not a valid address');
  const dirty = feedUrl.trim() !== settings.updates.feedUrl;
  const status = settings.updateStatus;

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3} size="h4">
            Updates
          </Title>
          <Badge color={STATE_COLOR[status.state]} variant="light" data-testid="update-state">
            {status.state === 'off' ? 'Off' : status.state}
          </Badge>
        </Group>
        {!supported ? (
          <Alert icon={<IconInfoCircle size={18} />} color="gray" variant="light">
            Updates apply to the installed desktop console. This browser session never checks for them.
          </Alert>
        ) : null}
        <Text size="sm" c="dimmed">
          The console checks for a new version only when this is on, and only at the address below (a folder
          your IT team publishes the installers to). With it off, no update request ever leaves this computer.
        </Text>
        <TextInput
          label="Update feed address"
          placeholder="https://updates.example.com/creator-console/"
          value={feedUrl}
          onChange={(event) => setFeedUrl(event.currentTarget.value)}
          error={feedUrl !== '' ? feedError : null}
          disabled={!supported}
          description="https only. A new address takes effect only after you confirm it in a dialog the console itself opens."
          data-testid="update-feed-url"
          rightSectionWidth={80}
          rightSection={
            dirty ? (
              <Button
                size="compact-sm"
                loading={saving}
                disabled={feedError !== null}
                onClick={() => onSave({ feedUrl: feedUrl.trim() })}
              >
                Save
              </Button>
            ) : null
          }
        />
        <Text size="xs" c="dimmed" data-testid="update-linux-limits">
          {LINUX_UPDATE_LIMITS} On Windows the installer's publisher signature is checked, on macOS its code
          signature.
        </Text>
        <Group justify="space-between" align="center">
          <Switch
            label="Check for updates"
            checked={settings.updates.enabled}
            disabled={!supported || saving || (settings.updates.feedUrl === '' && !settings.updates.enabled)}
            onChange={(event) => onSave({ enabled: event.currentTarget.checked })}
            data-testid="updates-enabled"
          />
          <RefreshButton
            disabled={!supported || !settings.updates.enabled}
            loading={checking}
            onClick={onCheck}
          >
            Check now
          </RefreshButton>
        </Group>
        {settings.updates.feedUrl === '' && supported ? (
          <Text size="xs" c="dimmed">
            Save a feed address first; the switch turns on once there is one.
          </Text>
        ) : null}
        {supported ? (
          <Text size="sm" data-testid="update-status">
            {status.message}
            {status.version ? ` (version ${status.version})` : ''}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
