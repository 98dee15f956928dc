import { Group, Loader, Text } from '@mantine/core';

/** Shown for the moment a screen's code is still loading (its first opening, before the preload). */
export function ScreenLoading({ label }: { label: string }) {
  return (
    <Group gap="sm" role="status" aria-live="polite" data-screen-loading="">
      <Loader size="sm" />
      <Text size="sm" c="dimmed">
        Opening {label}…
      </Text>
    </Group>
  );
}
