import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconDatabaseExclamation } from '@tabler/icons-react';
import { useDismissStorageNotice, useStorageNotices } from './queries';

/**
 * Damaged files moved aside and writes the disk refused, above every screen until dismissed: what happened,
 * what was kept and where. Without it a damaged profiles file made every live profile vanish without a word.
 */
export function StorageNotices() {
  const notices = useStorageNotices().data?.notices ?? [];
  const dismiss = useDismissStorageNotice();

  if (notices.length === 0) return null;
  return (
    <Stack gap="xs" mb="md" data-testid="storage-notices" role="status">
      {notices.map((notice) => (
        <Alert
          key={`${notice.kind}|${notice.file}`}
          color={notice.kind === 'quarantined' ? 'orange' : 'red'}
          variant="light"
          icon={<IconDatabaseExclamation size={18} />}
          title={
            notice.kind === 'quarantined' ? 'A damaged file was moved aside' : 'The console could not save'
          }
          withCloseButton
          closeButtonLabel="Dismiss this notice"
          onClose={() => dismiss.mutate({ at: notice.at })}
          data-testid="storage-notice"
        >
          <Text size="sm">{notice.reason}</Text>
          <Text size="xs" c="dimmed" mt={4}>
            File: <Code>{notice.file}</Code>
            {notice.movedTo ? (
              <>
                {' '}
                · kept as <Code>{notice.movedTo}</Code>
              </>
            ) : null}
          </Text>
        </Alert>
      ))}
      {notices.length > 1 ? (
        <Group justify="flex-end">
          <Button size="compact-xs" variant="subtle" color="gray" onClick={() => dismiss.mutate({})}>
            Dismiss all
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
