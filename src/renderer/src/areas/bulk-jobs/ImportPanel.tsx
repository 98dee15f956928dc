import { Badge, Button, FileButton, Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileSpreadsheet, IconFileUpload, IconRefresh } from '@tabler/icons-react';
import { jobKinds } from '@shared/areas/bulk-jobs/kinds';
import { ErrorAlert } from '../../components/ErrorAlert';
import { formatBytes, formatCount } from './format';
import type { ImportFile } from './preview-queries';
import { useMigrationView } from './view-store';

const DELIMITER_NAMES: Record<string, string> = { ',': 'comma', ';': 'semicolon', '\t': 'tab' };

/** Step 1: pick a CSV. It is streamed to main in slices, so its size does not matter. */
export function ImportPanel({ importer }: { importer: ImportFile }) {
  const file = useMigrationView((s) => s.file);
  const info = useMigrationView((s) => s.importInfo);
  const spec = jobKinds[useMigrationView((s) => s.kind)];

  const picker = (label: string, variant: 'filled' | 'default') => (
    <FileButton onChange={(f) => f && importer.open(f)} accept=".csv,text/csv,text/plain">
      {(props) => (
        <Button
          {...props}
          variant={variant}
          leftSection={variant === 'filled' ? <IconFileUpload size={16} /> : <IconRefresh size={16} />}
          data-testid="choose-csv"
        >
          {label}
        </Button>
      )}
    </FileButton>
  );

  if (info && file) {
    return (
      <Paper withBorder radius="md" p="md" data-testid="import-done">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" size="lg" radius="md">
              <IconFileSpreadsheet size={20} />
            </ThemeIcon>
            <div>
              <Text fw={600}>{info.fileName}</Text>
              <Group gap={6} mt={2}>
                <Text size="sm" c="dimmed">
                  {formatCount(info.rows)} data rows · {info.headers.length} columns ·{' '}
                  {formatBytes(file.size)}
                </Text>
                {info.delimiter ? (
                  <Badge variant="light" color="gray" size="sm">
                    {DELIMITER_NAMES[info.delimiter] ?? info.delimiter}-separated
                  </Badge>
                ) : null}
              </Group>
            </div>
          </Group>
          {picker('Choose another file', 'default')}
        </Group>
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="md" p="xl" style={{ borderStyle: 'dashed' }} data-testid="import-panel">
      <Stack align="center" gap="sm">
        <ThemeIcon variant="light" size={48} radius="xl">
          <IconFileSpreadsheet size={26} stroke={1.5} />
        </ThemeIcon>
        <Text fw={600}>Open a CSV for “{spec.title}”</Text>
        <Text size="sm" c="dimmed" ta="center" maw={520} data-testid="import-columns">
          UTF-8, comma or semicolon separated, with a header row. Columns are matched to{' '}
          {spec.fields.map((f) => spec.labels[f] ?? f).join(', ')}; nothing is sent until you start a job. The
          template has them all.
        </Text>
        {importer.reading && file ? (
          <Stack gap={4} w="100%" maw={420}>
            <Progress value={file.size > 0 ? (file.sent / file.size) * 100 : 100} animated />
            <Text size="xs" c="dimmed" ta="center">
              Reading {file.name}: {formatBytes(file.sent)} of {formatBytes(file.size)}
            </Text>
          </Stack>
        ) : (
          picker('Choose a CSV file', 'filled')
        )}
        {file && importer.appError ? <ErrorAlert error={importer.appError} /> : null}
      </Stack>
    </Paper>
  );
}
