import { useId } from 'react';
import { Box, NavLink, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { AppInfo } from '@shared/channels/app';
import {
  unlabelledGroups,
  type NavigationArea,
  type NavigationGroup,
} from '../../components/navigation-area';
import { LazyTooltip, type LazyTooltipTargetProps } from '../../components/LazyTooltip';

/**
 * A link is 26 px high (3 px above and below a 20 px line; WCAG 2.5.8 asks for 24), a section's name 26 px:
 * all 19 areas in 6 sections fit under the header and a live profile's marker at 1366x768 and at 1280x800
 * (Overview, which holds Home alone, names itself to assistive technology only; Home's line was paid for
 * with 2 px of each link's padding, which were 4).
 * The label's line is set on the link's body, whose 16 px font would otherwise make every line 25 px high.
 */
const LINK_STYLES = { body: { lineHeight: '20px' } } as const;

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
      styles={LINK_STYLES}
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
  first,
  areas,
  activeId,
  onSelect,
}: {
  group: NavigationGroup;
  /** The top section's name needs no space above it to set it apart. */
  first: boolean;
  areas: readonly NavigationArea[];
  activeId: string;
  onSelect: (id: string) => void;
}) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} data-testid="navigation-section">
      {unlabelledGroups.has(group) ? (
        <VisuallyHidden id={labelId}>{group}</VisuallyHidden>
      ) : (
        <Text
          id={labelId}
          size="xs"
          fw={700}
          tt="uppercase"
          px="sm"
          pt={first ? 2 : 8}
          pb={2}
          lh="16px"
          c="dimmed"
        >
          {group}
        </Text>
      )}
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
 * a 1280x800 or 1366x768 screen, with a live profile's marker under the header too; an area's description
 * shows when the pointer or the keyboard focus is on it.
 */
export function NavigationBar({ sections, activeId, onSelect, appInfo }: NavigationBarProps) {
  return (
    <Stack h="100%" justify="space-between" gap={0}>
      {/* A plain scrolling box, not Mantine's ScrollArea: at 1280x800 and 1366x768 every area fits and
          nothing scrolls (only a shorter window does), and the ScrollArea's measuring effects re-rendered it
          before the first paint. The box is the navigation's own, so a test can check it does not scroll. */}
      <Box
        style={{ flex: 1, minHeight: 0, overflowY: 'auto', scrollbarWidth: 'thin' }}
        px="sm"
        py={4}
        data-testid="navigation-scroller"
      >
        <nav aria-label="Areas">
          {sections.map((section, index) => (
            <Section
              key={section.group}
              group={section.group}
              first={index === 0}
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
