import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import type { AppInfo } from '@shared/channels/app';
import type { NavigationArea } from '../navigation';

export interface NavigationBarProps {
  areas: readonly NavigationArea[];
  activeId: string;
  onSelect: (id: string) => void;
  appInfo: AppInfo | null;
}

/** The areas that work today, from the registry in navigation.ts. */
export function NavigationBar({ areas, activeId, onSelect, appInfo }: NavigationBarProps) {
  return (
    <Stack h="100%" justify="space-between" gap={0}>
      <ScrollArea style={{ flex: 1 }} p="sm">
        <nav aria-label="Areas">
          <Stack gap={4}>
            {areas.map((area) => (
              <NavLink
                key={area.id}
                href={`#/${area.id}`}
                label={area.label}
                description={area.description}
                leftSection={<area.icon size={20} stroke={1.6} />}
                active={area.id === activeId}
                aria-current={area.id === activeId ? 'page' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  onSelect(area.id);
                }}
                variant="light"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
                data-testid={`nav-${area.id}`}
              />
            ))}
          </Stack>
        </nav>
      </ScrollArea>
      <Text size="xs" c="dimmed" px="md" py="sm" data-testid="app-version">
        {appInfo
          ? `Version ${appInfo.version} · ${appInfo.host === 'web' ? 'web host' : 'desktop'}`
          : '\u00a0'}
      </Text>
    </Stack>
  );
}
