import { useMemo, useState } from 'react';
import {
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  Paper,
  Select,
  Switch,
  Text,
} from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { operationNames } from '@shared/contract/operations';
import type { ActivityFilter } from '@shared/areas/activity/channels';
import { ErrorAlert } from '../../components/ErrorAlert';
import { RefreshButton } from '../../components/RefreshButton';
import { saveFile } from '../../components/save-file';
import { Screen } from '../../components/Screen';
import { useAreaPath } from '../../data/route';
import { ActivityDetail } from './ActivityDetail';
import { ActivityTable } from './ActivityTable';
import { operationName } from '../../components/operation-names';
import {
  DEFAULT_LIMIT,
  initialFilter,
  useActivity,
  useExportActivity,
  useProfiles,
  withChange,
} from './queries';

const operationOptions = operationNames
  .map((name) => ({ value: name, label: operationName(name) }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** The call whose detail is open: `#/activity/call/<key>`. */
function openCall(path: readonly string[]): string | undefined {
  return path[0] === 'call' && path[1] ? path[1] : undefined;
}

/** Every call the console made to the service, filterable and exportable; refreshes as calls happen. */
export function ActivityScreen() {
  const [filter, setFilterState] = useState<ActivityFilter>(initialFilter);
  const setFilter = (change: Partial<ActivityFilter>) => setFilterState((f) => withChange(f, change));
  const list = useActivity(filter);
  const profiles = useProfiles();
  const exporter = useExportActivity();
  const entries = list.data?.entries ?? [];
  const [path, go] = useAreaPath('activity');
  const [tick, setTick] = useState(() => Date.now());
  useInterval(() => setTick(Date.now()), 30_000, { autoInvoke: true });
  // Relative times count from the newer of the clock's tick and the list's last answer.
  const now = Math.max(tick, list.dataUpdatedAt);

  const names = useMemo(() => new Map(profiles.map((p) => [p.id, p.name])), [profiles]);
  const profileOptions = profiles.map((p) => ({ value: p.id, label: `${p.name} (${p.kind})` }));

  function exportCsv() {
    const { limit: _limit, ...everyMatch } = filter;
    exporter.mutate(everyMatch, { onSuccess: (file) => saveFile(file.fileName, file.csv) });
  }

  return (
    <Screen
      testId="activity-screen"
      title="Activity"
      description="Every call this console made to the service: when, for which profile, what it asked and how it went. Tokens and keys are never recorded."
      help="activity"
      actions={
        <>
          <RefreshButton onClick={() => void list.refetch()} />
          <Button leftSection={<IconDownload size={16} />} loading={exporter.isPending} onClick={exportCsv}>
            Export CSV
          </Button>
        </>
      }
    >
      <Paper withBorder p="md" radius="md">
        <Group gap="md" align="flex-end">
          <Select
            label="Profile"
            placeholder="All profiles"
            clearable
            data={profileOptions}
            value={filter.profileId ?? null}
            onChange={(value) => setFilter({ profileId: value ?? undefined })}
            w={240}
          />
          <Select
            label="Operation"
            placeholder="All operations"
            searchable
            clearable
            data={operationOptions}
            value={filter.operation ?? null}
            onChange={(value) => setFilter({ operation: value ?? undefined })}
            w={260}
            data-testid="activity-operation"
          />
          <NumberInput
            label="HTTP status"
            placeholder="Any"
            min={100}
            max={599}
            allowDecimal={false}
            value={filter.status ?? ''}
            onChange={(value) => setFilter({ status: typeof value === 'number' ? value : undefined })}
            w={130}
          />
          <Switch
            label="Errors only"
            checked={filter.errorsOnly ?? false}
            onChange={(event) =>
              setFilter({ errorsOnly: event.currentTarget.checked, includeExpected: undefined })
            }
            mb={8}
            data-testid="activity-errors-only"
          />
          {filter.errorsOnly ? (
            <Checkbox
              label="Include expected “not found” lookups"
              description="The migration check's “not yet a customer” answers"
              checked={filter.includeExpected ?? false}
              onChange={(event) => setFilter({ includeExpected: event.currentTarget.checked })}
              data-testid="activity-include-expected"
            />
          ) : null}
        </Group>
      </Paper>
      {exporter.appError ? <ErrorAlert error={exporter.appError} onClose={exporter.reset} /> : null}
      {list.appError ? <ErrorAlert error={list.appError} /> : null}
      {list.isFetching && entries.length === 0 ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : entries.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Text ta="center" c="dimmed">
            No calls match. Calls appear here as soon as a screen talks to the service.
          </Text>
        </Paper>
      ) : (
        <Paper withBorder radius="md">
          <ActivityTable
            entries={entries}
            profileName={(id) => names.get(id) ?? id}
            now={now}
            onOpen={(key) => go(['call', key])}
          />
          <Text size="xs" c="dimmed" p="sm">
            Showing the newest {entries.length} calls
            {entries.length >= DEFAULT_LIMIT ? ' (export for more)' : ''}.
          </Text>
        </Paper>
      )}
      <ActivityDetail
        callKey={openCall(path)}
        listed={entries}
        profiles={profiles}
        now={now}
        onClose={() => go([])}
      />
    </Screen>
  );
}
