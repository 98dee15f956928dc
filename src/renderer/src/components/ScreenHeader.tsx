import type { ReactNode } from 'react';
import { ActionIcon, Drawer, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHelpCircle } from '@tabler/icons-react';
import { ScreenHelp } from './ScreenHelp';

/**
 * The top of every screen: title, one line on what it is for, the screen's actions, and a help drawer
 * (in-app help: the service rules the screen protects you from, in plain words). `help` names the
 * screen's help doc, `docs/help/<help>.md`, read when the drawer first opens.
 */
export function ScreenHeader({
  title,
  description,
  actions,
  help,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  help?: string;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Group justify="space-between" align="flex-start" mb="lg" wrap="nowrap">
      <Stack gap={4}>
        <Group gap="xs">
          <Title order={2}>{title}</Title>
          {help ? (
            <Tooltip label="Help for this screen">
              <ActionIcon variant="subtle" color="gray" onClick={open} aria-label={`Help: ${title}`}>
                <IconHelpCircle size={20} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
        {description ? (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? (
        <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
          {actions}
        </Group>
      ) : null}
      {help ? (
        <Drawer opened={opened} onClose={close} position="right" size="lg" title={`Help: ${title}`}>
          <ScreenHelp screen={help} />
        </Drawer>
      ) : null}
    </Group>
  );
}
