import { createTheme, darken, type CSSVariablesResolver } from '@mantine/core';

/**
 * The console's look: calm neutrals, one accent, visible keyboard focus, pointer cursors on controls.
 * Every colour pairing reads at WCAG AA (4.5:1) in light and dark (tests/unit/renderer/theme-contrast.test.ts):
 * filled colours use shade 7, with black text where the fill is light (`autoContrast`, luminance over
 * 0.18); the light and outline variants and dimmed text are adjusted once in `cssVariablesResolver`.
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 7 },
  autoContrast: true,
  luminanceThreshold: 0.18,
  defaultRadius: 'md',
  focusRing: 'auto',
  // Transitions (dialogs, menus, drawers) take no time when the system asks for reduced motion.
  respectReducedMotion: true,
  cursorType: 'pointer',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  headings: { fontWeight: '650' },
  components: {
    Badge: { defaultProps: { radius: 'sm' } },
    Tooltip: { defaultProps: { withArrow: true, openDelay: 250 } },
    // The close button is an icon: name it for screen readers (button-name).
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
      styles: { title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // Mantine's focus placeholder is a role="presentation" child of role="menu", which a menu may not hold
    // (aria-required-children); without it, opening a menu focuses its first item, as a menu button should.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // Arrows have no text: name them, and name each page for screen readers.
    Pagination: {
      defaultProps: {
        getControlProps: (control: 'first' | 'previous' | 'next' | 'last') => ({
          'aria-label': `${control[0]?.toUpperCase()}${control.slice(1)} page`,
        }),
        getItemProps: (page: number) => ({ 'aria-label': `Page ${page}` }),
      },
    },
    // A wide table scrolls sideways: its scrolling area takes keyboard focus so it can be scrolled without a mouse.
    TableScrollContainer: {
      defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } },
    },
  },
});

/** Text of the light and outline variants in the light scheme: shade 9, darkened 30%. */
export const LIGHT_SCHEME_TEXT_DARKEN = 0.3;

/**
 * Mantine's defaults that fall under 4.5:1, overridden once instead of at each use:
 * - "dimmed" text (descriptions, hints, secondary ids) is gray-6 on white (3.3:1) and dark-2 on the dark
 *   body (4.0:1): gray-7 and dark-1 instead;
 * - the light variant's text (shade 9 on shade 1: 3.6:1 for orange, 4.3:1 for teal), the outline
 *   variant (the filled shade on white: 2.6:1 for orange) and coloured text (`c="orange"`: the filled
 *   shade on white, 3.0:1) use shade 9 darkened, in the light scheme;
 * - the error colour (a field's message under it, and its text, placeholder and border while in error: the
 *   red "Map a column" of a required column) is red-6 on white (3.3:1) and red-8 on the dark input (3.0:1):
 *   red-9 and red-4 instead.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  };
  for (const [name, shades] of Object.entries(resolved.colors)) {
    const text = darken(shades[9], LIGHT_SCHEME_TEXT_DARKEN);
    light[`--mantine-color-${name}-light-color`] = text;
    light[`--mantine-color-${name}-outline`] = text;
    light[`--mantine-color-${name}-text`] = text;
  }
  return {
    variables: {},
    light,
    dark: {
      '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
      '--mantine-color-error': 'var(--mantine-color-red-4)',
    },
  };
};
