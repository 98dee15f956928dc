import { MultiSelect, TagsInput, type MultiSelectProps } from '@mantine/core';
import type { WebhookTarget } from '@shared/channels/engagement';
import { isObjectId, splitIds } from './format';

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

/** A list of 24-character ids: paste several at once; anything else is refused with a reason. */
export function IdListInput({
  value,
  onChange,
  label,
  description,
  placeholder,
  testId,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  label: string;
  description?: string;
  placeholder?: string;
  testId?: string;
}) {
  const invalid = value.filter((v) => !isObjectId(v));
  return (
    <TagsInput
      label={label}
      description={description}
      placeholder={value.length ? undefined : placeholder}
      value={value}
      onChange={(next) => onChange(next.flatMap(splitIds))}
      splitChars={[',', ' ', ';']}
      clearable
      error={invalid.length ? `Not a 24-character id: ${invalid.join(', ')}` : undefined}
      data-testid={testId}
    />
  );
}
