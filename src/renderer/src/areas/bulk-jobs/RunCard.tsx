import { useRef, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconPlayerPlay, IconSearch, IconTestPipe } from '@tabler/icons-react';
import { ErrorAlert } from '../../components/ErrorAlert';
import { jobKinds } from '@shared/areas/bulk-jobs/kinds';
import { useActiveProfile } from '../../data/query';
import { formatCount } from './format';
import { mapFirstText } from './map-first';
import { useDownload, useStartJob, useValidation, type DryRun } from './preview-queries';
import { SentBefore } from './SentBefore';
import { StartJobModal } from './StartJobModal';
import { useMigrationView } from './view-store';

function Stat({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="xl" c={color} data-testid={`stat-${label.toLowerCase().replace(/\s/g, '-')}`}>
        {formatCount(value)}
      </Text>
    </Paper>
  );
}

/** Step 4: the counts, the invalid-row export, the optional dry run, and the start. */
export function RunCard({ dryRun }: { dryRun: DryRun }) {
  const validation = useValidation();
  const summary = validation.data;
  const validating = validation.isFetching;
  const validateError = validation.appError;
  const importId = validation.input?.importId;
  const start = useStartJob();
  const exportInvalid = useDownload('bulkJobs.exportInvalid');
  const active = useActiveProfile();
  const [concurrency, setConcurrency] = useState(4);
  const [includeExisting, setIncludeExisting] = useState(false);
  const [sendAgain, setSendAgain] = useState(false);
  const [dryRunFirst, setDryRunFirst] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const launching = useRef(false);
  const live = active?.kind === 'live';
  const spec = jobKinds[useMigrationView((s) => s.kind)];
  // An undo acts on the ids of the job it undoes, on that job's profile: never rehearsed elsewhere.
  const isUndo = useMigrationView((s) => s.importInfo?.undo !== undefined);

  if (validateError) return <ErrorAlert error={validateError} title="The file could not be validated" />;
  if (!summary || !importId) return null;

  const existing = summary.dryRun.counts.already_subscribed ?? 0;
  const { migrated, inProgress, found } = summary.history;
  const doneBefore = migrated + found;
  const skipped =
    (includeExisting ? 0 : existing) +
    (summary.dryRun.counts.mango_unavailable ?? 0) +
    inProgress +
    (sendAgain ? 0 : doneBefore);
  const toSend = Math.max(0, summary.valid - skipped);
  const blocked = summary.unmapped.length > 0 || toSend === 0 || validating;

  /**
   * Answers whether the job started (a failure shows under the button and in the confirmation). A second
   * click before the first answers sends nothing (main refuses a second start of one import anyway).
   */
  const launch = async (options: { confirmation?: string; profileId?: string } = {}) => {
    if (launching.current) return false;
    launching.current = true;
    return start
      .mutateAsync({
        importId,
        includeAlreadySubscribed: includeExisting,
        sendMigratedAgain: sendAgain,
        ...(live && !dryRunFirst && !options.profileId ? { skipDryRun: true } : {}),
        concurrency,
        ...options,
      })
      .then(
        () => true,
        () => false,
      )
      .finally(() => {
        launching.current = false;
      });
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        <Stat label="Rows" value={summary.total} />
        <Stat label="Valid" value={summary.valid} color="teal" />
        <Stat label="Invalid" value={summary.invalid} color={summary.invalid > 0 ? 'red' : undefined} />
        <Stat
          label="Duplicates"
          value={summary.duplicates}
          color={summary.duplicates > 0 ? 'orange' : undefined}
        />
        <Stat label="With notes" value={summary.withNotes} />
      </SimpleGrid>
      {[summary.mangoesMessage, summary.badgesMessage].map((message) =>
        message ? (
          <Alert key={message} color="yellow" variant="light" p="xs">
            <Text size="sm">{message}</Text>
          </Alert>
        ) : null,
      )}
      <SentBefore history={summary.history} profileName={active?.name ?? 'this profile'} />
      <Paper withBorder radius="md" p="lg" data-testid="run-card">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={3} size="h4">
                Send
              </Title>
              <Text size="sm" c="dimmed" maw={620}>
                The console records every row on this computer before it is sent and after the service
                answers, so a crash or a lost connection never loses a row or sends one twice.{' '}
                {spec.cannotCheck
                  ? `The service has no read that shows which of these rows are already done (${spec.cannotCheck}), so nothing is checked there: the console keeps each row's reference and skips a row that an earlier job of this profile already sent, unless you choose to send it again.`
                  : `A dry run first asks the service which rows are already done (${spec.words.skipVerdict.toLowerCase()}), without changing anything. A row no dry run read in the last 30 minutes is read just before it is sent, and skipped if the service already has it.`}
              </Text>
            </div>
            <Group gap="xs">
              {summary.invalid > 0 ? (
                <Button
                  variant="default"
                  leftSection={<IconDownload size={16} />}
                  onClick={() => exportInvalid.mutate({ importId })}
                  data-testid="export-invalid"
                >
                  Invalid rows ({formatCount(summary.invalid)})
                </Button>
              ) : null}
              <Button
                variant="light"
                leftSection={<IconSearch size={16} />}
                loading={dryRun.running}
                disabled={summary.valid === 0 || validating}
                onClick={() => void dryRun.run(summary.valid)}
                data-testid="dry-run"
              >
                Dry run
              </Button>
            </Group>
          </Group>
          {dryRun.running ? (
            <Stack gap={4}>
              <Progress value={dryRun.total > 0 ? (dryRun.checked / dryRun.total) * 100 : 0} animated />
              <Group justify="space-between">
                <Text size="xs" c="dimmed">
                  Checked {formatCount(dryRun.checked)} of {formatCount(dryRun.total)} rows against the
                  service
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="gray"
                  onClick={dryRun.cancel}
                  data-testid="dry-run-cancel"
                >
                  Cancel dry run
                </Button>
              </Group>
            </Stack>
          ) : null}
          {dryRun.appError ? <ErrorAlert error={dryRun.appError} title="The dry run stopped" /> : null}
          {summary.dryRun.checked ? (
            <Group gap="xs" data-testid="dry-run-counts">
              <Badge color="teal" variant="light">
                {spec.words.actVerdict}: {formatCount(summary.dryRun.counts.new ?? 0)}
              </Badge>
              {spec.cannotCheck ? null : (
                <Badge color="yellow" variant="light">
                  {spec.words.skipVerdict}: {formatCount(existing)}
                </Badge>
              )}
              <Badge color="gray" variant="light">
                Not checked: {formatCount(summary.dryRun.counts.cannot_check ?? 0)}
              </Badge>
              {summary.dryRun.counts.mango_unavailable ? (
                <Badge color="red" variant="light">
                  Mango unavailable: {formatCount(summary.dryRun.counts.mango_unavailable)}
                </Badge>
              ) : null}
              {dryRun.message ? (
                <Text size="xs" c="dimmed">
                  {dryRun.message}
                </Text>
              ) : null}
            </Group>
          ) : null}
          <Group align="flex-end" gap="lg">
            <NumberInput
              label="Requests at a time"
              description="1 to 16; change it while the job runs"
              min={1}
              max={16}
              value={concurrency}
              onChange={(v) => setConcurrency(typeof v === 'number' ? v : 4)}
              w={200}
              data-testid="concurrency"
            />
            {existing > 0 ? (
              <Checkbox
                label={`Also send the ${formatCount(existing)} rows marked “${spec.words.skipVerdict}”`}
                checked={includeExisting}
                onChange={(e) => setIncludeExisting(e.currentTarget.checked)}
                mb={6}
              />
            ) : null}
            {doneBefore > 0 ? (
              <Checkbox
                color="red"
                label={`Send the ${formatCount(doneBefore)} rows done before again (each is ${spec.words.done} a second time)`}
                checked={sendAgain}
                onChange={(e) => setSendAgain(e.currentTarget.checked)}
                mb={6}
                data-testid="send-again"
              />
            ) : null}
            {live ? (
              <Checkbox
                label="Dry run first"
                description="Checks which rows are already done before anything is sent"
                checked={dryRunFirst}
                onChange={(e) => setDryRunFirst(e.currentTarget.checked)}
                data-testid="dry-run-first"
              />
            ) : null}
          </Group>
          {start.appError ? <ErrorAlert error={start.appError} onClose={start.reset} /> : null}
          <Group gap="sm">
            <Button
              leftSection={<IconPlayerPlay size={16} />}
              disabled={blocked || start.isPending}
              loading={start.isPending}
              color={active?.kind === 'live' ? 'orange' : undefined}
              onClick={async () => {
                if (!live) return void launch();
                if (dryRunFirst && !summary.dryRun.checked) {
                  // The counts changed: the person confirms what the dry run found, not the old figure.
                  if (!(await dryRun.run(summary.valid))) return;
                }
                start.reset();
                setConfirming(true);
              }}
              data-testid="start-job"
            >
              Send {formatCount(toSend)} row{toSend === 1 ? '' : 's'} to{' '}
              {active?.name ?? 'the active profile'}
            </Button>
            {active?.kind === 'live' && !isUndo ? (
              <Button
                variant="default"
                leftSection={<IconTestPipe size={16} />}
                disabled={blocked}
                onClick={() => void launch({ profileId: 'sandbox' })}
              >
                Rehearse on the Sandbox
              </Button>
            ) : null}
            {summary.unmapped.length > 0 ? (
              <Text size="sm" c="red" data-testid="map-first">
                {mapFirstText(summary.unmapped, spec.labels)}
              </Text>
            ) : null}
          </Group>
        </Stack>
      </Paper>
      <StartJobModal
        spec={spec}
        opened={confirming}
        rows={toSend}
        profileName={active?.name ?? ''}
        starting={start.isPending}
        error={start.appError}
        onClose={() => setConfirming(false)}
        onConfirm={(confirmation) => launch({ confirmation })}
      />
    </Stack>
  );
}
