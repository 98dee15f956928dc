import { Alert, Stack, Text } from '@mantine/core';
import { IconCopy, IconHistory, IconAlertTriangle } from '@tabler/icons-react';
import type { ValidationSummary } from '@shared/areas/bulk-jobs/channels';
import { formatDateTime } from '@shared/format';
import { formatCount } from './format';
import { jobKinds } from '@shared/areas/bulk-jobs/kinds';
import { useMigrationView } from './view-store';

/**
 * What earlier jobs of the profile already did with this file's rows: the same file sent before, rows
 * already migrated or still held by a job, and jobs that could not be read. Each says what happens to
 * the rows, so a second click on Send never enrols anyone twice by surprise.
 */
export function SentBefore({
  history,
  profileName,
}: {
  history: ValidationSummary['history'];
  profileName: string;
}) {
  const { migrated, inProgress, found, sameFile, unreadableJobs } = history;
  const words = jobKinds[useMigrationView((s) => s.kind)].words;
  const done = words.done;
  if (!sameFile && migrated + inProgress + found === 0 && unreadableJobs.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="sent-before">
      {sameFile ? (
        <Alert color="orange" variant="light" icon={<IconCopy size={18} />} title="This file was sent before">
          <Text size="sm">
            It is identical to “{sameFile.fileName}”, the file of job {sameFile.jobId} (
            {formatDateTime(sameFile.createdAt)}). Rows that job {done} are not sent again.
          </Text>
        </Alert>
      ) : null}
      {migrated + inProgress + found > 0 ? (
        <Alert color="grape" variant="light" icon={<IconHistory size={18} />} title="Rows sent before">
          <Text size="sm" data-testid="sent-before-counts">
            {migrated > 0
              ? `${formatCount(migrated)} row${migrated === 1 ? ' was' : 's were'} already ${done} on ${profileName} by earlier jobs. `
              : ''}
            {found > 0
              ? `${formatCount(found)} row${found === 1 ? ' was' : 's were'} found done on the service by earlier jobs (“${words.skipVerdict}”), which did not send ${found === 1 ? 'it' : 'them'}. `
              : ''}
            {inProgress > 0
              ? `${formatCount(inProgress)} row${inProgress === 1 ? ' is' : 's are'} in jobs that have not finished them (waiting, being sent, or with an unknown outcome); settle them in that job. `
              : ''}
            They are skipped and not counted in the rows to send. Choose “Sent before” above the preview to
            see which, and in which job.
          </Text>
        </Alert>
      ) : null}
      {unreadableJobs.length > 0 ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
          <Text size="sm">
            {unreadableJobs.length === 1 ? 'Job' : 'Jobs'} {unreadableJobs.join(', ')} could not be read, so
            the customers {unreadableJobs.length === 1 ? 'it' : 'they'} sent are not known to this check. Run
            the dry run before sending: it asks the service who is already a customer.
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
