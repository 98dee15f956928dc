import { Code, Paper, Stack, Text, Title } from '@mantine/core';
import type { DesktopInfo } from '@shared/channels/app';

/** Where the console keeps its files and its secrets on this computer. */
export function DataCard({ info }: { info: DesktopInfo }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Where your data is
        </Title>
        <Text size="sm">
          Data directory (profiles without secrets, Mango drafts, bulk-job journals, caches, activity log):
        </Text>
        <Code block data-testid="data-dir">
          {info.dataDir}
        </Code>
        <Text size="sm">
          Tokens and API keys are kept only in {info.secretsNote}, never in the data directory, a log or an
          export.
        </Text>
      </Stack>
    </Paper>
  );
}
