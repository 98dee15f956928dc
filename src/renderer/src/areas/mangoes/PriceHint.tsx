import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Mango } from '@shared/contract/mangoes';
import type { Changes } from '@shared/areas/mangoes/domain/draft';
import { priceDisagreement } from '@shared/areas/mangoes/domain/price-agreement';

/**
 * Beside the price fields: which price a buyer pays, and a warning when the draft leaves the base price and
 * the same currency's own price apart (Base price 599, INR price still 499).
 */
export function PriceHint({ base, changes }: { base: Mango; changes: Changes }) {
  const apart = priceDisagreement(base as Record<string, unknown>, changes);
  const currency = (typeof changes.currency === 'string' ? changes.currency : base.currency) ?? 'INR';
  return (
    <>
      <Text size="xs" c="dimmed" mb="sm" data-testid="price-hint">
        Base price is the price in the Mango’s own currency ({currency.toUpperCase()}). Buyers paying in
        another currency pay its per-currency price: the differential price when one is set, otherwise the
        service converts the base price. Keep the base price and the {currency.toUpperCase()} price equal.
      </Text>
      {apart ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          mb="sm"
          title="The two prices disagree"
          data-testid="price-disagreement"
        >
          Base price will be {apart.base} {apart.currency} but the {apart.perCurrencyLabel} stays{' '}
          {apart.perCurrency}. The service keeps both, so buyers may still be shown {apart.perCurrency}.
          {apart.changed === 'perCurrency'
            ? ' Change the base price too, or undo the change.'
            : ` Set the ${apart.perCurrencyLabel} to ${apart.base} as well, or undo the change.`}
        </Alert>
      ) : null}
    </>
  );
}
