import { useState } from 'react';
import { Alert, Center, Grid, Loader, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { ErrorAlert } from '../../components/ErrorAlert';
import { lastWriteError } from '../../components/last-write-error';
import { Screen } from '../../components/Screen';
import { navigate } from '../../data/route';
import { DataCard } from './DataCard';
import { DiagnosticsCard } from './DiagnosticsCard';
import { SandboxCard } from './SandboxCard';
import { useProfileList } from '../../components/profile-queries';
import {
  diagnosticsNotice,
  useCheckUpdates,
  useDesktopInfo,
  useExportDiagnostics,
  useOpenLogs,
  useSaveSettings,
  useSettings,
} from './queries';
import { UpdatesCard } from './UpdatesCard';

/** The console's own settings: updates, notifications, logs, diagnostics, and where data lives. */
export function SettingsScreen() {
  const settings = useSettings();
  const info = useDesktopInfo();
  const save = useSaveSettings();
  const check = useCheckUpdates();
  const exportDiagnostics = useExportDiagnostics();
  const openLogs = useOpenLogs();
  const sandbox = useProfileList().data?.profiles.find((p) => p.kind === 'sandbox');
  /** What the last diagnostics export or open-logs did, in words. */
  const [notice, setNotice] = useState<string | null>(null);
  const error =
    settings.appError ?? info.appError ?? lastWriteError(save, check, exportDiagnostics, openLogs);

  function exportZip() {
    setNotice(null);
    exportDiagnostics.mutate({}, { onSuccess: (result) => setNotice(diagnosticsNotice(result)) });
  }

  function openLogsFolder() {
    openLogs.mutate({}, { onSuccess: (result) => setNotice(result.opened ? null : result.message) });
  }

  return (
    <Screen
      testId="settings-screen"
      title="Settings"
      description="This console's own settings: updates, notifications, logs and diagnostics, and where it keeps your data."
      help="settings"
    >
      {error ? <ErrorAlert error={error} /> : null}
      {notice ? (
        <Alert
          icon={<IconInfoCircle size={18} />}
          variant="light"
          withCloseButton
          onClose={() => setNotice(null)}
          data-testid="settings-notice"
        >
          {notice}
        </Alert>
      ) : null}
      {!settings.data || !info.data ? (
        settings.isError || info.isError ? null : (
          <Center py="xl">
            <Loader />
          </Center>
        )
      ) : (
        <Grid>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <UpdatesCard
              key={settings.data.updates.feedUrl}
              settings={settings.data}
              supported={info.data.updatesSupported}
              saving={save.isPending}
              checking={check.isPending}
              onSave={(updates) => save.mutate({ updates })}
              onCheck={() => check.mutate({})}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <Stack gap="md">
              <DiagnosticsCard
                info={info.data}
                settings={settings.data}
                exporting={exportDiagnostics.isPending}
                saving={save.isPending}
                onExport={exportZip}
                onOpenLogs={openLogsFolder}
                onNotifications={(on) => save.mutate({ notifications: { bulkJobFinished: on } })}
              />
              <DataCard info={info.data} />
              <SandboxCard
                sandbox={sandbox}
                welcomeClosed={settings.data.firstRun.dismissed}
                saving={save.isPending}
                // The welcome sits on Home: shown again, it is opened there.
                onShowWelcome={() =>
                  save.mutate({ firstRun: { dismissed: false } }, { onSuccess: () => navigate(['home']) })
                }
              />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Screen>
  );
}
