import {
  Alert,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import type { BadgeAutomation } from '@shared/areas/gamification/channels';
import type { WebhookTarget } from '@shared/areas/webhooks/channels';
import type { Badge } from '@shared/contract/gamification';
import { MangoPicker } from '../../components/pickers';

type Kind = BadgeAutomation['kind'];
type Category = 'lifetime' | 'month' | 'week';

/** What a badge form holds: every automation kind's fields, so switching kinds loses nothing typed. */
export interface BadgeFormValues extends Record<string, unknown> {
  name: string;
  description: string;
  imageUrl: string;
  automation: { kind: Kind; threshold: number | string; category: Category; mangoes: string[] };
}

export const emptyBadge: BadgeFormValues = {
  name: '',
  description: '',
  imageUrl: '',
  automation: { kind: 'none', threshold: 500, category: 'lifetime', mangoes: [] },
};

const CATEGORIES: readonly Category[] = ['lifetime', 'month', 'week'];

/** A badge as the service has it, in the form's terms (the kind its automation uses). */
export function badgeFormValues(badge: Badge): BadgeFormValues {
  const mangoes = badge.automationEnabledMangoes ?? [];
  const category = CATEGORIES.find((c) => c === badge.pointCategoryForAutomation) ?? 'lifetime';
  const kind: Kind = !badge.enableAutomation
    ? 'none'
    : mangoes.length > 0
      ? 'mangoes'
      : badge.pointsThreshold
        ? 'points'
        : 'none';
  return {
    name: badge.name ?? '',
    description: badge.description ?? '',
    imageUrl: badge.imageUrl ?? '',
    automation: { kind, threshold: badge.pointsThreshold || 500, category, mangoes },
  };
}

/** Name, description, image URL and one automation kind (or none), never both. */
export function BadgeFormFields({
  form,
  mangoes,
}: {
  form: UseFormReturnType<BadgeFormValues>;
  mangoes: readonly WebhookTarget[] | undefined;
}) {
  const kind = form.values.automation.kind;
  return (
    <>
      <TextInput label="Name" required {...form.getInputProps('name')} data-testid="badge-name" />
      <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
      <TextInput label="Image URL" placeholder="https://…/badge.png" {...form.getInputProps('imageUrl')} />
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          Automation
        </Text>
        <SegmentedControl
          fullWidth
          value={kind}
          onChange={(v) => form.setFieldValue('automation.kind', v as Kind)}
          data={[
            { value: 'none', label: 'None (given by hand)' },
            { value: 'points', label: 'Points threshold' },
            { value: 'mangoes', label: 'Mango subscription' },
          ]}
          data-testid="badge-automation"
        />
      </Stack>
      {kind === 'points' ? (
        <Group grow align="flex-start">
          <NumberInput
            label="Threshold (points)"
            min={1}
            allowDecimal={false}
            {...form.getInputProps('automation.threshold')}
            data-testid="badge-threshold"
          />
          <Select
            label="Point category"
            {...form.getInputProps('automation.category')}
            allowDeselect={false}
            data={[
              { value: 'lifetime', label: 'Lifetime points' },
              { value: 'month', label: 'This month’s points' },
              { value: 'week', label: 'This week’s points' },
            ]}
            data-testid="badge-category"
          />
        </Group>
      ) : null}
      {kind === 'mangoes' ? (
        <MangoPicker
          label="Mangoes"
          description="Subscribers of any of these get the badge; it is removed when that subscription ends."
          mangoes={mangoes}
          {...form.getInputProps('automation.mangoes')}
          data-testid="badge-mangoes"
        />
      ) : null}
      {kind !== 'none' ? (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          {kind === 'points'
            ? 'Members get the badge when they reach the threshold and lose it when their points fall below it.'
            : 'Members get the badge when they subscribe to a listed Mango.'}{' '}
          Automation may take time to reflect on members.
        </Alert>
      ) : null}
    </>
  );
}
