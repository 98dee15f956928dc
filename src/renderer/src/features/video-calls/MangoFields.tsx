import { memo } from 'react';
import { MultiSelect, Select, SimpleGrid } from '@mantine/core';
import type { CallFormValues, FieldErrors } from './call-form';

type MangoValues = Pick<CallFormValues, 'mangoes' | 'excludeMangoes' | 'mangoToSell'>;

/**
 * Mango, excluded Mangoes and the Mango to sell: all three are checked together by the service. Memoized on
 * its own values, so typing in the schedule does not re-render three comboboxes.
 */
export const MangoFields = memo(function MangoFields({
  mangoes,
  excludeMangoes,
  mangoToSell,
  mangoesError,
  excludeError,
  sellError,
  options,
  onChange,
  disabled,
}: MangoValues & {
  mangoesError?: string | undefined;
  excludeError?: string | undefined;
  sellError?: string | undefined;
  options: { id: string; title: string }[];
  onChange: (patch: Partial<CallFormValues>) => void;
  disabled?: boolean;
}) {
  const values = { mangoes, excludeMangoes, mangoToSell };
  const errors: FieldErrors = { mangoes: mangoesError, excludeMangoes: excludeError, mangoToSell: sellError };
  const data = options.map((m) => ({ value: m.id, label: m.title }));
  // Ids the list does not know (another creator's, or deleted) still show, so a refusal can point at them.
  const known = new Set(options.map((m) => m.id));
  const withUnknown = (ids: string[]) => [
    ...data,
    ...ids.filter((id) => !known.has(id)).map((id) => ({ value: id, label: id })),
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <MultiSelect
        label="Mango"
        description="Subscribers of these are invited"
        placeholder={values.mangoes.length ? undefined : 'Pick at least one'}
        data={withUnknown(values.mangoes)}
        value={values.mangoes}
        onChange={(mangoes) => onChange({ mangoes })}
        searchable
        error={errors.mangoes}
        disabled={disabled}
        data-testid="mangoes"
        comboboxProps={{ withinPortal: true }}
      />
      <MultiSelect
        label="Excluded Mangoes"
        description="Drop people whose only subscription is to these"
        data={withUnknown(values.excludeMangoes)}
        value={values.excludeMangoes}
        onChange={(excludeMangoes) => onChange({ excludeMangoes })}
        searchable
        clearable
        error={errors.excludeMangoes}
        disabled={disabled}
        data-testid="exclude-mangoes"
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Mango to sell"
        description="Offered to attendees during the call"
        data={withUnknown(values.mangoToSell ? [values.mangoToSell] : [])}
        value={values.mangoToSell}
        onChange={(mangoToSell) => onChange({ mangoToSell })}
        searchable
        clearable
        error={errors.mangoToSell}
        disabled={disabled}
        data-testid="mango-to-sell"
        comboboxProps={{ withinPortal: true }}
      />
    </SimpleGrid>
  );
});
