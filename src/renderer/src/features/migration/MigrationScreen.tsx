import { useEffect, useState } from 'react';
import { Button, Stack, Tabs } from '@mantine/core';
import { IconDownload, IconFileImport, IconHistory } from '@tabler/icons-react';
import { useApi } from '../../api-context';
import { ScreenHeader } from '../../components/ScreenHeader';
import { saveFile } from '../../components/save-file';
import { ImportPanel } from './ImportPanel';
import { JobHistory } from './JobHistory';
import { JobView } from './JobView';
import { MappingCard } from './MappingCard';
import { MigrationHelp } from './MigrationHelp';
import { createMigrationStore } from './migration-store';
import { MigrationStoreContext, useMigration } from './migration-store-context';
import { PreviewTable } from './PreviewTable';
import { RunCard } from './RunCard';

/** Bulk migration: import a CSV, map and validate it, dry-run it, and run it as a resumable job. */
export function MigrationScreen() {
  const api = useApi();
  const [store] = useState(() => createMigrationStore(api));

  useEffect(() => {
    const state = store.getState();
    void state.loadJobs();
    const offProgress = api.on('migration.progress', (job) => store.getState().applyJob(job));
    const offChanged = api.on('migration.jobChanged', (job) => store.getState().applyJob(job));
    // A CSV the OS opened with the console (desktop) arrives already imported.
    const offOpened = api.on(
      'migration.openCsv',
      (opened) => opened.import && void store.getState().acceptImport(opened.import),
    );
    void api.migration
      .takeOpenedCsv()
      .then(
        (r) => r.ok && r.value.opened?.import && void store.getState().acceptImport(r.value.opened.import),
      );
    return () => (offProgress(), offChanged(), offOpened());
  }, [api, store]);

  return (
    <MigrationStoreContext.Provider value={store}>
      <Stack gap={0} data-testid="migration-screen">
        <ScreenHeader
          title="Bulk migration"
          description="Add thousands of customers from a CSV: validated first, sent as a resumable job, nothing lost or added twice."
          help={<MigrationHelp />}
          actions={
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={async () => {
                const result = await api.migration.template({});
                if (result.ok) saveFile(result.value.fileName, result.value.content);
              }}
              data-testid="download-template"
            >
              Template CSV
            </Button>
          }
        />
        <MigrationBody />
      </Stack>
    </MigrationStoreContext.Provider>
  );
}

function MigrationBody() {
  const selected = useMigration((s) => s.jobs.find((j) => j.id === s.selectedJobId));
  const jobCount = useMigration((s) => s.jobs.length);
  const ready = useMigration((s) => s.importStatus === 'ready');
  const [chosenTab, setTab] = useState<string | null>('import');
  const selectedId = useMigration((s) => s.selectedJobId);
  const selectJob = useMigration((s) => s.selectJob);
  // An open job (just started, or picked from the history) always shows on the Jobs tab.
  const tab = selectedId ? 'jobs' : chosenTab;

  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        if (value === 'import') selectJob(null);
        setTab(value);
      }}
      keepMounted={false}
    >
      <Tabs.List mb="lg">
        <Tabs.Tab value="import" leftSection={<IconFileImport size={16} />} data-testid="tab-import">
          Import
        </Tabs.Tab>
        <Tabs.Tab value="jobs" leftSection={<IconHistory size={16} />} data-testid="tab-jobs">
          Jobs{jobCount > 0 ? ` (${jobCount})` : ''}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="import">
        <Stack gap="lg">
          <ImportPanel />
          {ready ? (
            <>
              <MappingCard />
              <RunCard />
              <PreviewTable />
            </>
          ) : null}
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="jobs">{selected ? <JobView job={selected} /> : <JobHistory />}</Tabs.Panel>
    </Tabs>
  );
}
