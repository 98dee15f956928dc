import { useEffect, useState } from 'react';
import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconDatabaseExclamation } from '@tabler/icons-react';
import type { BridgeApi } from '@shared/bridge';
import type { StorageNotice } from '@shared/channels/app';

/**
 * Damaged files moved aside and writes the disk refused, above every screen until dismissed: what happened,
 * what was kept and where. Without it a damaged profiles file made every live profile vanish without a word.
 */
export function StorageNotices({ api }: { api: BridgeApi }) {
  const [notices, setNotices] = useState<StorageNotice[]>([]);

  useEffect(() => {
    let live = true;
    void api.app.storageNotices({}).then((result) => live && result.ok && setNotices(result.value.notices));
    const off = api.on('storage.notice', (notice) =>
      setNotices((list) => [
        ...list.filter((n) => !(n.file === notice.file && n.kind === notice.kind)),
        notice,
      ]),
    );
    return () => {
      live = false;
      off();
    };
  }, [api]);

  if (notices.length === 0) return null;
  const dismiss = async (at?: string) => {
    const result = await api.app.dismissStorageNotice(at ? { at } : {});
    if (result.ok) setNotices(result.value.notices);
  };
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
          onClose={() => void dismiss(notice.at)}
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
          <Button size="compact-xs" variant="subtle" color="gray" onClick={() => void dismiss()}>
            Dismiss all
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
