import { useEffect } from 'react';
import { Alert, Button, Stack, Tabs } from '@mantine/core';
import { IconDownload, IconFileImport, IconHistory } from '@tabler/icons-react';
import { Screen } from '../../components/Screen';
import { ImportPanel } from './ImportPanel';
import { KindPicker } from './KindPicker';
import { JobHistory } from './JobHistory';
import { JobView } from './JobView';
import { MappingCard } from './MappingCard';
import { useDownload, useDryRun, useImportFile, useOpenedCsv } from './preview-queries';
import { PreviewTable } from './PreviewTable';
import { useJob, useJobs } from './queries';
import { useMigrationPlace } from './route';
import { RunCard } from './RunCard';
import { UndoImportCard } from './UndoPanel';
import { useMigrationView } from './view-store';

/**
 * Bulk jobs: pick what the rows do (add customers, remove them), import a CSV, map and validate it,
 * dry-run it, and run it as a resumable job.
 */
export function MigrationScreen() {
  const template = useDownload('bulkJobs.template');
  const kind = useMigrationView((s) => s.kind);
  useOpenedCsv();
  // The picked file, the filters and the open job last as long as the screen.
  useEffect(() => () => useMigrationView.getState().reset(), []);

  return (
    <Screen
      testId="migration-screen"
      gap={0}
      title="Bulk jobs"
      description="Change thousands of customers’ access, badges or points from a CSV: validated first, sent as a resumable job, nothing lost or done twice."
      help="bulk-jobs"
      actions={
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={() => template.mutate({ kind })}
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
  const [place, go] = useMigrationPlace();
  const info = useMigrationView((s) => s.importInfo);
  const ready = info !== null;
  // An undo is built from a job, not picked: its kind and columns are fixed.
  const undo = info?.undo ? { ...info, undo: info.undo } : null;
  const selected = useJob(place.jobId);
  const jobs = useJobs().data?.jobs;
  const jobCount = jobs?.length ?? 0;
  // Held here, not in the cards, so a file being read or a dry run under way outlives a switch of tab.
  const importer = useImportFile();
  const dryRun = useDryRun();

  // The tab and the open job are the address: #/bulk-jobs, #/bulk-jobs/jobs, #/bulk-jobs/job/<id>.
  return (
    <Tabs
      value={place.tab}
      onChange={(value) => go({ tab: value === 'jobs' ? 'jobs' : 'import' })}
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
          {undo ? (
            <UndoImportCard info={undo} />
          ) : (
            <>
              <KindPicker disabled={importer.reading} />
              <ImportPanel importer={importer} />
            </>
          )}
          {ready ? (
            <>
              {undo ? null : <MappingCard />}
              <RunCard dryRun={dryRun} />
              <PreviewTable />
            </>
          ) : null}
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="jobs">
        {selected ? (
          <JobView job={selected} />
        ) : (
          <Stack gap="md">
            {place.jobId && jobs ? (
              <Alert
                color="yellow"
                variant="light"
                title="This job is not in the list"
                data-testid="job-missing"
              >
                No job {place.jobId} was found for this profile, so there is nothing to show for it. The jobs
                this profile ran are listed below.
              </Alert>
            ) : null}
            <JobHistory />
          </Stack>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
