import { useMemo, useState } from 'react';
import { MultiSelect, Select, type MultiSelectProps, type SelectProps } from '@mantine/core';
import type { ChannelPost } from '@shared/contract/community';
import { ObjectId } from '@shared/contract/common';

/** A member the console has met: the author of a post it loaded. */
export interface KnownMember {
  id: string;
  name: string;
}

const isId = (value: string) => ObjectId.safeParse(value.trim()).success;

/**
 * Every author of the posts loaded since the screen opened (the service has no list of members to search,
 * so the picker offers the members the console has read), by name. Authors stay known when a filter hides
 * their posts, so "Hide these authors" can still show them by name.
 */
export function useKnownMembers(pages: Record<number, ChannelPost[]>): KnownMember[] {
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(() => new Map());
  const fresh: [string, string][] = [];
  for (const posts of Object.values(pages)) {
    for (const post of posts) {
      const author = post.post?.postedBy;
      if (author?._id && author.name && known.get(author._id) !== author.name)
        fresh.push([author._id, author.name]);
    }
  }
  // New authors are added while rendering (React's way to adjust state to new props), never removed.
  if (fresh.length) setKnown(new Map([...known, ...fresh]));
  return useMemo(
    () => [...known].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    [known],
  );
}

/** `Asha Rao (…c0ffee)`: names can repeat, the end of the id tells two apart. */
export function memberLabel(member: KnownMember): string {
  return `${member.name} (…${member.id.slice(-6)})`;
}

/** The ids in what was typed or pasted (several at once: commas, spaces or new lines between them). */
export function pastedIds(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(isId);
}

function options(members: readonly KnownMember[], extra: readonly string[]) {
  const known = members.map((m) => ({ value: m.id, label: memberLabel(m) }));
  const more = [...new Set(extra)]
    .filter((id) => !members.some((m) => m.id === id))
    .map((id) => ({ value: id, label: `Member id ${id}` }));
  return [...known, ...more];
}

/**
 * Several members by name; the ids are what the filter sends. A pasted id (or several) is taken too, for a
 * member none of the loaded posts names.
 */
export function MembersMultiPicker({
  members,
  value,
  onChange,
  ...props
}: Omit<MultiSelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> & {
  members: readonly KnownMember[];
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const [search, setSearch] = useState('');
  const pasted = pastedIds(search);
  return (
    <MultiSelect
      searchable
      clearable
      placeholder={value.length ? undefined : 'Type a name, or paste member ids'}
      nothingFoundMessage="No loaded post is by that name; paste the member’s 24-character id"
      data={options(members, [...value, ...pasted])}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={(next) => {
        const ids = pastedIds(next);
        // Pasted ids are taken at once (several too, like the list input this replaced).
        if (ids.length > 1 || (ids.length === 1 && ids[0] === next.trim())) {
          onChange([...new Set([...value, ...ids])]);
          setSearch('');
        } else setSearch(next);
      }}
      selectFirstOptionOnChange
      {...props}
    />
  );
}

/** One member by name (or a pasted id); `search` is handed back so a form can apply a typed id. */
export function MemberPicker({
  members,
  value,
  onChange,
  search,
  onSearchChange,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> & {
  members: readonly KnownMember[];
  value: string | null;
  onChange: (id: string | null) => void;
  search: string;
  onSearchChange: (search: string) => void;
}) {
  const extra = [...(value ? [value] : []), ...pastedIds(search).slice(0, 1)];
  return (
    <Select
      searchable
      clearable
      nothingFoundMessage="No loaded post is by that name; paste the member’s 24-character id"
      data={options(members, extra)}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={(next) => {
        onSearchChange(next);
        // A whole id pasted or typed is the pick: the form's button applies it without a second step.
        const id = next.trim();
        if (isId(id) && id !== value) onChange(id);
      }}
      {...props}
    />
  );
}
