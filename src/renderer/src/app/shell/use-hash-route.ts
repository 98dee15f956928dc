import { useCallback, useEffect } from 'react';
import { navigate, useRoute } from '../../data/route';

/**
 * Screens renamed to their area's name: an address saved before (the window's last area, a bookmark, a
 * link in a note) opens the same place under its new name.
 */
export const RENAMED_SCREENS: Readonly<Record<string, string>> = {
  migration: 'bulk-jobs',
  'app-configuration': 'app-config',
};

/**
 * The open area is the first segment of the address (`#/mangoes/...`), so a reload keeps it, links work,
 * and Back and Forward move between areas and the places inside them (see `data/route.ts`).
 */
export function useHashRoute(known: readonly string[], fallback: string): [string, (id: string) => void] {
  const route = useRoute();
  const first = route[0];
  const renamed = first !== undefined ? RENAMED_SCREENS[first] : undefined;
  useEffect(() => {
    // A correction, not a step of its own: Back does not return to the old name.
    if (renamed && known.includes(renamed)) navigate([renamed, ...route.slice(1)], { replace: true });
  }, [known, renamed, route]);
  const current =
    first !== undefined && known.includes(first)
      ? first
      : renamed && known.includes(renamed)
        ? renamed
        : fallback;
  const go = useCallback((id: string) => navigate([id]), []);
  return [current, go];
}
