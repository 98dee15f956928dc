import { Burger, Divider, Group, Text, ThemeIcon } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import type { Connectivity } from '@shared/channels/app';
import type { Profile } from '@shared/profile';
import { ActiveProfileSummary } from './ActiveProfileSummary';
import { ColorSchemeMenu } from './ColorSchemeMenu';
import { ConnectivityIndicator } from './ConnectivityIndicator';

export interface AppHeaderProps {
  activeProfile: Profile | null;
  connectivity: Connectivity | null;
  navOpened: boolean;
  onToggleNav: () => void;
}

export function AppHeader({ activeProfile, connectivity, navOpened, onToggleNav }: AppHeaderProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label="Toggle navigation"
        />
        <ThemeIcon size="md" radius="md" variant="filled" aria-hidden>
          <IconBolt size={16} stroke={2} />
        </ThemeIcon>
        <Text fw={700} size="md" component="h1" m={0}>
          Creator Console
        </Text>
      </Group>
      <Group gap="md" wrap="nowrap" miw={0}>
        <ActiveProfileSummary profile={activeProfile} />
        <Divider orientation="vertical" my={6} />
        <ConnectivityIndicator connectivity={connectivity} />
        <ColorSchemeMenu />
      </Group>
    </Group>
  );
}
