import { Alert, Center } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';

/** Shown when the page was opened without a preload (for example the HTML file on its own). */
export function MissingBridge() {
  return (
    <Center h="100vh" p="xl">
      <Alert
        color="red"
        variant="light"
        icon={<IconPlugConnectedX size={20} />}
        title="Not connected"
        maw={560}
      >
        This page needs the Creator Console app around it. Start the desktop app, or run `npm run web` and
        open the address it prints (it carries the access token).
      </Alert>
    </Center>
  );
}
