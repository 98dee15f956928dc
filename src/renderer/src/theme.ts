import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** The console's look: calm neutrals, one accent, visible keyboard focus, pointer cursors on controls. */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 6, dark: 5 },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  headings: { fontWeight: '650' },
  components: {
    Badge: { defaultProps: { radius: 'sm' } },
    Tooltip: { defaultProps: { withArrow: true, openDelay: 250 } },
    Modal: { styles: { title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } } },
  },
});

/**
 * Mantine's "dimmed" text (descriptions, hints, secondary ids) is gray-6 (#868e96) on white, 3.3:1, and
 * dark-2 (#828282) on the dark body, 4.0:1: both under WCAG AA's 4.5:1 for normal text. The console
 * darkens it in light mode and lightens it in dark mode once, here, instead of at each use.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
