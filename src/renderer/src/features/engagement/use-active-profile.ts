import { useProfiles } from '../profiles';

/** The profile the engagement screens work on (the active one) and whether it is the built-in sandbox. */
export function useActiveProfile(): { id: string | null; isSandbox: boolean; name: string } {
  const id = useProfiles((s) => s.data?.activeProfileId ?? null);
  const kind = useProfiles((s) => s.data?.profiles.find((p) => p.id === s.data?.activeProfileId)?.kind);
  const name = useProfiles((s) => s.data?.profiles.find((p) => p.id === s.data?.activeProfileId)?.name ?? '');
  return { id, isSandbox: kind === 'sandbox', name };
}
