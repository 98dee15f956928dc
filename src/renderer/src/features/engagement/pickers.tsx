import type { ReactNode } from 'react';
import { MultiSelect, TagsInput, type MultiSelectProps } from '@mantine/core';
import type { WebhookTarget } from '@shared/channels/engagement';
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
