import { useState } from 'react';
import { NumberInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import type { MangoField } from '@shared/areas/mangoes/domain/fields';
import type { JsonValue } from '@shared/areas/mangoes/domain/json';
import { currencyLabel } from '@shared/areas/mangoes/domain/money';

export interface FieldInputProps {
  field: MangoField;
  /** The value the draft means now (the change, else the stored value). */
  value: unknown;
  /**
   * True only when the draft empties this field. A stored empty value (null) is not a clear, so the
   * value alone cannot tell: an unchanged field must never read "(cleared)".
   */
  cleared?: boolean;
  disabled?: boolean;
  error?: boolean;
  onChange: (value: JsonValue) => void;
  /** An emptied number box: leave the field unchanged (clearing is its own button). */
  onEmpty: () => void;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const normalise = (text: string) => lines(text).join('\n');

/** URLs one per line; the text is kept locally so a half-typed line is not lost on every keystroke. */
function UrlListInput({
  value,
  onChange,
  disabled,
  error,
  label,
}: {
  value: unknown;
  onChange: (v: string[]) => void;
  disabled?: boolean;
  error?: boolean;
  label: string;
}) {
  const joined = Array.isArray(value) ? value.join('\n') : '';
  const [text, setText] = useState(joined);
  const [seen, setSeen] = useState(joined);
  // Only an outside change (revert, clear) resets the text; the person's own typing never does.
  if (seen !== joined) {
    setSeen(joined);
    if (normalise(text) !== joined) setText(joined);
  }
  return (
    <Textarea
      aria-label={label}
      value={text}
      autosize
      minRows={2}
      maxRows={8}
      disabled={disabled}
      error={error}
      placeholder="One URL per line"
      ff="monospace"
      styles={{ input: { fontSize: 'var(--mantine-font-size-xs)' } }}
      onChange={(event) => {
        setText(event.currentTarget.value);
        onChange(lines(event.currentTarget.value));
      }}
    />
  );
}

/** One Mango field as a Mantine input, by its kind in the field catalogue. */
export function FieldInput({ field, value, cleared, disabled, error, onChange, onEmpty }: FieldInputProps) {
  const common = { 'aria-label': field.label, disabled, error };
  const empty = cleared ? '(cleared)' : '(not set)';
  switch (field.kind) {
    case 'text':
    case 'url':
    case 'datetime':
      return (
        <TextInput
          {...common}
          value={typeof value === 'string' ? value : ''}
          placeholder={cleared ? empty : field.kind === 'url' ? 'https://…' : undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'longtext':
      return (
        <Textarea
          {...common}
          autosize
          minRows={2}
          maxRows={6}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'number':
    case 'integer':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' ? value : ''}
          placeholder={empty}
          min={field.min}
          allowDecimal={field.kind === 'number'}
          allowNegative={false}
          thousandSeparator=","
          onChange={(next) => {
            if (typeof next === 'number') onChange(next);
            else if (next === '') onEmpty();
          }}
        />
      );
    case 'boolean':
      return (
        <Switch
          aria-label={field.label}
          disabled={disabled}
          checked={value === true}
          label={value === true ? 'Yes' : 'No'}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      );
    case 'enum': {
      const options = [...(field.options ?? [])];
      if (typeof value === 'string' && !options.includes(value)) options.push(value);
      return (
        <Select
          {...common}
          data={options.map((option) => ({
            value: option,
            label: field.path === 'currency' ? currencyLabel(option) : option,
          }))}
          value={typeof value === 'string' ? value : null}
          allowDeselect={false}
          onChange={(next) => next !== null && onChange(next)}
        />
      );
    }
    case 'urlList':
      return (
        <UrlListInput
          label={field.label}
          value={value}
          disabled={disabled}
          error={error}
          onChange={onChange}
        />
      );
    case 'clearGroup':
      return null;
  }
}
