import { useState, type ReactNode } from 'react';
import { MultiSelect, Select, TagsInput, type MultiSelectProps, type SelectProps } from '@mantine/core';
import type { WebhookTarget } from '@shared/areas/webhooks/channels';
import { ObjectId } from '@shared/contract/common';
import { splitIds } from './format';

/** Picks Mangoes by title (ids behind the scenes); shows how many exist while loading. */
export function MangoPicker({
  mangoes,
  ...props
}: Omit<MultiSelectProps, 'data'> & { mangoes: readonly WebhookTarget[] | undefined }) {
  return (
    <MultiSelect
      searchable
      clearable
      placeholder={mangoes ? (props.value?.length ? undefined : 'All Mangoes') : 'Loading Mangoes…'}
      nothingFoundMessage="No Mango matches"
      data={(mangoes ?? []).map((m) => ({ value: m._id, label: m.title }))}
      {...props}
    />
  );
}

/**
 * A list of 24-character ids: paste several at once. The form's error (from the channel's rules) is shown
 * with the ids it refuses.
 */
export function IdListInput({
  value,
  onChange,
  error,
  label,
  description,
  placeholder,
  testId,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: ReactNode;
  label: string;
  description?: string;
  placeholder?: string;
  testId?: string;
}) {
  const refused = value.filter((v) => !ObjectId.safeParse(v).success);
  return (
    <TagsInput
      label={label}
      description={description}
      placeholder={value.length ? undefined : placeholder}
      value={value}
      onChange={(next) => onChange(next.flatMap(splitIds))}
      splitChars={[',', ' ', ';']}
      clearable
      error={error && refused.length ? `${String(error)}: ${refused.join(', ')}` : error}
      data-testid={testId}
    />
  );
}

/**
 * Picks one thing by name from a list the service gave, and still takes a pasted id: a 24-character id
 * typed or pasted into the search becomes an option of its own ("Use id …"), for things not in the list.
 */
export function NameOrIdSelect({
  options,
  value,
  onChange,
  loading,
  kind,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> & {
  options: readonly { value: string; label: string }[] | undefined;
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  loading?: boolean;
  /** What is picked ("certificate"), for the placeholder and the pasted-id option. */
  kind: string;
}) {
  const [search, setSearch] = useState('');
  const pasted = search.trim();
  const known = options ?? [];
  const extra = [pasted, value].filter((id): id is string =>
    Boolean(id && ObjectId.safeParse(id).success && !known.some((o) => o.value === id)),
  );
  const data = [...known, ...[...new Set(extra)].map((id) => ({ value: id, label: `Use ${kind} id ${id}` }))];
  return (
    <Select
      searchable
      clearable
      placeholder={loading ? `Loading ${kind}s…` : `Pick a ${kind} or paste its id`}
      nothingFoundMessage={`No ${kind} matches; paste a 24-character id to use it`}
      data={data}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      searchValue={search}
      onSearchChange={setSearch}
      {...props}
    />
  );
}
