import type { KnownGroup } from '@shared/areas/community/channels';
import type { Channel } from '@shared/contract/community';

export interface GroupSection {
  /** null: channels in no group. */
  groupId: string | null;
  /** Known when the group was created from this console. */
  name?: string;
  rank?: number;
  channels: Channel[];
}

/**
 * Channels by group: groups this console created (in their service rank order, even when still empty),
 * then groups it only knows by id (in the order the service listed their channels), then "no group".
 */
export function groupSections(channels: Channel[], known: KnownGroup[]): GroupSection[] {
  const sections = new Map<string | null, GroupSection>();
  const sortedKnown = [...known].sort(
    (a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER),
  );
  const unknownIds = [...new Set(channels.map((c) => c.group ?? null))].filter(
    (id): id is string => id !== null && !known.some((g) => g._id === id),
  );
  for (const id of unknownIds) sections.set(id, { groupId: id, channels: [] });
  for (const group of sortedKnown) {
    sections.set(group._id, {
      groupId: group._id,
      name: group.name,
      ...(group.rank !== undefined ? { rank: group.rank } : {}),
      channels: [],
    });
  }
  sections.set(null, { groupId: null, channels: [] });
  for (const channel of channels) sections.get(channel.group ?? null)?.channels.push(channel);
  // Unknown groups come from existing channels, so they predate the ones created here: list them first.
  const ordered = [
    ...unknownIds.map((id) => sections.get(id)),
    ...sortedKnown.map((g) => sections.get(g._id)),
    sections.get(null),
  ].filter((s): s is GroupSection => Boolean(s));
  return ordered.filter((s) => s.groupId !== null || s.channels.length > 0);
}

/**
 * A group's heading: its name when this console created it; otherwise words that say it was made elsewhere
 * (the service has no read for group names; the id is shown beside it, copyable).
 */
export function groupLabel(section: Pick<GroupSection, 'groupId' | 'name'>): string {
  if (section.groupId === null) return 'No group';
  return section.name ?? 'Group made outside this console';
}

/** A group in a picker: unnamed groups carry their id, so two of them can be told apart. */
export function groupOptionLabel(section: Pick<GroupSection, 'groupId' | 'name'>): string {
  return section.groupId && !section.name
    ? `${groupLabel(section)} (${section.groupId})`
    : groupLabel(section);
}
