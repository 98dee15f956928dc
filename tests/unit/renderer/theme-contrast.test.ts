import { describe, expect, it } from 'vitest';
import {
  createTheme,
  darken,
  DEFAULT_THEME,
  getPrimaryShade,
  isLightColor,
  mergeMantineTheme,
  toRgba,
} from '@mantine/core';
import { cssVariablesResolver, LIGHT_SCHEME_TEXT_DARKEN, theme } from '../../../src/renderer/src/app/theme';

/** WCAG 2 relative luminance and contrast ratio of two colours (hex or rgba()). */
function luminance(color: string): number {
  const { r, g, b } = toRgba(color);
  const [lr, lg, lb] = [r, g, b].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const merged = mergeMantineTheme(DEFAULT_THEME, createTheme(theme));
const vars = cssVariablesResolver(merged);
const WHITE = merged.white;
const DARK_BODY = merged.colors.dark[7];
/** `var(--mantine-color-gray-7)` -> the palette's colour; a colour stays as it is. */
const resolve = (value: string | undefined): string => {
  const [, color, shade] = /--mantine-color-([a-z]+)-(\d)/.exec(value ?? '') ?? [];
  return color ? (merged.colors[color]?.[Number(shade)] ?? 'missing') : (value ?? 'missing');
};
/** Colours the console draws with (the `dark` palette is the dark scheme's greys, not an accent). */
const accents = Object.keys(merged.colors).filter((name) => name !== 'dark');

describe('theme contrast (WCAG AA, 4.5:1 for normal text)', () => {
  it('dimmed text on the light body (white) and on the dark body (dark-7)', () => {
    expect(contrast(resolve(vars.light['--mantine-color-dimmed']), WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(resolve(vars.dark['--mantine-color-dimmed']), DARK_BODY)).toBeGreaterThanOrEqual(4.5);
    // Mantine's defaults did not: the reason this override exists.
    expect(contrast(merged.colors.gray[6], WHITE)).toBeLessThan(4.5);
  });

  it('the error colour (a field in error: its message, text and placeholder) on the body and the inputs', () => {
    // Inputs are white in the light scheme and dark-6 in the dark one; the body behind a message dark-7.
    const lightError = resolve(vars.light['--mantine-color-error']);
    const darkError = resolve(vars.dark['--mantine-color-error']);
    expect(contrast(lightError, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(darkError, DARK_BODY)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(darkError, merged.colors.dark[6])).toBeGreaterThanOrEqual(4.5);
    // Mantine's defaults did not (red-6 light, red-8 dark): the reason this override exists.
    expect(contrast(merged.colors.red[6], WHITE)).toBeLessThan(4.5);
    expect(contrast(merged.colors.red[8], merged.colors.dark[6])).toBeLessThan(4.5);
  });

  it('coloured text (c="orange") needed the override too: the filled shade on white is under 4.5:1', () => {
    expect(contrast(merged.colors.orange[7], WHITE)).toBeLessThan(4.5);
  });

  it.each(accents)('%s: filled, light and outline variants read in both schemes', (name) => {
    const shades = merged.colors[name] as readonly string[];
    for (const scheme of ['light', 'dark'] as const) {
      const fill = shades[getPrimaryShade(merged, scheme)] as string;
      const text = isLightColor(fill, merged.luminanceThreshold) ? merged.black : WHITE;
      expect(contrast(text, fill), `${scheme} filled`).toBeGreaterThanOrEqual(4.5);
    }
    const lightText = resolve(vars.light[`--mantine-color-${name}-light-color`]);
    expect(contrast(lightText, shades[1] as string), 'light variant').toBeGreaterThanOrEqual(4.5);
    expect(
      contrast(resolve(vars.light[`--mantine-color-${name}-outline`]), WHITE),
      'outline',
    ).toBeGreaterThanOrEqual(4.5);
    expect(
      contrast(resolve(vars.light[`--mantine-color-${name}-text`]), WHITE),
      'text',
    ).toBeGreaterThanOrEqual(4.5);
    // The dark scheme's light variant (shade 0 on shade 9 darkened by half) and outline (shade 3).
    const darkLightBg = darken(shades[9] as string, 0.5);
    expect(contrast(shades[0] as string, darkLightBg), 'dark light variant').toBeGreaterThanOrEqual(4.5);
    expect(contrast(shades[3] as string, DARK_BODY), 'dark outline').toBeGreaterThanOrEqual(4.5);
    // Coloured text in the dark scheme is Mantine's shade 4.
    expect(contrast(shades[4] as string, DARK_BODY), 'dark text').toBeGreaterThanOrEqual(4.5);
    expect(lightText).toBe(darken(shades[9] as string, LIGHT_SCHEME_TEXT_DARKEN));
  });
});
