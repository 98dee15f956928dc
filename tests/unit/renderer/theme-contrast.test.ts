import { describe, expect, it } from 'vitest';
import { createTheme, DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { cssVariablesResolver, theme } from '../../../src/renderer/src/theme';

/** WCAG 2 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('the theme’s dimmed text', () => {
  const merged = mergeMantineTheme(DEFAULT_THEME, createTheme(theme));
  const vars = cssVariablesResolver(merged);
  /** `var(--mantine-color-gray-7)` -> the palette's hex. */
  const resolve = (value: string | undefined): string => {
    const [, color, shade] = /--mantine-color-([a-z]+)-(\d)/.exec(value ?? '') ?? [];
    return merged.colors[color as string]?.[Number(shade)] ?? 'missing';
  };

  it('reads at WCAG AA (4.5:1) on the light body (white) and on the dark body (dark-7)', () => {
    const light = resolve(vars.light['--mantine-color-dimmed']);
    const dark = resolve(vars.dark['--mantine-color-dimmed']);
    expect(contrast(light, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dark, merged.colors.dark[7])).toBeGreaterThanOrEqual(4.5);
    // Mantine's defaults did not: the reason this override exists.
    expect(contrast(merged.colors.gray[6], '#ffffff')).toBeLessThan(4.5);
    expect(contrast(merged.colors.dark[2], merged.colors.dark[7])).toBeLessThan(4.5);
  });
});
