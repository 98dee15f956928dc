import { useEffect, useState } from 'react';
import { Button, Stack, Tabs } from '@mantine/core';
import { IconDownload, IconFileImport, IconHistory } from '@tabler/icons-react';
import { Screen } from '../../components/Screen';
import { ImportPanel } from './ImportPanel';
import { JobHistory } from './JobHistory';
import { JobView } from './JobView';
import { MappingCard } from './MappingCard';
import { MigrationHelp } from './MigrationHelp';
import { useDownload, useDryRun, useImportFile, useOpenedCsv } from './preview-queries';
import { PreviewTable } from './PreviewTable';
import { useJob, useJobs } from './queries';
import { RunCard } from './RunCard';
import { useMigrationView } from './view-store';

/** Bulk migration: import a CSV, map and validate it, dry-run it, and run it as a resumable job. */
export function MigrationScreen() {
  const template = useDownload('migration.template');
  useOpenedCsv();
  // The picked file, the filters and the open job last as long as the screen.
  useEffect(() => () => useMigrationView.getState().reset(), []);

  return (
    <Screen
      testId="migration-screen"
      gap={0}
      title="Bulk migration"
      description="Add thousands of customers from a CSV: validated first, sent as a resumable job, nothing lost or added twice."
      help={<MigrationHelp />}
      actions={
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={() => template.mutate({})}
          data-testid="download-template"
        >
          Template CSV
        </Button>
      }
    >
      <MigrationBody />
    </Screen>
  );
}

function MigrationBody() {
  const selectedId = useMigrationView((s) => s.selectedJobId);
  const selectJob = useMigrationView((s) => s.selectJob);
  const ready = useMigrationView((s) => s.importInfo !== null);
  const selected = useJob(selectedId);
  const jobCount = useJobs().data?.jobs.length ?? 0;
  // Held here, not in the cards, so a file being read or a dry run under way outlives a switch of tab.
  const importer = useImportFile();
  const dryRun = useDryRun();
  const [chosenTab, setTab] = useState<string | null>('import');
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
          <ImportPanel importer={importer} />
          {ready ? (
            <>
              <MappingCard />
              <RunCard dryRun={dryRun} />
              <PreviewTable />
            </>
          ) : null}
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="jobs">{selected ? <JobView job={selected} /> : <JobHistory />}</Tabs.Panel>
    </Tabs>
  );
}
