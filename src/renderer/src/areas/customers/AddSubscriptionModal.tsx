import { useState } from 'react';
import { Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import type { SubscriptionChange } from '@shared/areas/customers/channels';
import { CreateSubscriptionInput } from '@shared/areas/customers/channels';
import { ErrorAlert } from '../../components/ErrorAlert';
import { GuardedModal, useDialogGuard } from '../../components/GuardedModal';
import { useContractForm } from '../../data/form';
import { useBridgeQuery } from '../../data/query';
import { useMangoTitles, useProfileInput, useSubscriptionWrites } from './queries';

type Values = {
  userId: string;
  mangoId: string;
  amount: number | string;
  currency: string;
  transactionId: string;
};

/** One id per form: kept while the form is open, so a retry after a failure cannot create twice. */
export function newTransactionId(): string {
  return `console_${crypto.randomUUID().replace(/-/g, '')}`;
}

/** What the amount field was filled with from a Mango, so the form can say where it came from. */
interface Prefill {
  mangoId: string;
  amount: number;
  currency: string;
  source: 'service' | 'cache';
  fetchedAt: string;
}

/**
 * The price a buyer of the Mango pays, as the service holds it: the base `price` in the Mango's `currency`
 * (the docs: "Base price in creator's currency"; the per-currency amounts are derived from it or set by
 * differential pricing). A Mango of type `free` costs 0. `isFree` alone does not make it 0: the docs' own
 * Mango (Get Mango by ID, Create Mango) has `"isFree": true` beside `"price": 500`, so a price the service
 * holds wins, and `isFree` counts only when there is none. `undefined` when the Mango carries no price.
 */
export function mangoPrice(mango: {
  price?: number | undefined;
  currency?: string | undefined;
  isFree?: boolean | undefined;
  type?: string | undefined;
}): { amount: number; currency: string } | undefined {
  const currency = (mango.currency ?? 'INR').toUpperCase();
  if (mango.type === 'free') return { amount: 0, currency };
  if (typeof mango.price === 'number') return { amount: mango.price, currency };
  if (mango.isFree === true) return { amount: 0, currency };
  return undefined;
}

/**
 * "Add a subscription" after the person paid through the business's own gateway. The transaction id is made
 * once when the form opens (or pasted from the gateway) and sent unchanged on every retry.
 */
export function AddSubscriptionModal({
  userId,
  person,
  onDone,
  onClose,
}: {
  userId: string;
  person: string;
  onDone: (change: SubscriptionChange) => void;
  onClose: () => void;
}) {
  const profile = useProfileInput();
  const targets = useMangoTitles();
  const { create } = useSubscriptionWrites();
  const [transactionId] = useState(newTransactionId);
  const form = useContractForm<Values>(CreateSubscriptionInput, {
    initialValues: { userId, mangoId: '', amount: '', currency: 'INR', transactionId },
    validateInputOnBlur: true,
  });
  const values = form.getValues();
  const mango = targets.data?.mangoes.find((m) => m._id === values.mangoId);
  // The chosen Mango as the service holds it (its price is not in the list of titles).
  const chosen = useBridgeQuery(
    'mangoes.get',
    values.mangoId ? { ...profile, mangoId: values.mangoId } : undefined,
    { enabled: Boolean(values.mangoId), staleTime: 60_000 },
  );
  const [prefill, setPrefill] = useState<Prefill | null>(null);
  const [readFor, setReadFor] = useState('');
  const read = chosen.data;
  // Once per chosen Mango, when its read arrives (state adjusted while rendering, not in an effect).
  if (read && values.mangoId && read.mango._id === values.mangoId && readFor !== values.mangoId) {
    setReadFor(values.mangoId);
    const price = mangoPrice(read.mango);
    // Only an amount the person has not typed themselves (empty, or filled from the previous Mango).
    const untouched = values.amount === '' || (prefill !== null && Number(values.amount) === prefill.amount);
    if (price && untouched) {
      form.setFieldValue('amount', price.amount);
      form.setFieldValue('currency', price.currency);
      setPrefill({ mangoId: values.mangoId, ...price, source: read.source, fetchedAt: read.fetchedAt });
    }
  }
  const prefillShown = prefill !== null && prefill.mangoId === values.mangoId ? prefill : null;
  const edited =
    prefillShown !== null &&
    (Number(values.amount) !== prefillShown.amount ||
      values.currency.toUpperCase() !== prefillShown.currency);
  const guard = useDialogGuard({ onClose });
  const submit = form.onSubmit((v) =>
    create.mutate(
      { ...profile, ...v, amount: Number(v.amount) },
      {
        onSuccess: (change) => onDone(change),
      },
    ),
  );
  return (
    <GuardedModal
      guard={guard}
      opened
      busy={create.isPending}
      dirty={form.isDirty()}
      what="the new subscription"
      title="Add a subscription"
      size="lg"
    >
      <form onSubmit={submit}>
        <Stack gap="sm" data-testid="add-subscription">
          <Text size="sm" c="dimmed">
            For a payment {person} made through your own payment gateway.
          </Text>
          <Select
            label="Mango"
            placeholder={targets.isPending ? 'Reading Mangoes…' : 'Pick a Mango'}
            data={(targets.data?.mangoes ?? []).map((m) => ({ value: m._id, label: m.title }))}
            searchable
            {...form.getInputProps('mangoId')}
            data-testid="add-subscription-mango"
          />
          {targets.appError ? (
            <ErrorAlert error={targets.appError} title="Mangoes could not be read" />
          ) : null}
          <Group grow align="flex-start">
            <NumberInput
              label="Amount paid"
              min={0}
              decimalScale={2}
              description={
                prefillShown
                  ? `${edited ? 'Changed from' : 'Filled in from'} the Mango's price, ${prefillShown.amount} ${prefillShown.currency}${prefillShown.source === 'cache' ? ' (saved copy: the service could not be reached)' : ' (as the service holds it)'}. Change it to what was paid.`
                  : values.mangoId && chosen.isFetching
                    ? 'Reading the Mango’s price…'
                    : values.mangoId && chosen.appError
                      ? `The Mango’s price could not be read (${chosen.appError.message}); type the amount paid.`
                      : 'Picking a Mango fills in its price.'
              }
              {...form.getInputProps('amount')}
              data-testid="add-subscription-amount"
            />
            <TextInput
              label="Currency"
              {...form.getInputProps('currency')}
              data-testid="add-subscription-currency"
            />
          </Group>
          <TextInput
            label="Transaction id"
            description="Your gateway’s payment id, or keep this one. The same id never creates twice."
            {...form.getInputProps('transactionId')}
            data-testid="add-subscription-transaction"
          />
          <Text size="sm" data-testid="add-subscription-summary">
            Adds {mango ? `“${mango.title}”` : 'the Mango'} for {person}
            {values.amount !== '' ? `, paid ${String(values.amount)} ${values.currency.toUpperCase()}` : ''}.
            The service records the order as paid and sends your order webhook. Sending again with the same
            transaction id creates nothing new.
          </Text>
          {create.appError ? (
            <ErrorAlert error={create.appError} title="The subscription was not added" />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={guard.close} disabled={create.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={create.isPending}
              disabled={create.isPending}
              data-testid="add-subscription-submit"
            >
              {create.appError ? 'Try again (same transaction id)' : 'Add subscription'}
            </Button>
          </Group>
        </Stack>
      </form>
    </GuardedModal>
  );
}
