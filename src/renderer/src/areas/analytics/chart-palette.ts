import type { SeriesKey } from '@shared/areas/analytics/domain';

/** Fixed colours (not CSS variables) so an exported image looks the same outside the app. */
export interface ChartPalette {
  series: Record<SeriesKey, string>;
  grid: string;
  axis: string;
  text: string;
  muted: string;
  background: string;
  /** The shading behind days whose counts are not final. */
  partial: string;
}

export const lightPalette: ChartPalette = {
  series: { posts: '#4263eb', comments: '#0c8599', likes: '#e8590c' },
  grid: '#e9ecef',
  axis: '#868e96',
  text: '#212529',
  muted: '#495057',
  background: '#ffffff',
  partial: '#fff3bf',
};

export const darkPalette: ChartPalette = {
  series: { posts: '#91a7ff', comments: '#3bc9db', likes: '#ffa94d' },
  grid: '#373a40',
  axis: '#909296',
  text: '#e9ecef',
  muted: '#c1c2c5',
  background: '#1a1b1e',
  partial: '#3d3520',
};
