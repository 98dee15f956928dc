import { useCallback } from 'react';
import { navigate, useRoute } from '../../data/route';

/**
 * The open area is the first segment of the address (`#/mangoes/...`), so a reload keeps it, links work,
 * and Back and Forward move between areas and the places inside them (see `data/route.ts`).
 */
export function useHashRoute(known: readonly string[], fallback: string): [string, (id: string) => void] {
  const route = useRoute();
  const first = route[0];
  const current = first !== undefined && known.includes(first) ? first : fallback;
  const go = useCallback((id: string) => navigate([id]), []);
  return [current, go];
}
