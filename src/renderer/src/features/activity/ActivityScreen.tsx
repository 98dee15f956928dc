import { useEffect, useMemo, useState } from 'react';
import {
  Button,
  Center,
  Group,
  Loader,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useStore } from 'zustand';
import { operationNames } from '@shared/contract/operations';
import type { AppError } from '@shared/errors';
import { useApi } from '../../api-context';
import { ErrorAlert } from '../../components/ErrorAlert';
import { saveFile } from '../../components/save-file';
import { ScreenHeader } from '../../components/ScreenHeader';
import { createActivityStore } from './activity-store';
import { ActivityHelp } from './ActivityHelp';
import { ActivityTable } from './ActivityTable';

const operationOptions = [...operationNames].sort().map((name) => ({ value: name, label: name }));

/** Every call the console made to the service, filterable and exportable; refreshes as calls happen. */
export function ActivityScreen() {
  const api = useApi();
  const [store] = useState(() => createActivityStore(api));
  const state = useStore(store);
  const [exportError, setExportError] = useState<AppError | null>(null);
  const refresh = useDebouncedCallback(() => void store.getState().load(), 400);

  useEffect(() => {
    void store.getState().load();
    return api.on('activity.recorded', refresh);
  }, [api, store, refresh]);

  const names = useMemo(() => new Map(state.profiles.map((p) => [p.id, p.name])), [state.profiles]);
  const profileOptions = state.profiles.map((p) => ({ value: p.id, label: `${p.name} (${p.kind})` }));

  async function exportCsv() {
    setExportError(null);
    const result = await store.getState().exportCsv();
    if ('csv' in result) saveFile(result.fileName, result.csv);
    else setExportError(result);
  }

  return (
    <Stack gap="md" data-testid="activity-screen">
      <ScreenHeader
        title="Activity"
        description="Every call this console made to the service: when, for which profile, what it asked and how it went. Tokens and keys are never recorded."
        help={<ActivityHelp />}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              onClick={() => void state.load()}
            >
              Refresh
            </Button>
            <Button
              leftSection={<IconDownload size={16} />}
              loading={state.exporting}
              onClick={() => void exportCsv()}
            >
              Export CSV
            </Button>
          </>
        }
      />
      <Paper withBorder p="md" radius="md">
        <Group gap="md" align="flex-end">
          <Select
            label="Profile"
            placeholder="All profiles"
            clearable
            data={profileOptions}
            value={state.filter.profileId ?? null}
            onChange={(value) => state.setFilter({ profileId: value ?? undefined })}
            w={240}
          />
          <Select
            label="Operation"
            placeholder="All operations"
            searchable
            clearable
            data={operationOptions}
            value={state.filter.operation ?? null}
            onChange={(value) => state.setFilter({ operation: value ?? undefined })}
            w={260}
            data-testid="activity-operation"
          />
          <NumberInput
            label="HTTP status"
            placeholder="Any"
            min={100}
            max={599}
            allowDecimal={false}
            value={state.filter.status ?? ''}
            onChange={(value) => state.setFilter({ status: typeof value === 'number' ? value : undefined })}
            w={130}
          />
          <Switch
            label="Errors only"
            checked={state.filter.errorsOnly ?? false}
            onChange={(event) => state.setFilter({ errorsOnly: event.currentTarget.checked })}
            mb={8}
            data-testid="activity-errors-only"
          />
        </Group>
      </Paper>
      {exportError ? <ErrorAlert error={exportError} onClose={() => setExportError(null)} /> : null}
      {state.error ? <ErrorAlert error={state.error} /> : null}
      {state.status === 'loading' ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : state.entries.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Text ta="center" c="dimmed">
            No calls match. Calls appear here as soon as a screen talks to the service.
          </Text>
        </Paper>
      ) : (
        <Paper withBorder radius="md">
          <ActivityTable entries={state.entries} profileName={(id) => names.get(id) ?? id} />
          <Text size="xs" c="dimmed" p="sm">
            Showing the newest {state.entries.length} calls
            {state.entries.length >= 500 ? ' (export for more)' : ''}.
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
