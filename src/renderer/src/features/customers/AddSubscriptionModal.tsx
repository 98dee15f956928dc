import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import type { SubscriptionChange } from '@shared/channels/customers';
import { CreateSubscriptionInput } from '@shared/channels/customers';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useContractForm } from '../../data/form';
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
  const submit = form.onSubmit((v) =>
    create.mutate(
      { ...profile, ...v, amount: Number(v.amount) },
      {
        onSuccess: (change) => onDone(change),
      },
    ),
  );
  return (
    <Modal opened onClose={create.isPending ? () => undefined : onClose} title="Add a subscription" size="lg">
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
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
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
    </Modal>
  );
}
