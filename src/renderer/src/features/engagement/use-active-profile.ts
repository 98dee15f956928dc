import { useActiveProfile as useActive } from '../../data/query';

/** The profile the engagement screens work on (the active one) and whether it is the built-in sandbox. */
export function useActiveProfile(): { id: string | null; isSandbox: boolean; name: string } {
  const profile = useActive();
  return { id: profile?.id ?? null, isSandbox: profile?.kind === 'sandbox', name: profile?.name ?? '' };
}
