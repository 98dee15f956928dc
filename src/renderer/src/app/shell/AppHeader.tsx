import { Burger, Divider, Group, Text, ThemeIcon } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import type { Connectivity } from '@shared/channels/app';
import type { Profile } from '@shared/profile';
import { LiveMarker } from './LiveMarker';
import { ProfileSwitcher } from './ProfileSwitcher';
import { ColorSchemeMenu } from '../../components/ColorSchemeMenu';
import { ConnectivityIndicator } from '../../components/ConnectivityIndicator';
import { CommandMenuButton } from '../command-menu/CommandMenu';

const MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** Height of the header's own row; a live profile adds the marker under it. */
export const HEADER_ROW_HEIGHT = 60;

export interface AppHeaderProps {
  activeProfile: Profile | null;
  connectivity: Connectivity | null;
  navOpened: boolean;
  onToggleNav: () => void;
}

export function AppHeader({ activeProfile, connectivity, navOpened, onToggleNav }: AppHeaderProps) {
  return (
    <>
      <Group h={HEADER_ROW_HEIGHT} px="md" justify="space-between" wrap="nowrap">
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
          <CommandMenuButton mac={MAC} />
          <ProfileSwitcher />
          <Divider orientation="vertical" my={6} />
          <ConnectivityIndicator connectivity={connectivity} />
          <ColorSchemeMenu />
        </Group>
      </Group>
      <LiveMarker profile={activeProfile} />
    </>
  );
}
