import { memo } from 'react';
import { Alert, Button, Group, MultiSelect, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { CallFormValues, FieldErrors } from './call-form';
import type { MangoListState } from './queries';

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
  optionsState,
  onChange,
  disabled,
}: MangoValues & {
  mangoesError?: string | undefined;
  excludeError?: string | undefined;
  sellError?: string | undefined;
  options: { id: string; title: string }[];
  optionsState: MangoListState;
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
  const nothingFound =
    optionsState.status === 'failed'
      ? optionsState.reason
      : optionsState.status === 'loading'
        ? 'Loading the Mangoes…'
        : optionsState.status === 'empty'
          ? 'This creator has no Mangoes yet'
          : 'No Mango matches';
  return (
    <Stack gap="xs">
      <MangoListNotice state={optionsState} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <MultiSelect
          label="Mango"
          description="Subscribers of these are invited"
          placeholder={values.mangoes.length ? undefined : 'Pick at least one'}
          data={withUnknown(values.mangoes)}
          value={values.mangoes}
          onChange={(mangoes) => onChange({ mangoes })}
          searchable
          nothingFoundMessage={nothingFound}
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
          nothingFoundMessage={nothingFound}
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
          nothingFoundMessage={nothingFound}
          error={errors.mangoToSell}
          disabled={disabled}
          data-testid="mango-to-sell"
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
    </Stack>
  );
});

/** Why the pickers are empty, with a way to ask again: never a blank list without a word. */
function MangoListNotice({ state }: { state: MangoListState }) {
  if (state.status !== 'failed' && state.status !== 'empty') return null;
  return (
    <Alert
      color={state.status === 'failed' ? 'red' : 'gray'}
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      data-testid="mango-list-notice"
      data-state={state.status}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">
          {state.status === 'failed'
            ? `${state.reason}. Mangoes already chosen stay as they are.`
            : 'This creator has no Mangoes yet, so there is nothing to pick: create one in Mangoes first.'}
        </Text>
        <Button size="xs" variant="default" onClick={state.retry} data-testid="retry-mangoes">
          Retry
        </Button>
      </Group>
    </Alert>
  );
}
