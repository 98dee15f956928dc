import { useEffect, useState } from 'react';
import { Alert, Center, Grid, Loader, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useStore } from 'zustand';
import { useApi } from '../../api-context';
import { ErrorAlert } from '../../components/ErrorAlert';
import { saveFile } from '../../components/save-file';
import { ScreenHeader } from '../../components/ScreenHeader';
import { DataCard } from './DataCard';
import { DiagnosticsCard } from './DiagnosticsCard';
import { base64ToBytes, createSettingsStore } from './settings-store';
import { SettingsHelp } from './SettingsHelp';
import { UpdatesCard } from './UpdatesCard';

/** The console's own settings: updates, notifications, logs, diagnostics, and where data lives. */
export function SettingsScreen() {
  const api = useApi();
  const [store] = useState(() => createSettingsStore(api));
  const state = useStore(store);

  useEffect(() => {
    void store.getState().load();
    return api.on('updates.status', (status) => store.getState().applyStatus(status));
  }, [api, store]);

  async function exportDiagnostics() {
    const download = await store.getState().exportDiagnostics();
    if (download) saveFile(download.fileName, new Blob([base64ToBytes(download.base64)]), 'application/zip');
  }

  return (
    <Stack gap="md" data-testid="settings-screen">
      <ScreenHeader
        title="Settings"
        description="This console's own settings: updates, notifications, logs and diagnostics, and where it keeps your data."
        help={<SettingsHelp />}
      />
      {state.error ? <ErrorAlert error={state.error} /> : null}
      {state.notice ? (
        <Alert
          icon={<IconInfoCircle size={18} />}
          variant="light"
          withCloseButton
          onClose={() => state.clearNotice()}
          data-testid="settings-notice"
        >
          {state.notice}
        </Alert>
      ) : null}
      {state.status === 'loading' || !state.settings || !state.info ? (
        state.status === 'error' ? null : (
          <Center py="xl">
            <Loader />
          </Center>
        )
      ) : (
        <Grid>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <UpdatesCard
              key={state.settings.updates.feedUrl}
              settings={state.settings}
              supported={state.info.updatesSupported}
              saving={state.saving}
              onSave={(updates) => state.save({ updates })}
              onCheck={() => state.checkUpdates()}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <Stack gap="md">
              <DiagnosticsCard
                info={state.info}
                settings={state.settings}
                exporting={state.exporting}
                saving={state.saving}
                onExport={() => void exportDiagnostics()}
                onOpenLogs={() => void state.openLogs()}
                onNotifications={(on) => void state.save({ notifications: { bulkJobFinished: on } })}
              />
              <DataCard info={state.info} />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
