/**
 * What Home last read of each profile, for a short while. An entry is kept per profile and names the data
 * it describes (`describes`: the profile's address and white-label host, the sandbox's data generation,
 * the zone or the drafts it was read for); an entry that describes anything else is not used, so a
 * changed address, a reset sandbox or a new draft is read again at once, not when the time runs out.
 */
export function createPartCache<T>(options: { ttlMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { describes: string; at: number; value: T }>();
  return {
    get(profileId: string, describes: string): { value: T; at: number } | undefined {
      const entry = entries.get(profileId);
      if (!entry || entry.describes !== describes || now() - entry.at >= options.ttlMs) return undefined;
      return { value: entry.value, at: entry.at };
    },
    set(profileId: string, describes: string, value: T, at = now()): void {
      entries.set(profileId, { describes, at, value });
    },
    /** Drops the profiles no longer listed (deleted profiles). */
    keepOnly(profileIds: ReadonlySet<string>): void {
      for (const id of entries.keys()) if (!profileIds.has(id)) entries.delete(id);
    },
    clear(): void {
      entries.clear();
    },
  };
}
export type PartCache<T> = ReturnType<typeof createPartCache<T>>;
