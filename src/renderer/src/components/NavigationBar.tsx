import { useId } from 'react';
import { Box, NavLink, Stack, Text } from '@mantine/core';
import type { AppInfo } from '@shared/channels/app';
import type { NavigationArea, NavigationGroup } from '../navigation';
import { LazyTooltip, type LazyTooltipTargetProps } from '../shell/LazyTooltip';

export interface NavigationBarProps {
  sections: readonly { group: NavigationGroup; areas: readonly NavigationArea[] }[];
  activeId: string;
  onSelect: (id: string) => void;
  appInfo: AppInfo | null;
}

function AreaLink({
  area,
  active,
  onSelect,
}: {
  area: NavigationArea;
  active: boolean;
  onSelect: (id: string) => void;
}) {
  const link = (target?: LazyTooltipTargetProps<HTMLAnchorElement>) => (
    <NavLink
      {...target}
      href={`#/${area.id}`}
      label={area.label}
      leftSection={<area.icon size={18} stroke={1.6} aria-hidden />}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={(event) => {
        event.preventDefault();
        onSelect(area.id);
      }}
      variant="light"
      py={3}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      data-testid={`nav-${area.id}`}
    />
  );
  if (!area.description) return link();
  // Created on the first hover or focus: sixteen mounted Tooltips were about a third of the first screen.
  return (
    <LazyTooltip<HTMLAnchorElement> label={area.description} position="right" openDelay={400} withArrow>
      {link}
    </LazyTooltip>
  );
}

function Section({
  group,
  areas,
  activeId,
  onSelect,
}: {
  group: NavigationGroup;
  areas: readonly NavigationArea[];
  activeId: string;
  onSelect: (id: string) => void;
}) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} data-testid="navigation-section">
      <Text id={labelId} size="xs" fw={700} tt="uppercase" px="sm" pt={6} pb={2} c="dimmed">
        {group}
      </Text>
      <Stack gap={1}>
        {areas.map((area) => (
          <AreaLink key={area.id} area={area} active={area.id === activeId} onSelect={onSelect} />
        ))}
      </Stack>
    </div>
  );
}

/**
 * The areas that work today, in sections (navigation.ts), compact enough that every area is in view on
 * a 1280x800 screen; an area's description shows when the pointer or the keyboard focus is on it.
 */
export function NavigationBar({ sections, activeId, onSelect, appInfo }: NavigationBarProps) {
  return (
    <Stack h="100%" justify="space-between" gap={0}>
      {/* A plain scrolling box, not Mantine's ScrollArea: at 1280x800 every area fits and nothing scrolls,
          and the ScrollArea's measuring effects re-rendered it before the first paint. */}
      <Box style={{ flex: 1, minHeight: 0, overflowY: 'auto', scrollbarWidth: 'thin' }} px="sm" py={4}>
        <nav aria-label="Areas">
          {sections.map((section) => (
            <Section
              key={section.group}
              group={section.group}
              areas={section.areas}
              activeId={activeId}
              onSelect={onSelect}
            />
          ))}
        </nav>
      </Box>
      <Text size="xs" c="dimmed" px="md" py={6} data-testid="app-version">
        {appInfo
          ? `Version ${appInfo.version} · ${appInfo.host === 'web' ? 'web host' : 'desktop'}`
          : '\u00a0'}
      </Text>
    </Stack>
  );
}
