import { Group, Loader, Text } from '@mantine/core';

/** A panel's loading line, announced to screen readers. */
export function Reading({ what }: { what: string }) {
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" />
      <Text size="sm">Reading {what}…</Text>
    </Group>
  );
}
